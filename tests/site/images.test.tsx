/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { BlogCard } from "@/components/site/blog-card";
import { ResponsiveImage, WideScreenImage } from "@/components/ui/responsive-image";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const UPLOAD = "/uploads/3f1c9a2e-0000-4000-8000-000000000000.png";

/** The widths a srcset offers, e.g. [32, 48, …, 3840]. */
const widths = (srcSet: string | null) => (srcSet ?? "").split(", ").map((candidate) => Number(candidate.split(" ")[1].replace("w", "")));

test("an uploaded image goes through the optimizer at the size shown, with its width and height", () => {
  const { container } = render(<ResponsiveImage src={UPLOAD} alt="Screenshot" width={544} height={340} sizes="(min-width: 1024px) 360px, 100vw" />);
  const img = container.querySelector("img")!;
  expect(img).toHaveAttribute("width", "544");
  expect(img).toHaveAttribute("height", "340");
  expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 360px, 100vw");
  expect(img.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fuploads%2F3f1c9a2e-.*\.png&w=\d+&q=75$/);
  expect(img.getAttribute("srcset")).toContain("/_next/image?url=%2Fuploads%2F");
  expect(widths(img.getAttribute("srcset"))).toEqual(expect.arrayContaining([640, 750, 828, 1080, 1200]));
  // Everything but the LCP image waits until it is near the screen.
  expect(img).toHaveAttribute("loading", "lazy");
  expect(img).not.toHaveAttribute("fetchpriority");
  // It fills its fixed-ratio box; the box, not the file, decides the layout.
  expect(img).toHaveClass("absolute", "inset-0", "size-full");
});

test("the LCP image is loaded at once, first", () => {
  const { container } = render(<ResponsiveImage src={UPLOAD} alt="" width={40} height={40} sizes="40px" priority />);
  const img = container.querySelector("img")!;
  expect(img).toHaveAttribute("fetchpriority", "high");
  expect(img).toHaveAttribute("loading", "eager");
});

test("a wide-screen-only image costs a phone nothing: narrow screens get a 1-pixel placeholder", () => {
  const { container } = render(
    <WideScreenImage minWidth={768} src={UPLOAD} alt="" width={896} height={448} sizes="(min-width: 1024px) 896px, 100vw" priority />,
  );
  const source = container.querySelector("picture > source")!;
  expect(source).toHaveAttribute("media", "(min-width: 768px)");
  expect(source.getAttribute("srcset")).toContain("/_next/image?url=%2Fuploads%2F");
  const img = container.querySelector("picture > img")!;
  expect(img.getAttribute("srcset")).toMatch(/^data:image\/gif;base64,/);
  expect(img).toHaveAttribute("width", "896");
  expect(img).toHaveAttribute("fetchpriority", "high");
});

test("a card without an upload shows the generated cover, not a broken image", () => {
  const { container } = render(<BlogCard blog={{ _id: "b1", title: "Caching", summary: "…", date: "2026-01-02", imageUrl: null }} />);
  expect(container.querySelector("img")).toBeNull();
  expect(container.querySelector('[data-placeholder="cover"]')).not.toBeNull();
});
