/**
 * A post's own description and social image (issue 24, point 6): `metaDescription` and the
 * upload `socialImage` (with `socialImageAlt`), through the API like every other field and
 * image; the post page's metadata and its card fall back to the summary and the cover.
 */
import sharp from "sharp";
import { generateMetadata } from "@/app/blogs/[slug]/page";
import sitemap from "@/app/sitemap";
import { blogPostingJsonLd } from "@/lib/site/structured-data";
import { updateProfile } from "@/lib/data/profile";
import { GET as postCard } from "@/app/og/blogs/[id]/route";
import { api, loginAsOwner } from "../helpers/api";
import { clearUploads, resetDatabase, snapshotRows, uploadedFiles, uploadExists } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";
import { imageFile, svgFile } from "../helpers/images";

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
});

async function createPost(fields: Record<string, string | File> = {}) {
  const res = await api.post("/api/v1/blogs", { cookie: owner, multipart: { ...validBlog({ title: "Caching, slowly", summary: "The summary." }), ...fields } });
  if (res.status !== 201) throw new Error(`POST /blogs: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.blog;
}

const metadataOf = (slug: string) => generateMetadata({ params: Promise.resolve({ slug }) });

async function cardOf(id: string) {
  const res = await postCard(new Request(`http://localhost/og/blogs/${id}`), { params: Promise.resolve({ id }) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { type: res.headers.get("content-type"), bytes, size: bytes.length ? await sharp(bytes).metadata() : null };
}

describe("the fields", () => {
  test("a post takes a meta description and a social image, measured like every upload, with a default alt", async () => {
    const blog = await createPost({ metaDescription: "  How caching works, in 150 characters.  ", socialImage: imageFile("png", "card.png") });
    expect(blog).toMatchObject({
      metaDescription: "How caching works, in 150 characters.",
      socialImage: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/),
      socialImageAlt: "Image for Caching, slowly",
      socialImageWidth: 3,
      socialImageHeight: 2,
      socialImagePlaceholder: expect.stringMatching(/^data:image\/webp;base64,/),
      imageUrl: null,
    });
    expect(await uploadExists(blog.socialImage)).toBe(true);
    // An upload like any other: in the library, used by the post's social image.
    const media = await api.get("/api/v1/media", { cookie: owner });
    expect(media.body.media).toEqual([expect.objectContaining({ url: blog.socialImage, usedBy: [expect.objectContaining({ field: "socialImage" })] })]);
  });

  test("without them: an empty description and no social image", async () => {
    const blog = await createPost();
    expect(blog).toMatchObject({ metaDescription: "", socialImage: null, socialImageWidth: null });
  });

  test.each([
    [{ metaDescription: "a".repeat(301) }, 400, "metaDescription must be at most 300 characters."],
    // (A multipart body carries a line break as CRLF.)
    [{ metaDescription: "two\nlines" }, 400, "metaDescription must not contain a control character (U+000D)."],
    [{ socialImageAlt: "a".repeat(201) }, 400, "socialImageAlt must be at most 200 characters."],
    [{ socialImage: svgFile() }, 415, "socialImage must be a PNG, JPEG, WebP, GIF or AVIF image."],
  ])("%j is refused: %i", async (fields, status, msg) => {
    const before = await snapshotRows();
    const res = await api.post("/api/v1/blogs", { cookie: owner, multipart: { ...validBlog(), ...(fields as Record<string, string | File>) } });
    expect([res.status, res.body.msg]).toEqual([status, msg]);
    expect(await snapshotRows()).toEqual(before);
    expect(await uploadedFiles()).toEqual([]);
  });

  test("PATCH replaces and removes the social image like any image field; JSON null empties the description", async () => {
    const blog = await createPost({ metaDescription: "Old words.", socialImage: imageFile() });
    const refused = await api.patch(`/api/v1/blogs/${blog._id}`, { cookie: owner, json: { socialImage: "https://example.com/card.png" } });
    expect([refused.status, refused.body.msg]).toEqual([400, "socialImage must be an image file, or empty to remove the image."]);
    const replaced = await api.patch(`/api/v1/blogs/${blog._id}`, { cookie: owner, multipart: { socialImage: imageFile("jpg") } });
    expect(replaced.status).toBe(200);
    const next = replaced.body.blog.socialImage;
    expect(next).not.toBe(blog.socialImage);
    // The first stays while the post's earlier version names it.
    expect(await uploadExists(blog.socialImage)).toBe(true);
    const removed = await api.patch(`/api/v1/blogs/${blog._id}`, { cookie: owner, json: { socialImage: null, metaDescription: null } });
    expect(removed.status).toBe(200);
    expect(removed.body.blog).toMatchObject({ socialImage: null, socialImageWidth: null, socialImagePlaceholder: null, metaDescription: "" });
    // A kept version can bring both back.
    const versions = await api.get(`/api/v1/blogs/${blog._id}/versions`, { cookie: owner });
    const first = versions.body.versions.at(-1).version;
    const restored = await api.post(`/api/v1/blogs/${blog._id}/versions/${first}/restore`, { cookie: owner });
    expect(restored.status).toBe(200);
    expect(restored.body.blog).toMatchObject({ socialImage: blog.socialImage, metaDescription: "Old words." });
  });
});

