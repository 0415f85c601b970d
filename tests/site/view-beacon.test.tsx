/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { ViewBeacon } from "@/components/site/view-beacon";
import { navigation } from "./support/next-navigation";
import { mockFetch } from "./support/render";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

beforeEach(() => navigation.reset());

test("reports the first view with where it came from, then each client-side navigation's path only; no cookie, no storage", () => {
  const fetch = mockFetch(() => ({ status: 204, body: undefined }));
  Object.defineProperty(document, "referrer", { value: "https://news.example.org/", configurable: true });
  window.history.replaceState(null, "", "/about?utm_source=newsletter");
  navigation.pathname = "/about";
  const { rerender } = render(<ViewBeacon />);
  navigation.pathname = "/blogs";
  rerender(<ViewBeacon />);
  rerender(<ViewBeacon />); // the same page again (a re-render): no second report

  expect(fetch).toHaveBeenCalledTimes(2);
  const [first, second] = fetch.mock.calls.map(([url, init]) => ({ url, init: init!, body: JSON.parse(String(init!.body)) }));
  expect(first.url).toBe("/api/v1/views");
  expect(first.init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json" } });
  expect(first.body).toEqual({ path: "/about", referrer: "https://news.example.org/", utm_source: "newsletter" });
  expect(second.body).toEqual({ path: "/blogs" });
  expect(document.cookie).toBe("");
  expect(localStorage.length + sessionStorage.length).toBe(0);
});

test("a failed report is swallowed: the page never sees it", async () => {
  global.fetch = jest.fn(() => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch;
  expect(() => render(<ViewBeacon />)).not.toThrow();
  await Promise.resolve();
});
