/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { ContactForm, HONEYPOT_FIELD, MESSAGE_MAX_LENGTH } from "@/components/site/contact-form";
import { HONEYPOT_FIELD as SERVER_HONEYPOT_FIELD } from "@/lib/validations/message";
import { LIMITS } from "@/lib/validations/fields";
import { navigation } from "./support/next-navigation";
import { mockFetch } from "./support/render";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const VALID = { Name: "Jordan Lee", Email: "jordan@example.org", Subject: "A project", Message: "Hello there!" };

beforeEach(() => {
  jest.clearAllMocks();
  navigation.reset();
  navigation.pathname = "/contact";
});

describe("the contact form", () => {
  test("is titled 'New Message' with name, email, subject and a 1000-character message", () => {
    render(<ContactForm />);
    expect(screen.getByRole("heading", { name: "New Message" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Subject")).toBeRequired();
    const message = screen.getByLabelText("Message");
    expect(message.tagName).toBe("TEXTAREA");
    expect(MESSAGE_MAX_LENGTH).toBe(LIMITS.textarea);
    expect(message).toHaveAttribute("maxLength", "1000");
    expect(screen.getByRole("button", { name: "Send" })).toBeInTheDocument();
  });

  test("counts the message's characters", () => {
    render(<ContactForm />);
    expect(screen.getByText(/^0\/1,000/)).toBeInTheDocument();
    fill({ Message: "Hello" });
    expect(screen.getByText(/^5\/1,000/)).toBeInTheDocument();
  });

  test("says so when a paste was cut at 1,000 characters", () => {
    render(<ContactForm />);
    const message = screen.getByLabelText("Message");
    fill({ Message: "x".repeat(990) });
    // The browser inserts only what fits (10 of 25) and fires one change: it is the paste's.
    fireEvent.paste(message, { clipboardData: { getData: () => "y".repeat(25) } });
    fireEvent.change(message, { target: { value: "x".repeat(990) + "y".repeat(10) } });
    expect(screen.getByText("Pasted text was cut to 1,000 characters.")).toHaveAttribute("aria-live", "polite");
    expect(screen.getByText(/^1,000\/1,000/)).toBeInTheDocument();
  });

  test("has a honeypot named like the server's, hidden from people and assistive technology", () => {
    const { container } = render(<ContactForm />);
    expect(HONEYPOT_FIELD).toBe(SERVER_HONEYPOT_FIELD);
    const trap = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(trap).toHaveAttribute("autocomplete", "off");
    const wrapper = trap.closest('[aria-hidden="true"]');
    expect(wrapper).not.toBeNull();
    expect(wrapper?.className).toMatch(/-left-\[10000px\]/);
    // Not reachable by role either: a screen reader user never meets it.
    expect(screen.queryByRole("textbox", { name: "Website" })).not.toBeInTheDocument();
  });

  test("posts to /api/v1/message, reads 'Sending' meanwhile, toasts success and goes to the home page", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const fetch = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    render(<ContactForm />);
    fill(VALID);
    fireEvent.submit(screen.getByRole("button", { name: "Send" }));

    expect(screen.getByRole("button", { name: "Sending" })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/v1/message");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Jordan Lee",
      email: "jordan@example.org",
      subject: "A project",
      message: "Hello there!",
      website: "",
    });

    expect(navigation.router.push).not.toHaveBeenCalled();
    await act(async () => answer({ status: 201, body: { msg: "Message sent successfully!" } }));
    expect(toast.success).toHaveBeenCalledWith("Message sent successfully!");
    // Spec point 4: "On success the user is redirected" (decisions.md: to the home page).
    expect(navigation.router.push).toHaveBeenCalledTimes(1);
    expect(navigation.router.push).toHaveBeenCalledWith("/");
    expect(screen.getByLabelText("Name")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  test("a failure toasts the server's msg and keeps what was typed", async () => {
    mockFetch(() => ({ status: 429, body: { msg: "You have sent several messages already." } }));
    render(<ContactForm />);
    fill(VALID);
    await act(async () => fireEvent.submit(screen.getByRole("button", { name: "Send" })));
    expect(toast.error).toHaveBeenCalledWith("You have sent several messages already.");
    expect(toast.success).not.toHaveBeenCalled();
    expect(navigation.router.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name")).toHaveValue("Jordan Lee");
    expect(screen.getByLabelText("Message")).toHaveValue("Hello there!");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });
});
