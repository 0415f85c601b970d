/** @jest-environment jsdom */
import { act, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { LoginForm } from "@/components/admin/login-form";
import { resetCurrentUser, useCurrentUser } from "@/lib/client/current-user";
import { installFetch, type FakeResponse } from "./fetch-mock";
import { deferred, submit, type } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const owner = { _id: "owner-1", email: "owner@example.com", name: "Alex" };

/** Another island on the page that reads the current user, like the navigation does. */
function NavIsland() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return <p>{user ? `Signed in as ${user.email}` : "Visitor"}</p>;
}

function renderLogin() {
  return render(
    <>
      <NavIsland />
      <LoginForm />
    </>,
  );
}

function fillCredentials(password = "demo-password") {
  type("Email", "owner@example.com");
  type("Password", password);
}

beforeEach(() => {
  jest.clearAllMocks();
  // The current user is shared by the page's islands: each test starts without an answer.
  resetCurrentUser();
});

test("email and password fields carry the right types and keyboard hints", async () => {
  installFetch({ "GET /api/v1/users/current-user": { body: { user: null } } });
  renderLogin();
  await screen.findByText("Visitor");
  const email = screen.getByLabelText("Email");
  expect(email).toHaveAttribute("type", "email");
  expect(email).toHaveAttribute("autoComplete", "username");
  expect(email).toHaveAttribute("inputMode", "email");
  const password = screen.getByLabelText("Password");
  expect(password).toHaveAttribute("type", "password");
  expect(password).toHaveAttribute("autoComplete", "current-password");
  expect(password).toHaveAttribute("enterKeyHint", "go");
});

test("empty fields are refused before anything is sent", async () => {
  const api = installFetch({ "GET /api/v1/users/current-user": { body: { user: null } } });
  renderLogin();
  await screen.findByText("Visitor");
  submit("Login");
  expect(screen.getByText("Email is required.")).toBeInTheDocument();
  expect(screen.getByText("Password is required.")).toBeInTheDocument();
  expect(api.count("POST /api/v1/auth/login")).toBe(0);
});

test("a successful login toasts, updates every current-user island at once and goes home", async () => {
  const login = deferred<FakeResponse>();
  let session = false; // the server's side: the cookie exists once the login answered
  const api = installFetch({
    // After the login the re-check never answers here: the island must switch from the
    // login's own answer, at once, not after another round trip.
    "GET /api/v1/users/current-user": () =>
      session ? new Promise<FakeResponse>(() => {}) : { body: { user: null } },
    "POST /api/v1/auth/login": async () => {
      const answer = await login.promise;
      session = true;
      return answer;
    },
  });
  renderLogin();
  expect(await screen.findByText("Visitor")).toBeInTheDocument();
  fillCredentials();
  submit("Login");

  expect(screen.getByRole("button", { name: "Submitting" })).toBeDisabled();
  const sent = api.calls.find((call) => call.key === "POST /api/v1/auth/login");
  expect(JSON.parse(String(sent?.init?.body))).toEqual({ email: "owner@example.com", password: "demo-password" });

  await act(async () => login.resolve({ body: { msg: "Login successful", user: owner } }));
  expect(toast.success).toHaveBeenCalledWith("Login successful");
  expect(await screen.findByText("Signed in as owner@example.com")).toBeInTheDocument();
  expect(mockRouter.push).toHaveBeenCalledWith("/admin");
  expect(mockRouter.refresh).toHaveBeenCalled();
});

test.each([
  [401, "Invalid email or password."],
  [429, "Too many failed login attempts. Please wait 15 minutes and try again."],
])("a %i stays on the form, keeps what was typed and toasts the server's msg", async (status, msg) => {
  installFetch({
    "GET /api/v1/users/current-user": { body: { user: null } },
    "POST /api/v1/auth/login": { status, body: { msg } },
  });
  renderLogin();
  await screen.findByText("Visitor");
  fillCredentials("wrong-password");
  submit("Login");
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(msg));
  expect(toast.success).not.toHaveBeenCalled();
  expect(mockRouter.push).not.toHaveBeenCalled();
  expect(screen.getByLabelText("Email")).toHaveValue("owner@example.com");
  expect(screen.getByLabelText("Password")).toHaveValue("wrong-password");
  expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  expect(screen.getByText("Visitor")).toBeInTheDocument();
});
