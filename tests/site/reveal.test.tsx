/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { RevealObserver } from "@/components/site/reveal-observer";

/** A page with one card on the first screen and one far below it. */
function page() {
  document.body.innerHTML = `<div class="reveal" id="above"></div><div class="reveal" id="below"></div>`;
  const place = (id: string, top: number) =>
    jest.spyOn(document.getElementById(id)!, "getBoundingClientRect").mockReturnValue({ top } as DOMRect);
  place("above", 100);
  place("below", window.innerHeight + 400);
}

let observed: Element[] = [];
let report: (target: Element) => void = () => {};
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (target) => callback([{ target, isIntersecting: true } as unknown as IntersectionObserverEntry], this as never);
  }
  observe = (element: Element) => observed.push(element);
  unobserve = (element: Element) => (observed = observed.filter((e) => e !== element));
  disconnect = () => (observed = []);
}

afterEach(() => {
  document.documentElement.removeAttribute("data-reveal");
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  observed = [];
});

test("the first screen is never hidden; what is below it fades in once it scrolls into view", () => {
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  page();
  render(<RevealObserver />, { container: document.body.appendChild(document.createElement("div")) });
  const above = document.getElementById("above")!;
  const below = document.getElementById("below")!;

  // Marked seen before html[data-reveal] (which hides unseen .reveal elements) is set.
  expect(above).toHaveClass("is-visible");
  expect(document.documentElement).toHaveAttribute("data-reveal");
  expect(below).not.toHaveClass("is-visible");
  expect(observed).toEqual([below]);

  act(() => report(below));
  expect(below).toHaveClass("is-visible");
  expect(observed).toEqual([]);
});

test("without IntersectionObserver nothing is ever hidden", () => {
  page();
  render(<RevealObserver />, { container: document.body.appendChild(document.createElement("div")) });
  // globals.css hides .reveal elements only under html[data-reveal].
  expect(document.documentElement).not.toHaveAttribute("data-reveal");
});
