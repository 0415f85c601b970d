/** @jest-environment jsdom */
/**
 * The passkey parts of the owner's screens: the login form's button and autofill, and the
 * account page's section. The browser's WebAuthn (navigator.credentials, PublicKeyCredential)
 * is a stand-in here, like fetch; the real ceremonies are tests/auth/passkeys.test.ts's.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { guessDeviceName, PasskeysSection } from "@/components/admin/account/passkeys-section";
import { LoginForm } from "@/components/admin/login-form";
import { resetCurrentUser } from "@/lib/client/current-user";
import { toast } from "@/lib/client/toast";
import { installFetch } from "./fetch-mock";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const owner = { _id: "owner-1", email: "owner@example.com", name: "Alex" };
// jsdom has no TextEncoder: these are ASCII.
const bytes = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0)).buffer;

const LOGIN_OPTIONS = { challenge: "Y2hhbGxlbmdl", rpId: "localhost", allowCredentials: [], userVerification: "preferred", timeout: 60000 };
const REGISTRATION_OPTIONS = {
  challenge: "Y2hhbGxlbmdl",
  rp: { id: "localhost", name: "Site" },
  user: { id: "b3duZXI", name: "owner@example.com", displayName: "Alex" },
  pubKeyCredParams: [{ alg: -7, type: "public-key" }],
  excludeCredentials: [],
  authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
};

function assertion() {
  return {
    id: "Y3JlZA",
    rawId: bytes("cred"),
    type: "public-key",
    authenticatorAttachment: "platform",
    response: { authenticatorData: bytes("auth"), clientDataJSON: bytes("{}"), signature: bytes("sig"), userHandle: null },
    getClientExtensionResults: () => ({}),
  };
}

function attestation() {
  return {
    id: "Y3JlZA",
    rawId: bytes("cred"),
    type: "public-key",
    authenticatorAttachment: "platform",
    response: {
      attestationObject: bytes("att"),
      clientDataJSON: bytes("{}"),
      getTransports: () => ["internal"],
      getPublicKeyAlgorithm: () => -7,
      getPublicKey: () => null,
      getAuthenticatorData: () => bytes("auth"),
    },
    getClientExtensionResults: () => ({}),
  };
}

const domError = (name: string) => Object.assign(new Error(`${name} from the browser`), { name });

/** The browser's WebAuthn: absent, present, or present with passkeys in autofill. */
function installWebAuthn(kind: "none" | "button" | "autofill") {
  const credentials = { get: jest.fn(), create: jest.fn() };
  if (kind === "none") {
    delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  } else {
    const PublicKeyCredential = function PublicKeyCredential() {};
    PublicKeyCredential.isConditionalMediationAvailable = async () => kind === "autofill";
    Object.assign(globalThis, { PublicKeyCredential });
  }
  Object.defineProperty(navigator, "credentials", { value: credentials, configurable: true });
  return credentials;
}

beforeEach(() => {
  jest.clearAllMocks();
  resetCurrentUser();
});
afterEach(() => installWebAuthn("none"));

