/**
 * The pages know each inline upload's size and placeholder (issue 24, point 2): the post
 * page, its private preview and the About page pass the records of the uploads their text
 * names to the renderer (getMediaIndex, cached under the media tag), so each is a figure of
 * its own size with a srcset and its placeholder, and its default alt text where the
 * Markdown gives none; an edited alt text shows on the next render.
 */
import { renderToStaticMarkup } from "react-dom/server";
import AboutPage from "@/app/about/page";
import BlogPostPage from "@/app/blogs/[slug]/page";
import BlogPreviewPage from "@/app/preview/blogs/[token]/page";
import { getMediaIndex } from "@/lib/data/public";
import { previewExpiry, signPreview } from "@/lib/preview/token";
import { api, loginAsOwner } from "../helpers/api";
import { clearUploads, resetDatabase } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";
import { pdfFile } from "../helpers/pdf";

jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  useRouter: () => jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation").navigation.router,
  usePathname: () => "/",
}));

let owner: string;
let upload: { _id: string; url: string };
let second: { _id: string; url: string };

beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
  const res = await api.post("/api/v1/media", { cookie: owner, multipart: { file: imageFile("png"), alt: "A tiny test pattern" } });
  upload = res.body.media;
  second = (await api.post("/api/v1/media", { cookie: owner, multipart: { file: await largeImage() } })).body.media;
});

/** Every <img> of the HTML showing `url` (itself, or through the optimizer), as its attributes. */
function imagesOf(html: string, url: string) {
  const encoded = encodeURIComponent(url);
  return [...html.matchAll(/<img\b([^>]*)>/g)]
    .map(([, attributes]) => Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value])))
    .filter((img) => img.src === url || (img.src ?? "").includes(encoded));
}

/** A real 1200 × 800 photo-sized PNG, large enough for a srcset. */
async function largeImage() {
  const sharp = (await import("sharp")).default;
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#336699" } }).png().toBuffer();
  return new File([new Uint8Array(bytes)], "large.png", { type: "image/png" });
}

async function postWithImages(overrides: Record<string, unknown> = {}) {
  const content = `Intro.\n\n![](${upload.url} "Figure 1")\n\n![Its own words](${second.url})\n`;
  const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ content, ...overrides }) });
  expect(res.status).toBe(201);
  return res.body.blog;
}

test("getMediaIndex: the image records a text names, by URL; others left out", async () => {
  const profile = await api.patch("/api/v1/profile", { cookie: owner, multipart: { resume: pdfFile() } });
  const pdf = profile.body.profile.resumeUrl;
  const index = await getMediaIndex(`![a](${upload.url}) [cv](${pdf}) ![b](/uploads/00000000-0000-4000-8000-000000000000.webp) and ${second.url}`);
  expect(index).toEqual({
    [upload.url]: { width: 3, height: 2, placeholder: expect.stringMatching(/^data:image\/webp;base64,/), alt: "A tiny test pattern" },
    [second.url]: { width: 1200, height: 800, placeholder: expect.stringMatching(/^data:image\/webp;base64,/), alt: "" },
  });
  expect(await getMediaIndex("no uploads here")).toEqual({});
});

test("the post page: each upload a figure at its size, with a srcset, its placeholder and alt text; an edited default alt shows next time", async () => {
  const blog = await postWithImages();
  const render = async () => renderToStaticMarkup(await BlogPostPage({ params: Promise.resolve({ slug: blog.slug }) }));
  const html = await render();
  const [first] = imagesOf(html, upload.url);
  expect(first).toMatchObject({ alt: "A tiny test pattern", width: "3", height: "2", loading: "lazy" });
  expect(first!.style).toMatch(/background-image:url\(&quot;data:image\/svg\+xml.*data:image\/webp;base64,/);
  expect(html).toContain("<figcaption>Figure 1</figcaption>");
  const [large] = imagesOf(html, second.url);
  expect(large).toMatchObject({ alt: "Its own words", width: "1200", height: "800", loading: "lazy" });
  // Through the optimizer, no wider than the file.
  const widths = (large!.srcset ?? large!.srcSet ?? "").split(", ").map((candidate) => Number(/[?&](?:amp;)?w=(\d+)/.exec(candidate)?.[1]));
  expect(widths.length).toBeGreaterThan(1);
  expect(Math.max(...widths)).toBeLessThanOrEqual(1200);

  const patched = await api.patch(`/api/v1/media/${upload._id}`, { cookie: owner, json: { alt: "A clearer description" } });
  expect(patched.status).toBe(200);
  expect(imagesOf(await render(), upload.url)[0]).toMatchObject({ alt: "A clearer description" });
});

test("the preview of a draft shows the same figures as its page will", async () => {
  const blog = await postWithImages({ status: "draft" });
  const token = signPreview("blogs", blog._id, previewExpiry(7));
  const html = renderToStaticMarkup(await BlogPreviewPage({ params: Promise.resolve({ token }) }));
  expect(imagesOf(html, upload.url)[0]).toMatchObject({ alt: "A tiny test pattern", width: "3", height: "2" });
  expect(imagesOf(html, second.url)[0]).toMatchObject({ alt: "Its own words", width: "1200", height: "800" });
});

test("the About page: an upload in the About text is a figure at its size", async () => {
  const res = await api.patch("/api/v1/profile", { cookie: owner, json: { about: `Hello.\n\n![](${upload.url})` } });
  expect(res.status).toBe(200);
  const html = renderToStaticMarkup(await AboutPage());
  expect(imagesOf(html, upload.url)[0]).toMatchObject({ alt: "A tiny test pattern", width: "3", height: "2" });
});
