/** @jest-environment jsdom */
/**
 * One reading of "a text names an upload" (issue 35, point 4): src/lib/media/named-uploads.ts
 * reads a text with the renderer's own parse, so the uploads a page shows or links are the
 * ones a save records, whatever escapes the text is written with. Each text below is rendered
 * by the page's real renderer (the `Markdown` component) and the browser's own resolution of
 * its <img src> and <a href> (jsdom) is compared with what is recorded.
 */
import { render } from "@testing-library/react";
import { Markdown } from "@/components/markdown/markdown";
import { markdownAddresses, uploadAt, uploadsNamed } from "@/lib/media/named-uploads";

const A = "0b0c2a5e-1f7a-4c1e-9a55-3b9f3c1d2e4f.webp";
const B = "7d4c2a10-9b1e-4f55-8a0c-3e2d1f0a9b8c.pdf";
const BLOB = "https://abc123.public.blob.vercel-storage.com";

/** A name the upload route serves (src/app/uploads/[name]/route.ts), after it decoded it. */
const SERVED_NAME = /^[a-z0-9-]+\.(png|jpg|webp|gif|avif|pdf)$/;

/** The file a resolved address reaches on this site: its stored URL, as the upload route reads the name (decoded). */
function reached(resolved: string): string | null {
  const url = new URL(resolved);
  const blob = /^\/(images|files)\/([^/]+)$/.exec(url.pathname);
  if (url.hostname.endsWith(".blob.vercel-storage.com") && blob) {
    const name = decodeURIComponent(blob[2]!);
    return SERVED_NAME.test(name) ? `https://${url.hostname}/${blob[1]}/${name}` : null;
  }
  const local = /^\/uploads\/([^/]+)$/.exec(url.pathname);
  const name = local ? decodeURIComponent(local[1]!) : "";
  return SERVED_NAME.test(name) ? `/uploads/${name}` : null;
}

/** What the page shows as images and links, as the browser fetches them (a page at /blogs/a-post). */
function rendered(markdown: string) {
  window.history.replaceState(null, "", "/blogs/a-post");
  const { container, unmount } = render(<Markdown source={markdown} />);
  const images = Array.from(container.querySelectorAll("img")).map((img) => reached(img.src));
  const links = Array.from(container.querySelectorAll("a[href]")).map((a) => reached((a as HTMLAnchorElement).href));
  unmount();
  return { images: images.filter((url): url is string => url !== null), links: links.filter((url): url is string => url !== null) };
}

// Every escaped form the issue found (5 of 5 deleted a live post's image), and the others a
// browser resolves to an upload.
const SHOWN: Array<[string, string, string]> = [
  ["a plain address", `![a](/uploads/${A})`, `/uploads/${A}`],
  ["an entity for the slash", `![a](/uploads&#47;${A})`, `/uploads/${A}`],
  ["a hexadecimal entity for the slash", `![a](/uploads&#x2F;${A})`, `/uploads/${A}`],
  ["a backslash-escaped slash", `![a](/uploads\\/${A})`, `/uploads/${A}`],
  ["an entity inside the folder", `![a](/upl&#111;ads/${A})`, `/uploads/${A}`],
  ["an entity for the dot", `![a](/uploads/${A.replace(".webp", "&#46;webp")})`, `/uploads/${A}`],
  ["a named entity", `![a](/uploads&sol;${A})`, `/uploads/${A}`],
  ["a reference and its definition", `![a][pic]\n\n[pic]: /uploads/${A}`, `/uploads/${A}`],
  ["a reference and an escaped definition", `![a][Pic]\n\n[pic]: </uploads&#47;${A}> "t"`, `/uploads/${A}`],
  ["angle brackets", `![a](</uploads/${A}>)`, `/uploads/${A}`],
  ["a percent-escaped name", `![a](/uploads/%30${A.slice(1)})`, `/uploads/${A}`],
  ["dot segments", `![a](/uploads/../uploads/./${A})`, `/uploads/${A}`],
  ["a query and a fragment", `![a](/uploads/${A}?v=2#top)`, `/uploads/${A}`],
  ["a Blob store's file", `![a](${BLOB}/images/${A})`, `${BLOB}/images/${A}`],
  ["inside a link, a list and a quote", `> - [![a](/uploads&#47;${A})](https://example.com)`, `/uploads/${A}`],
  ["in a footnote", `Text[^1].\n\n[^1]: See ![a](/uploads/${A}).`, `/uploads/${A}`],
];

const LINKED: Array<[string, string, string]> = [
  ["a link", `[CV](/uploads/${B})`, `/uploads/${B}`],
  ["an escaped link", `[CV](/uploads&#47;${B})`, `/uploads/${B}`],
  ["a relative link from the post's page", `[CV](../uploads/${B})`, `/uploads/${B}`],
  ["the site's own address in full", `[CV](https://me.example/uploads/${B})`, `/uploads/${B}`],
  ["an autolink", `<https://me.example/uploads/${B}>`, `/uploads/${B}`],
  ["a bare Blob address GFM links", `See ${BLOB}/files/${B} now.`, `${BLOB}/files/${B}`],
  ["a link reference", `[CV][cv]\n\n[cv]: /upl&#111;ads/${B}`, `/uploads/${B}`],
];

