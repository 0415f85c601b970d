/** @jest-environment jsdom */
import { STATUS_CODES } from "node:http";
import { render, screen } from "@testing-library/react";
import RouteError from "@/app/error";
import { ErrorScreen } from "@/components/site/error-screen";
import { GENERIC_ERROR_TITLE, errorScreenText, statusTextOf } from "@/lib/site/error-status";

// Links prefetch through the app router, which only a Next.js page has: a stand-in router.
jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  useRouter: () => jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").navigation.router,
}));

describe("error screen titles", () => {
  test.each([
    [400, "Bad Request"],
    [401, "Unauthorized"],
    [403, "Forbidden"],
    [404, "Page Not Found"],
    [500, "Internal Server Error"],
    [502, "Bad Gateway"],
    [503, "Service Unavailable"],
    [504, "Gateway Timeout"],
  ])("%i → %s", (status, title) => {
    expect(errorScreenText(status).title).toBe(title);
  });

  test("401 and 404 carry the spec's sentences", () => {
    expect(errorScreenText(401).description).toBe("You need to log in to access this page.");
    expect(errorScreenText(404).description).toBe("We can't seem to find the page you are looking for.");
  });

  test("an unknown status shows its status text", () => {
    expect(errorScreenText(418, "I'm a teapot").title).toBe("I'm a teapot");
    expect(errorScreenText(429, "Too Many Requests").title).toBe("Too Many Requests");
  });

  test("no status, or an unknown one without text, says 'Something went wrong!'", () => {
    expect(GENERIC_ERROR_TITLE).toBe("Something went wrong!");
    expect(errorScreenText().title).toBe("Something went wrong!");
    expect(errorScreenText(null, null).title).toBe("Something went wrong!");
    expect(errorScreenText(418).title).toBe("Something went wrong!");
    expect(errorScreenText(418, "   ").title).toBe("Something went wrong!");
  });

  test("a known status wins over a status text", () => {
    expect(errorScreenText(404, "Not Found").title).toBe("Page Not Found");
  });
});

describe("<ErrorScreen>", () => {
  test("shows the title, the explanation and a Return Home button to /", () => {
    render(<ErrorScreen status={401} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unauthorized");
    expect(screen.getByText("You need to log in to access this page.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  });

  test("without a status it shows the generic title and no number", () => {
    render(<ErrorScreen />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Something went wrong!$/);
  });
});

describe("a status without a title of its own shows its status text", () => {
  test("the table has node:http's phrase for every 4xx and 5xx status node knows", () => {
    const known = Object.keys(STATUS_CODES).map(Number).filter((code) => code >= 400 && code < 600);
    expect(known.length).toBeGreaterThan(30);
    for (const code of known) expect(`${code} ${statusTextOf(code)}`).toBe(`${code} ${STATUS_CODES[code]}`);
    expect(statusTextOf(599)).toBeUndefined();
    expect(statusTextOf(null)).toBeUndefined();
  });

  test("<ErrorScreen status={429}> reads 'Too Many Requests'; a given status text wins over the table", () => {
    const { unmount } = render(<ErrorScreen status={429} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Error 429: Too Many Requests");
    unmount();
    render(<ErrorScreen status={418} statusText="Short and stout" />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Error 418: Short and stout");
  });

  // The screen is loaded when a page fails (not with every page): it appears a moment later.
  test("the route error boundary passes the error's status and status text", async () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const { unmount } = render(<RouteError error={Object.assign(new Error("x"), { status: 422 })} retry={() => {}} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Unprocessable Entity");
    unmount();
    const withText = render(<RouteError error={{ status: 409, statusText: "Edited elsewhere" }} retry={() => {}} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Edited elsewhere");
    withText.unmount();
    render(<RouteError error={new Error("boom")} retry={() => {}} />);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(/^Something went wrong!$/);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
