/** @jest-environment jsdom */
// Images inside a post (issue 24): one of the site's uploads is a responsive figure with its
// size, srcset, placeholder, alt text and caption; another site's image is a visible note.
import { render } from "@testing-library/react";
import { Markdown } from "@/components/markdown/markdown";
import type { MediaIndex } from "@/lib/media/types";
import { OPAQUE_PLACEHOLDER } from "../helpers/images";

const UPLOAD = "/uploads/7d4c2a10-9b1e-4f55-8a0c-3e2d1f0a9b8c.webp";
const MEDIA: MediaIndex = { [UPLOAD]: { width: 1600, height: 900, placeholder: OPAQUE_PLACEHOLDER, alt: "Default alt from the library" } };

test("an upload with a record: a figure (not inside a <p>) with its own size, a srcset no wider than it, lazy, blurred, its caption", () => {
  const { container } = render(<Markdown source={`Intro.\n\n![A latency chart](${UPLOAD} "Figure 1: p99 before and after")\n\nOutro.`} media={MEDIA} />);
  const figure = container.querySelector("figure")!;
  expect(figure.parentElement?.tagName).not.toBe("P");
  const img = figure.querySelector("img")!;
  expect(img).toHaveAttribute("alt", "A latency chart");
  expect(img).toHaveAttribute("width", "1600");
  expect(img).toHaveAttribute("height", "900");
  expect(img).toHaveAttribute("loading", "lazy");
  expect(img.getAttribute("sizes")).toMatch(/720px/);
  const widths = (img.getAttribute("srcset") ?? "").split(", ").map((candidate) => Number(/[?&]w=(\d+)/.exec(candidate)?.[1]));
  expect(widths.length).toBeGreaterThan(1);
  expect(Math.max(...widths)).toBeLessThanOrEqual(1600);
  // The blurred placeholder is its background (the body is set as HTML: the attribute as the
  // server writes it; React's DOM properties once made it "background-size: cover").
  expect(img.getAttribute("style") ?? "").toMatch(/background-size: ?cover/);
  expect(figure.querySelector("figcaption")).toHaveTextContent("Figure 1: p99 before and after");
  // The paragraphs around it stay paragraphs.
  expect(Array.from(container.querySelectorAll("p")).map((p) => p.textContent)).toEqual(["Intro.", "Outro."]);
});

test("an empty alt in the Markdown takes the library's default alt text; no caption without a title", () => {
  const { container } = render(<Markdown source={`![](${UPLOAD})`} media={MEDIA} />);
  expect(container.querySelector("img")).toHaveAttribute("alt", "Default alt from the library");
  expect(container.querySelector("figcaption")).toBeNull();
});

test("an upload without a record of its size is shown as it is, lazy, with its alt text", () => {
  const { container } = render(<Markdown source={"![Old upload](/uploads/old.png)"} />);
  const img = container.querySelector("img")!;
  expect(img).toHaveAttribute("src", "/uploads/old.png");
  expect(img).toHaveAttribute("alt", "Old upload");
  expect(img).toHaveAttribute("loading", "lazy");
});

test("another site's image is never fetched: a note that says so, with its description", () => {
  const { container } = render(<Markdown source={'![A cat](https://cats.example/cat.jpg "Not ours")'} />);
  expect(container.querySelector("img")).toBeNull();
  expect(container.querySelector('[role="img"]')).toHaveAccessibleName("Image not shown: A cat");
  expect(container.querySelector("figcaption")).toHaveTextContent("Not ours");
});

test("an image among words or inside a link stays inline in its paragraph (never a <figure> inside a <p>), at its size", () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const { container } = render(
    <Markdown source={`Tap the ![gear icon](${UPLOAD} "Settings") to open settings.\n\n[![Logo](${UPLOAD})](https://example.com)`} media={MEDIA} />,
  );
  expect(container.querySelector("figure")).toBeNull();
  const [sentence, link] = Array.from(container.querySelectorAll("p"));
  const inline = sentence!.querySelector("img")!;
  expect(inline).toHaveAttribute("alt", "gear icon");
  expect(inline).toHaveAttribute("width", "1600");
  expect(inline.parentElement).toHaveAttribute("title", "Settings");
  expect(sentence).toHaveTextContent("Tap the to open settings.");
  expect(link!.querySelector("a img")).toHaveAttribute("alt", "Logo");
  // React says nothing of invalid nesting.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
