/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ErrorScreen } from "@/components/site/error-screen";
import { GENERIC_ERROR_TITLE, errorScreenText } from "@/lib/site/error-status";

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