describe("the post page's metadata and card", () => {
  // A page names its card once the site's address is known (issue 25: never a guessed host).
  beforeEach(async () => {
    await updateProfile({ siteUrl: "https://rosa.example" });
  });

  test("a canonical link elsewhere: the page's canonical link, og:url and JSON-LD name it, the sitemap leaves the post out; '' takes it back", async () => {
    const original = "https://dev.to/rosa/caching-slowly-4k2p";
    const blog = await createPost({ canonicalUrl: `  ${original}  ` });
    expect(blog.canonicalUrl).toBe(original);
    const other = await createPost({ title: "Written here" });
    let metadata = await metadataOf(blog.slug);
    expect(metadata.alternates?.canonical).toBe(original);
    expect(metadata.openGraph).toMatchObject({ url: original });
    expect((await metadataOf(other.slug)).alternates?.canonical).toBe(`/blogs/${other.slug}`);
    expect(blogPostingJsonLd({ ...blog, updatedAt: blog.updatedAt }, { name: "Rosa", siteUrl: "https://rosa.example" })).toMatchObject({ url: original, mainEntityOfPage: { "@id": original } });
    let urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain(`https://rosa.example/blogs/${other.slug}`);
    expect(urls).not.toContain(`https://rosa.example/blogs/${blog.slug}`);

    const cleared = await api.patch(`/api/v1/blogs/${blog._id}`, { cookie: owner, json: { canonicalUrl: "" } });
    expect(cleared.body.blog.canonicalUrl).toBeNull();
    metadata = await metadataOf(blog.slug);
    expect(metadata.alternates?.canonical).toBe(`/blogs/${blog.slug}`);
    urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain(`https://rosa.example/blogs/${blog.slug}`);
  });

  test.each([
    ["a script address", "javascript:alert(1)"],
    ["another scheme", "ftp://files.example.org/post"],
    ["a path", "/blogs/elsewhere"],
    ["2,100 characters long", `https://example.com/${"a".repeat(2100)}`],
  ])("a canonical link that is not an http(s) URL (%s) is 400 {msg} and stores nothing", async (_label, canonicalUrl) => {
    const before = await snapshotRows();
    const res = await api.post("/api/v1/blogs", { cookie: owner, json: { ...validBlog(), canonicalUrl } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^canonicalUrl must be/);
    expect(await snapshotRows()).toEqual(before);
  });

  test("the meta description and the social image win", async () => {
    const blog = await createPost({ metaDescription: "For search results.", socialImage: imageFile("png"), socialImageAlt: "A chart of hit rates", imageUrl: imageFile("jpg") });
    const metadata = await metadataOf(blog.slug);
    expect(metadata.description).toBe("For search results.");
    expect(metadata.openGraph).toMatchObject({
      description: "For search results.",
      images: [{ url: `/og/blogs/${blog._id}`, width: 1200, height: 630, alt: "A chart of hit rates" }],
    });
    expect(metadata.twitter).toMatchObject({ description: "For search results.", images: [expect.objectContaining({ alt: "A chart of hit rates" })] });
    const card = await cardOf(blog._id);
    expect(card.type).toBe("image/jpeg");
    expect([card.size?.width, card.size?.height]).toEqual([1200, 630]);
  });

  test("without them: the summary, and the cover as the card", async () => {
    const blog = await createPost({ imageUrl: imageFile("jpg"), imageUrlAlt: "The cover" });
    const metadata = await metadataOf(blog.slug);
    expect(metadata.description).toBe("The summary.");
    expect(metadata.openGraph).toMatchObject({ images: [expect.objectContaining({ alt: "The cover" })] });
    const card = await cardOf(blog._id);
    expect([card.type, card.size?.width, card.size?.height]).toEqual(["image/jpeg", 1200, 630]);
  });

  test("with neither image: the card of its title and summary", async () => {
    const blog = await createPost();
    const metadata = await metadataOf(blog.slug);
    expect(metadata.openGraph).toMatchObject({ images: [expect.objectContaining({ alt: "Caching, slowly: the post's card, with its summary and its author" })] });
    const card = await cardOf(blog._id);
    expect([card.type, card.size?.width, card.size?.height]).toEqual(["image/png", 1200, 630]);
  });

  test("an image whose file is gone falls back to the text card, never an error", async () => {
    const blog = await createPost({ socialImage: imageFile() });
    await clearUploads();
    const card = await cardOf(blog._id);
    expect(card.type).toBe("image/png");
  });
});
