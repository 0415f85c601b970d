/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import * as icons from "@/components/ui/icons";
import { iconSpriteMarkup, iconSpriteVersion } from "@/lib/site/icon-sprite.mjs";

const sprite = new DOMParser().parseFromString(iconSpriteMarkup(), "image/svg+xml");

test("every icon points into the sprite, at the sprite's current version", () => {
  const components = Object.entries(icons)
    .filter(([name]) => name.endsWith("Icon"))
    .map(([name, component]) => [name, component as (props: { size?: number }) => React.JSX.Element] as const);
  expect(components.length).toBeGreaterThan(25);
  for (const [name, Icon] of components) {
    const { container, unmount } = render(<Icon size={18} />);
    const svg = container.querySelector("svg")!;
    expect([name, svg.getAttribute("aria-hidden"), svg.getAttribute("width")]).toEqual([name, "true", "18"]);
    const href = svg.querySelector("use")!.getAttribute("href")!;
    const [url, id] = href.split("#");
    expect([name, url]).toEqual([name, `/icons.svg?v=${iconSpriteVersion()}`]);
    expect([name, sprite.getElementById(id)?.tagName]).toEqual([name, "symbol"]);
    unmount();
  }
});

test("the sprite is well-formed SVG whose symbols all have a 24 px viewBox and a drawing", () => {
  expect(sprite.querySelector("parsererror")).toBeNull();
  const symbols = [...sprite.querySelectorAll("symbol")];
  expect(new Set(symbols.map((symbol) => symbol.id)).size).toBe(symbols.length);
  for (const symbol of symbols) {
    expect([symbol.id, symbol.getAttribute("viewBox"), symbol.children.length > 0]).toEqual([symbol.id, "0 0 24 24", true]);
  }
});

test("the version is a short fingerprint of the drawing: a changed icon gets a new URL", () => {
  const drawing = iconSpriteMarkup();
  expect(iconSpriteVersion()).toMatch(/^[0-9a-z]{4,8}$/);
  expect(iconSpriteVersion(drawing.replace('d="m6 9 6 6 6-6"', 'd="m6 9 6 7 6-7"'))).not.toBe(iconSpriteVersion());
  expect(iconSpriteVersion(drawing)).toBe(iconSpriteVersion());
});
