/**
 * A post (and the About text) shows only images uploaded to this site (issue 24, point 2;
 * docs/decisions.md "Images from other sites"): saving a Markdown image with any other
 * address is a 400 that names it and says to upload it, before anything is stored. Links to
 * other sites stay links.
 */
import { getDb } from "@/lib/db";
import { blogs, media } from "@/lib/db/schema";
import { api, loginAsOwner } from "../helpers/api";
import { clearUploads, countRows, resetDatabase, snapshotRows, uploadedFiles } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";
import { pdfFile } from "../helpers/pdf";

let owner: string;
let upload: { url: string };
beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
  const res = await api.post("/api/v1/media", { cookie: owner, multipart: { file: imageFile() } });
  upload = res.body.media;
});

const OTHER_SITE = "https://images.example.com/cat.png";
const refusal = (url: string) =>
  `content shows an image from another site: ${url}. Upload it instead (the editor's Image button, or paste or drop the file): only images uploaded to this site are shown.`;

async function expectRefused(content: string, msg: string, extra: Record<string, string | File> = {}) {
  const before = await snapshotRows();
  const files = await uploadedFiles();
  const res = await api.post("/api/v1/blogs", { cookie: owner, multipart: { ...validBlog({ content }), ...extra } });
  expect(res.status).toBe(400);
  expect(res.body.msg).toBe(msg);
  expect(await snapshotRows()).toEqual(before);
  // Refused before anything was uploaded.
  expect(await uploadedFiles()).toEqual(files);
}

describe("saving a post", () => {
  test("an image from another site is refused, naming it, and the cover sent with it is not stored", async () => {
    await expectRefused(`Intro\n\n![A cat](${OTHER_SITE})`, refusal(OTHER_SITE), { imageUrl: imageFile() });
  });

  test.each([
    ["a reference-style image", `![cat][pic]\n\n[pic]: ${OTHER_SITE}`, refusal(OTHER_SITE)],
    ["an http image (mixed content)", "![x](http://example.com/a.png)", refusal("http://example.com/a.png")],
    ["a tracking pixel with a title", '![](https://t.example/p.gif?u=1 "hi")', refusal("https://t.example/p.gif?u=1")],
    ["a data: image", "![x](data:image/png;base64,iVBORw0KGgo=)", refusal("data:image/png;base64,iVBORw0KGgo=")],
    ["a protocol-relative image", "![x](//evil.example/x.png)", refusal("//evil.example/x.png")],
    ["an image without an address", "![x]()", 'content has an image without an address ("![…]()"). Add the address of an uploaded image, or remove it.'],
    [
      "an upload address that names no upload",
      "![x](/uploads/00000000-0000-4000-8000-000000000000.webp)",
      "content shows /uploads/00000000-0000-4000-8000-000000000000.webp, which is not an image uploaded to this site (it may have been deleted). Upload the image again, or remove it.",
    ],
  ])("%s is refused", async (_case, content, msg) => {
    await expectRefused(content, msg);
  });

  test("a very long address is quoted by its start", async () => {
    const long = `https://example.com/${"a".repeat(300)}.png`;
    await expectRefused(`![x](${long})`, refusal(`${long.slice(0, 117)}…`));
  });

  test("this site's upload typed as a full address is refused with the address to write", async () => {
    await expectRefused(
      `![x](https://alexmorgan.dev${upload.url})`,
      `content shows https://alexmorgan.dev${upload.url}: write the upload's address as ${upload.url}, as the editor inserts it.`,
    );
  });

  test("an uploaded PDF is not an image", async () => {
    const profile = await api.patch("/api/v1/profile", { cookie: owner, multipart: { resume: pdfFile() } });
    const pdf = profile.body.profile.resumeUrl as string;
    await expectRefused(`![cv](${pdf})`, `content shows ${pdf} as an image, but that upload is not an image (application/pdf).`);
  });

  test("this site's uploads, links to anywhere, images in code and raw HTML are all saved", async () => {
    const content = [
      `![A diagram](${upload.url} "The flow")`,
      `![again][ref]`,
      "",
      `[ref]: ${upload.url}`,
      "",
      `A [link to another site](${OTHER_SITE}) and <https://example.com>.`,
      "",
      "```md",
      `![not an image, code](${OTHER_SITE})`,
      "```",
      "",
      `Inline \`![code](${OTHER_SITE})\` too. <img src="${OTHER_SITE}"> is dropped by the renderer.`,
      "",
      "![undefined reference][nowhere]",
    ].join("\n");
    const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ content }) });
    expect(res.status).toBe(201);
    expect(res.body.blog.content).toBe(content);
  });

  test("a Blob upload with a record is an upload of this site", async () => {
    const url = "https://abc123.public.blob.vercel-storage.com/images/0b0c2a5e-1f7a-4c1e-9a55-3b9f3c1d2e4f.webp";
    const db = await getDb();
    await db.insert(media).values({ url, name: "x.webp", contentType: "image/webp", width: 3, height: 2, origin: "media" });
    const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ content: `![x](${url})` }) });
    expect(res.status).toBe(201);
  });

  test("PATCH is judged the same way; a PATCH without content is not", async () => {
    const created = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ content: `![ok](${upload.url})` }) });
    const id = created.body.blog._id;
    const before = await snapshotRows();
    const res = await api.patch(`/api/v1/blogs/${id}`, { cookie: owner, json: { content: `![no](${OTHER_SITE})` } });
    expect([res.status, res.body.msg]).toEqual([400, refusal(OTHER_SITE)]);
    expect(await snapshotRows()).toEqual(before);
    expect((await api.patch(`/api/v1/blogs/${id}`, { cookie: owner, json: { title: "Renamed" } })).status).toBe(200);
    expect(await countRows(blogs)).toBe(1);
  });
});

describe("saving the profile's About", () => {
  test("an image from another site is refused; an upload of this site is kept", async () => {
    const refused = await api.patch("/api/v1/profile", { cookie: owner, json: { about: `Hi ![me](${OTHER_SITE})` } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(refusal(OTHER_SITE).replace(/^content/, "about"));
    const saved = await api.patch("/api/v1/profile", { cookie: owner, json: { about: `Hi ![me](${upload.url}) and [my blog](${OTHER_SITE})` } });
    expect(saved.status).toBe(200);
  });
});
