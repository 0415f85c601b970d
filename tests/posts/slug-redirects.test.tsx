/**
 * Old addresses keep working (issue 24, point 5): a post's every earlier slug answers a
 * permanent redirect (308) to its current one, until another post takes that slug (that
 * post then wins). Only posts have slugs on this site (projects have no page of their own;
 * a tag is a query of /blogs), so posts are what this covers.
 */
import { renderToStaticMarkup } from "react-dom/server";
import BlogPostPage, { generateMetadata } from "@/app/blogs/[slug]/page";
import sitemap from "@/app/sitemap";
import { createBlog, listSlugRedirects, updateBlog } from "@/lib/data/blogs";
import { getDb } from "@/lib/db";
import { slugRedirects } from "@/lib/db/schema";
import { setTrashClockForTests } from "@/lib/trash/clock";
import { purgeExpiredTrash } from "@/lib/trash/trash";
import { api, loginAsOwner } from "../helpers/api";
import { countRows, resetDatabase } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";
import { expectNotFoundPage } from "../helpers/not-found";

jest.mock("next/navigation", () => {
  const actual = jest.requireActual<typeof import("next/navigation")>("next/navigation");
  const { nextNavigationMock } = jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation");
  return { ...actual, ...nextNavigationMock(), notFound: actual.notFound, permanentRedirect: actual.permanentRedirect };
});

const page = (slug: string) => BlogPostPage({ params: Promise.resolve({ slug }) });
const redirectsTo = (path: string) => ({ digest: `NEXT_REDIRECT;replace;${path};308;` });

let owner: string;
beforeEach(async () => {
  setTrashClockForTests();
  await resetDatabase();
  owner = await loginAsOwner();
});
afterAll(() => setTrashClockForTests());

async function post(slug: string, title = `Post ${slug}`) {
  const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ slug, title }) });
  expect(res.status).toBe(201);
  return res.body.blog as { _id: string; slug: string };
}
const rename = (id: string, slug: string) => api.patch(`/api/v1/blogs/${id}`, { cookie: owner, json: { slug } });

test("every earlier slug leads to the current one with a 308", async () => {
  const a = await post("first");
  expect((await rename(a._id, "second")).status).toBe(200);
  await expect(page("first")).rejects.toMatchObject(redirectsTo("/blogs/second"));
  expect((await rename(a._id, "third")).status).toBe(200);
  // No chain: each old slug goes straight to the current one.
  await expect(page("first")).rejects.toMatchObject(redirectsTo("/blogs/third"));
  await expect(page("second")).rejects.toMatchObject(redirectsTo("/blogs/third"));
  expect(renderToStaticMarkup(await page("third"))).toContain("Post first");
  // The metadata of an old address says nothing of the post; the sitemap lists the current one only.
  expect((await generateMetadata({ params: Promise.resolve({ slug: "first" }) })).robots).toEqual({ index: false });
  expect((await sitemap()).map((entry) => entry.url).filter((url) => url.includes("/blogs/"))).toEqual([expect.stringMatching(/\/blogs\/third$/)]);
  expect((await listSlugRedirects()).map((r) => r.slug).sort()).toEqual(["first", "second"]);
});

test("going back to an earlier slug makes it the address again, and the other one a redirect", async () => {
  const a = await post("alpha");
  await rename(a._id, "beta");
  await rename(a._id, "alpha");
  expect(renderToStaticMarkup(await page("alpha"))).toContain("Post alpha");
  await expect(page("beta")).rejects.toMatchObject(redirectsTo("/blogs/alpha"));
  expect((await listSlugRedirects()).map((r) => r.slug)).toEqual(["beta"]);
});

test("another post taking an old slug wins it: its page is there, and the redirect is gone", async () => {
  const a = await post("shared");
  await rename(a._id, "moved");
  const b = await post("shared", "The new owner");
  expect(renderToStaticMarkup(await page("shared"))).toContain("The new owner");
  expect(await listSlugRedirects()).toEqual([]);
  // A post's current slug is taken (409); an old one is not: b moves on, then c takes b's old slug.
  expect((await rename(b._id, "moved")).status).toBe(409);
  await rename(b._id, "elsewhere");
  await expect(page("shared")).rejects.toMatchObject(redirectsTo("/blogs/elsewhere"));
  const c = await post("c");
  expect((await rename(c._id, "shared")).status).toBe(200);
  expect(renderToStaticMarkup(await page("shared"))).toContain("Post c");
  expect((await listSlugRedirects()).map((r) => r.slug).sort()).toEqual(["c"]);
});

test("a refused slug change keeps no redirect", async () => {
  const a = await post("one");
  await post("two");
  expect((await rename(a._id, "two")).status).toBe(409);
  expect(await countRows(slugRedirects)).toBe(0);
  await expectNotFoundPage(page("three"));
});

test("a post that is not public (draft, trash) is as unknown by its old slug as by its new one; purged, its redirects go", async () => {
  const a = await post("old-name");
  await rename(a._id, "new-name");
  await updateBlog(a._id, { status: "draft" });
  await expectNotFoundPage(page("old-name"));
  await updateBlog(a._id, { status: "published" });
  await expect(page("old-name")).rejects.toMatchObject(redirectsTo("/blogs/new-name"));
  expect((await api.delete(`/api/v1/blogs/${a._id}`, { cookie: owner })).status).toBe(200);
  await expectNotFoundPage(page("old-name"));
  expect((await api.post(`/api/v1/blogs/${a._id}/restore`, { cookie: owner })).status).toBe(200);
  await expect(page("old-name")).rejects.toMatchObject(redirectsTo("/blogs/new-name"));
  await api.delete(`/api/v1/blogs/${a._id}`, { cookie: owner });
  setTrashClockForTests(() => new Date(Date.now() + 31 * 86_400_000));
  expect(await purgeExpiredTrash()).toBe(1);
  expect(await (await getDb()).select().from(slugRedirects)).toEqual([]);
});

test("a new title keeps the slug and makes no redirect; a direct data write records it too", async () => {
  const a = await post("stays");
  await api.patch(`/api/v1/blogs/${a._id}`, { cookie: owner, json: { title: "A new title" } });
  expect(await listSlugRedirects()).toEqual([]);
  const made = await createBlog({ ...validBlog({ title: "Direct" }), date: "2024-01-01", slug: "direct" });
  await updateBlog(made._id, { slug: "direct-2" });
  expect(await listSlugRedirects()).toEqual([{ slug: "direct", blogId: made._id }]);
});
