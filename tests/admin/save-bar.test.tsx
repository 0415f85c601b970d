/** @jest-environment jsdom */
// The save bar stays in reach: above the phone's bottom bar by its class, and above the
// on-screen keyboard by the part of the layout viewport the visual viewport no longer covers.
import { act, render, screen } from "@testing-library/react";
import { SaveBar } from "@/components/admin/saving/save-bar";

class FakeVisualViewport extends EventTarget {
  height = window.innerHeight;
  offsetTop = 0;
}

let viewport: FakeVisualViewport;
beforeEach(() => {
  viewport = new FakeVisualViewport();
  Object.defineProperty(window, "visualViewport", { configurable: true, value: viewport });
});
afterEach(() => {
  Object.defineProperty(window, "visualViewport", { configurable: true, value: undefined });
});

const bar = () => screen.getByText("Unsaved changes").closest("[data-save-bar]") as HTMLElement;

test("without a keyboard it sits where its class puts it: above the phone's bottom bar", () => {
  render(<SaveBar status="Unsaved changes"><button type="submit">Update</button></SaveBar>);
  expect(bar().style.bottom).toBe("");
  expect(bar().className).toContain("bottom-[calc(4.75rem+env(safe-area-inset-bottom))]");
  expect(bar().className).toContain("sticky");
});

test("when the keyboard covers the bottom of the screen, the bar rises above it, and comes down when it closes", () => {
  render(<SaveBar status="Unsaved changes"><button type="submit">Update</button></SaveBar>);
  act(() => {
    viewport.height = window.innerHeight - 320;
    viewport.dispatchEvent(new Event("resize"));
  });
  expect(bar().style.bottom).toBe("328px");
  // The page scrolled inside the visual viewport: the keyboard still covers the same part.
  act(() => {
    viewport.offsetTop = 40;
    viewport.height = window.innerHeight - 360;
    viewport.dispatchEvent(new Event("scroll"));
  });
  expect(bar().style.bottom).toBe("328px");
  act(() => {
    viewport.offsetTop = 0;
    viewport.height = window.innerHeight;
    viewport.dispatchEvent(new Event("resize"));
  });
  expect(bar().style.bottom).toBe("");
});

test("browser chrome coming and going (under 80 px) does not move it", () => {
  render(<SaveBar status="Unsaved changes"><button type="submit">Update</button></SaveBar>);
  act(() => {
    viewport.height = window.innerHeight - 56;
    viewport.dispatchEvent(new Event("resize"));
  });
  expect(bar().style.bottom).toBe("");
});