describe("the login form", () => {
  const routes = () => ({
    "GET /api/v1/users/current-user": { body: { user: null } },
    "POST /api/v1/auth/passkey/options": { body: LOGIN_OPTIONS },
    "POST /api/v1/auth/passkey": { body: { msg: "Login successful", user: owner } },
  });

  test("without WebAuthn there is no passkey button and the e-mail field keeps its plain hint", async () => {
    installWebAuthn("none");
    const api = installFetch(routes());
    render(<LoginForm />);
    await act(async () => {});
    expect(screen.queryByRole("button", { name: "Log in with a passkey" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("autoComplete", "username");
    expect(api.count("POST /api/v1/auth/passkey/options")).toBe(0);
  });

  test("the button asks for a passkey, sends the answer and lands on the dashboard", async () => {
    const credentials = installWebAuthn("button");
    credentials.get.mockResolvedValue(assertion());
    const api = installFetch(routes());
    render(<LoginForm />);
    fireEvent.click(await screen.findByRole("button", { name: "Log in with a passkey" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/admin"));
    expect(credentials.get).toHaveBeenCalledTimes(1);
    expect(credentials.get.mock.calls[0][0].mediation).toBeUndefined();
    const sent = api.calls.find((call) => call.key === "POST /api/v1/auth/passkey");
    expect(JSON.parse(String(sent?.init?.body)).response).toMatchObject({ id: "Y3JlZA", rawId: "Y3JlZA", type: "public-key" });
    expect(toast.success).toHaveBeenCalledWith("Login successful");
    // Without autofill the e-mail field does not claim passkeys.
    expect(screen.getByLabelText("Email")).toHaveAttribute("autoComplete", "username");
  });

  test("a closed prompt is said calmly; a refusal by the server is toasted", async () => {
    const credentials = installWebAuthn("button");
    credentials.get.mockRejectedValueOnce(domError("NotAllowedError"));
    installFetch({ ...routes(), "POST /api/v1/auth/passkey": { status: 401, body: { msg: "The passkey could not be verified." } } });
    render(<LoginForm />);
    fireEvent.click(await screen.findByRole("button", { name: "Log in with a passkey" }));
    expect(await screen.findByRole("status")).toHaveTextContent("No passkey was used: the prompt was closed.");
    expect(toast.error).not.toHaveBeenCalled();

    credentials.get.mockResolvedValueOnce(assertion());
    fireEvent.click(screen.getByRole("button", { name: "Log in with a passkey" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("The passkey could not be verified."));
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Log in with a passkey" })).toBeEnabled();
  });

  test("with autofill: the e-mail field says webauthn, a conditional request waits, and leaving aborts it", async () => {
    const credentials = installWebAuthn("autofill");
    let signal: AbortSignal | undefined;
    credentials.get.mockImplementation((options: { signal: AbortSignal }) => {
      signal = options.signal;
      return new Promise((_, reject) => options.signal.addEventListener("abort", () => reject(domError("AbortError"))));
    });
    installFetch(routes());
    const { unmount } = render(<LoginForm />);
    await waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText("Email")).toHaveAttribute("autoComplete", "username webauthn");
    expect(credentials.get.mock.calls[0][0].mediation).toBe("conditional");
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  test("a passkey picked from autofill logs in", async () => {
    const credentials = installWebAuthn("autofill");
    credentials.get.mockResolvedValue(assertion());
    installFetch(routes());
    render(<LoginForm />);
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/admin"));
    expect(credentials.get.mock.calls[0][0].mediation).toBe("conditional");
  });
});

describe("the account page's passkeys", () => {
  const listed = {
    _id: "5b0f0c2e-1d2b-4c3d-8e4f-5a6b7c8d9e0f",
    name: "Mac",
    createdAt: "2026-11-01T10:00:00.000Z",
    lastUsedAt: null,
  };

  function renderSection() {
    return render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <PasskeysSection />
      </SWRConfig>,
    );
  }

  test("device names: where a passkey made here lives", () => {
    expect(guessDeviceName("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1")).toBe("iPhone");
    expect(guessDeviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Version/18.0 Safari/605.1.15", 5)).toBe("iPad");
    expect(guessDeviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Chrome/131.0 Safari/537.36")).toBe("Mac");
    expect(guessDeviceName("Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/131.0 Mobile Safari/537.36")).toBe("Android phone");
    expect(guessDeviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0")).toBe("Windows PC");
    expect(guessDeviceName("curl/8.0")).toBe("");
  });

  test("lists each passkey; Add sends the guessed name with the browser's answer", async () => {
    const credentials = installWebAuthn("button");
    credentials.create.mockResolvedValue(attestation());
    jest.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari/604.1");
    let stored = [listed];
    const api = installFetch({
      "GET /api/v1/passkeys": () => ({ body: { passkeys: stored } }),
      "POST /api/v1/passkeys/options": { body: REGISTRATION_OPTIONS },
      "POST /api/v1/passkeys": (init) => {
        const { name } = JSON.parse(String(init?.body));
        stored = [...stored, { ...listed, _id: "new", name }];
        return { status: 201, body: { msg: `Passkey "${name}" added.` } };
      },
    });
    renderSection();
    expect(await screen.findByRole("heading", { level: 2, name: "Passkeys" })).toBeInTheDocument();
    expect(await screen.findByText("Mac")).toBeInTheDocument();
    expect(screen.getByText(/never used yet/)).toBeInTheDocument();
    const name = screen.getByLabelText("Name of the new passkey");
    expect(name).toHaveValue("iPhone");

    // The current password first: a new way in needs it.
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(screen.getByText("Type your current password: a new way in needs it.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveFocus();
    expect(api.count("POST /api/v1/passkeys/options")).toBe(0);
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "my own password 42" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Passkey "iPhone" added.'));
    expect(JSON.parse(String(api.calls.find((call) => call.key === "POST /api/v1/passkeys/options")?.init?.body))).toEqual({ currentPassword: "my own password 42" });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    const sent = JSON.parse(String(api.calls.find((call) => call.key === "POST /api/v1/passkeys")?.init?.body));
    expect(sent).toMatchObject({ name: "iPhone", response: { id: "Y3JlZA", response: { transports: ["internal"] } } });
    expect(await screen.findByRole("button", { name: 'Remove the passkey "iPhone"' })).toBeInTheDocument();
  });

  test("an empty name is refused before the prompt; a closed prompt is a calm line, not an error", async () => {
    const credentials = installWebAuthn("button");
    credentials.create.mockRejectedValue(domError("NotAllowedError"));
    const api = installFetch({
      "GET /api/v1/passkeys": { body: { passkeys: [] } },
      "POST /api/v1/passkeys/options": { body: REGISTRATION_OPTIONS },
    });
    renderSection();
    expect(await screen.findByText("No passkeys yet.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Name of the new passkey"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(screen.getByText("Give the passkey a name, e.g. the device that holds it.")).toBeInTheDocument();
    expect(api.count("POST /api/v1/passkeys/options")).toBe(0);

    fireEvent.change(screen.getByLabelText("Name of the new passkey"), { target: { value: "YubiKey" } });
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "my own password 42" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByRole("status")).toHaveTextContent("No passkey was added: the browser's prompt was closed.");
    expect(toast.error).not.toHaveBeenCalled();
    expect(api.count("POST /api/v1/passkeys")).toBe(0);
  });

  test("Remove asks first, then deletes", async () => {
    installWebAuthn("button");
    let stored = [listed];
    const api = installFetch({
      "GET /api/v1/passkeys": () => ({ body: { passkeys: stored } }),
      [`DELETE /api/v1/passkeys/${listed._id}`]: () => {
        stored = [];
        return { body: { msg: 'Passkey "Mac" removed.' } };
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole("button", { name: 'Remove the passkey "Mac"' }));
    await screen.findByRole("alertdialog", { name: 'Remove the passkey "Mac"?' });
    expect(api.count(`DELETE /api/v1/passkeys/${listed._id}`)).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("No passkeys yet.")).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Passkey "Mac" removed.');
  });

  test("a browser without WebAuthn is told so instead of an Add button", async () => {
    installWebAuthn("none");
    installFetch({ "GET /api/v1/passkeys": { body: { passkeys: [] } } });
    renderSection();
    expect(await screen.findByText(/This browser cannot make passkeys/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).not.toBeInTheDocument();
  });
});