describe("what a page shows and links is what is recorded", () => {
  test.each(SHOWN)("an image, %s", (_name, markdown, upload) => {
    const page = rendered(markdown);
    expect(page.images).toEqual([upload]);
    const named = uploadsNamed({ texts: [markdown] });
    expect(named.images).toEqual([upload]);
    expect(named.files).toContain(upload);
  });

  test.each(LINKED)("a link, %s", (_name, markdown, upload) => {
    const page = rendered(markdown);
    expect(page.links).toEqual([upload]);
    const named = uploadsNamed({ texts: [markdown] });
    expect(named.files).toEqual([upload]);
    expect(named.images).toEqual([]);
  });

  test("a text with all of them at once names each once, images first", () => {
    const markdown = [...SHOWN, ...LINKED].map(([, text]) => text).join("\n\n");
    const page = rendered(markdown);
    const named = uploadsNamed({ texts: [markdown] });
    expect(new Set(named.files)).toEqual(new Set([...page.images, ...page.links]));
    expect(named.images).toEqual([`/uploads/${A}`, `${BLOB}/images/${A}`]);
  });
});

describe("what a page neither shows nor links names nothing", () => {
  test.each([
    ["raw HTML (the renderer drops it)", `<img src="/uploads/${A}"> <a href="/uploads/${B}">cv</a>`],
    ["a code span", `\`![a](/uploads/${A})\``],
    ["a code block", "```\n" + `![a](/uploads/${A})\n` + "```"],
    ["plain text", `The file /uploads/${A} is mentioned.`],
    ["an escaped image", `!\\[a\\](/uploads/${A})`],
    ["a reference without its definition", "![a][missing]"],
    ["a javascript: address", `[x](javascript:alert('/uploads/${A}'))`],
    ["another folder", `![a](/images/${A}) [b](/uploads/sub/${B})`],
    ["a name that is no stored name", "![a](/uploads/Not-A-Name.webp) [b](/uploads/x.exe)"],
  ])("%s", (_name, markdown) => {
    const page = rendered(markdown);
    expect([...page.images, ...page.links]).toEqual([]);
    expect(uploadsNamed({ texts: [markdown] })).toEqual({ files: [], images: [] });
  });

  test("a backslash the renderer percent-encodes (reaching nothing) is read as a browser reads a typed one: kept, never less than shown", () => {
    const markdown = `[CV](/uploads\\${B})`;
    expect(rendered(markdown)).toEqual({ images: [], links: [] });
    expect(uploadsNamed({ texts: [markdown] }).files).toEqual([`/uploads/${B}`]);
  });

  test("an unused definition is kept anyway (the owner may be about to use it), though the page shows nothing", () => {
    const markdown = `[later]: /uploads/${A}`;
    expect(rendered(markdown)).toEqual({ images: [], links: [] });
    expect(uploadsNamed({ texts: [markdown] })).toEqual({ files: [`/uploads/${A}`], images: [] });
  });
});

describe("fields and addresses", () => {
  test("a field names the upload it holds: image columns, the résumé; an external link names none", () => {
    expect(uploadsNamed({ fields: [`/uploads/${A}`, null, "", "https://example.com/cv.pdf", `${BLOB}/files/${B}`] }).files).toEqual([
      `/uploads/${A}`,
      `${BLOB}/files/${B}`,
    ]);
  });

  test("uploadAt resolves as a browser does, and names nothing else", () => {
    expect(uploadAt(`/uploads/${A}`)).toBe(`/uploads/${A}`);
    expect(uploadAt(` /uploads/${A}\n`)).toBe(`/uploads/${A}`);
    expect(uploadAt(`//cdn.example/uploads/${A}`)).toBe(`/uploads/${A}`);
    expect(uploadAt(`https://ABC123.public.blob.vercel-storage.com/images/${A}`)).toBe(`${BLOB}/images/${A}`);
    expect(uploadAt(`${BLOB}/other/${A}`)).toBeNull();
    expect(uploadAt(`/uploads/${A}/extra`)).toBeNull();
    expect(uploadAt("/uploads/%E0%A4%A")).toBeNull();
    expect(uploadAt(`mailto:me@example.com?body=/uploads/${A}`)).toBeNull();
    expect(uploadAt("")).toBeNull();
  });

  test("a text is read in time linear in its length, however deeply it nests (no recursion)", () => {
    const deep = ">".repeat(5_000) + ` ![a](/uploads/${A})`;
    expect(markdownAddresses(deep).images).toEqual([`/uploads/${A}`]);
    const many = `![a](/uploads&#47;${A})\n\n`.repeat(1_000);
    expect(uploadsNamed({ texts: [many] }).files).toEqual([`/uploads/${A}`]);
  });
});
