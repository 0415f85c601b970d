/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlogCard } from "@/components/site/blog-card";
import { ResponsiveImage, WideScreenImage } from "@/components/ui/responsive-image";
import type { StoredImage } from "@/lib/site/stored-image";
import { noImage } from "./support/image-columns";
import { OPAQUE_PLACEHOLDER, srcsetWidths, TRANSPARENT_PLACEHOLDER } from "../helpers/images";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const UPLOAD = "/uploads/3f1c9a2e-0000-4000-8000-000000000000.png";

/** Uploaded before sizes were stored: a URL and nothing else known. */
const legacy = (alt = "Screenshot"): StoredImage => ({ src: UPLOAD, alt, width: null, height: null, placeholder: null });

describe("an upload without a stored size (before issue 16) keeps its rendering", () => {
  test("through the optimizer at the size shown, with the box's width and height", () => {
    const { container } = render(<ResponsiveImage image={legacy()} width={544} height={340} sizes="(min-width: 1024px) 360px, 100vw" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "544");
    expect(img).toHaveAttribute("height", "340");
    expect(img).toHaveAttribute("alt", "Screenshot");
    expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 360px, 100vw");
    expect(img.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fuploads%2F3f1c9a2e-.*\.png&w=\d+&q=75$/);
    expect(img.getAttribute("srcset")).toContain("/_next/image?url=%2Fuploads%2F");
    expect(srcsetWidths(img.getAttribute("srcset"))).toEqual(expect.arrayContaining([640, 750, 828, 1080, 1200]));
    // Everything but the LCP image waits until it is near the screen.
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    // It fills its fixed-ratio box; the box, not the file, decides the layout.
    expect(img).toHaveClass("absolute", "inset-0", "size-full");
  });

  test("the LCP image is loaded at once, first", () => {
    const { container } = render(<ResponsiveImage image={legacy("")} width={40} height={40} sizes="40px" priority />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("fetchpriority", "high");
    expect(img).toHaveAttribute("loading", "eager");
  });

  test("a wide-screen-only image costs a phone nothing: narrow screens get a 1-pixel placeholder", () => {
    const { container } = render(
      <WideScreenImage minWidth={768} image={legacy("")} width={896} height={448} sizes="(min-width: 1024px) 896px, 100vw" priority />,
    );
    const source = container.querySelector("picture > source")!;
    expect(source).toHaveAttribute("media", "(min-width: 768px)");
    expect(source.getAttribute("srcset")).toContain("/_next/image?url=%2Fuploads%2F");
    const img = container.querySelector("picture > img")!;
    expect(img.getAttribute("srcset")).toMatch(/^data:image\/gif;base64,/);
    expect(img).toHaveAttribute("width", "896");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });
});

describe("an upload with its stored size and placeholder", () => {
  const photo = (overrides: Partial<StoredImage> = {}): StoredImage => ({
    src: "/uploads/shot.webp",
    alt: "Screenshot of Tidepool",
    width: 700,
    height: 438,
    placeholder: OPAQUE_PLACEHOLDER,
    ...overrides,
  });

  test("width and height are the file's own, so the page knows its ratio before it arrives", () => {
    const { container } = render(<ResponsiveImage image={photo()} width={544} height={340} sizes="100vw" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("width", "700");
    expect(img).toHaveAttribute("height", "438");
    expect(img).toHaveAttribute("alt", "Screenshot of Tidepool");
  });

  test("the optimizer is never asked for more pixels than the file has", () => {
    const { container } = render(<ResponsiveImage image={photo()} width={544} height={340} sizes="360px" />);
    const img = container.querySelector("img")!;
    // 48 … 640: every configured width up to the file's 700 px, none above.
    expect(srcsetWidths(img.getAttribute("srcset"))).toEqual([48, 96, 128, 256, 384, 640]);
    // The fallback src is the largest candidate left, not the configured 1920.
    expect(img.getAttribute("src")).toMatch(/&w=640&/);
    expect(img).toHaveAttribute("sizes", "360px");

    const { container: full } = render(<ResponsiveImage image={photo()} width={544} height={340} sizes="100vw" />);
    // A full-width image starts at the smallest screen's 640: that one is kept.
    expect(srcsetWidths(full.querySelector("img")!.getAttribute("srcset"))).toEqual([640]);
  });

  test("a file narrower than every configured width is served as stored", () => {
    const logo = photo({ src: "/uploads/logo.png", width: 32, height: 32, placeholder: null });
    const { container } = render(<ResponsiveImage image={logo} decorative width={40} height={40} sizes="40px" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/uploads/logo.png");
    expect(img).not.toHaveAttribute("srcset");
    expect(img).not.toHaveAttribute("sizes");
    expect(img).toHaveAttribute("width", "32");
  });

  test("a wide-screen image offers the same capped candidates", () => {
    const { container } = render(
      <WideScreenImage minWidth={768} image={photo({ width: 1000, height: 500 })} blur width={896} height={448} sizes="(min-width: 1024px) 896px, 100vw" />,
    );
    const source = container.querySelector("picture > source")!;
    expect(Math.max(...srcsetWidths(source.getAttribute("srcset")))).toBe(828);
    expect(container.querySelector("picture > img")).toHaveAttribute("width", "1000");
  });

  test("a photo shows its placeholder, blurred, as the image's own background: no script", () => {
    // jsdom's style parser drops this background: read the server's HTML.
    const html = renderToStaticMarkup(<ResponsiveImage image={photo()} blur width={544} height={340} sizes="100vw" />);
    const background = /style="([^"]*)"/.exec(html)?.[1].replaceAll("&quot;", '"') ?? "";
    expect(background).toContain('background-image:url("data:image/svg+xml;charset=utf-8,');
    expect(background).toContain("feGaussianBlur");
    // The stored data URL itself, unchanged, inside the blur.
    expect(background).toContain(OPAQUE_PLACEHOLDER.slice("data:image/webp;base64,".length));
    expect(background).toContain("background-size:cover");
    expect(html).not.toContain("<script");
  });

  test("no blur behind a transparent image (it would stay visible around it) nor where not asked", () => {
    const transparent = renderToStaticMarkup(<ResponsiveImage image={photo({ placeholder: TRANSPARENT_PLACEHOLDER })} blur width={544} height={340} sizes="100vw" />);
    expect(transparent).not.toContain("background-image");
    const logo = renderToStaticMarkup(<ResponsiveImage image={photo()} decorative width={40} height={40} sizes="40px" />);
    expect(logo).not.toContain("background-image");
    expect(logo).toContain('alt=""');
    // The same opaque placeholder does show where a blur is asked for.
    expect(renderToStaticMarkup(<ResponsiveImage image={photo()} blur width={544} height={340} sizes="100vw" />)).toContain("background-image");
  });
});

test("a card without an upload shows the generated cover, not a broken image", () => {
  const { container } = render(
    <BlogCard blog={{ _id: "b1", slug: "caching", title: "Caching", summary: "…", date: "2026-01-02", tags: [], ...noImage("imageUrl", "Cover image for Caching") }} />,
  );
  expect(container.querySelector("img")).toBeNull();
  expect(container.querySelector('[data-placeholder="cover"]')).not.toBeNull();
});
