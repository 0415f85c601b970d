/**
 * Issue 13.5, through the API: a post's address (/blogs/{slug}) made from its title, unique
 * (-2, -3…), editable and validated; a taken one is 409 {msg} naming it; a new title keeps
 * the slug. Tags as an array from JSON or comma-separated text from a form, at most 10 of
 * at most 30 characters. The API keeps ids and returns both fields.
 */
import { firstFreeSlug, MAX_SLUG_LENGTH, slugify, slugProblem } from "@/lib/posts/slug";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";

let owner: string;

beforeAll(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

async function create(body: Record<string, unknown>) {
  const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog(body) });
  expect(res.status).toBe(201);
  return res.body.blog as { _id: string; slug: string; title: string; tags: string[] };
}

describe("slugify and the rule", () => {
  test.each([
    ["Café & Über: 10 tips!", "cafe-uber-10-tips"],
    ["  Keyset pagination in Postgres  ", "keyset-pagination-in-postgres"],
    ["C++ -- the good parts", "c-the-good-parts"],
    ["🚀🚀", "post"],
    ["日本語", "post"],
    // A title shaped like a post id gets a word after it: /blogs/{id} is an id's old address.
    ["3f1c0a2e-1111-4111-8111-111111111111", "3f1c0a2e-1111-4111-8111-111111111111-post"],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slugProblem(slug)).toBeUndefined();
  });

  test("a long title is cut to 80 characters without a hyphen at the end; a suffix keeps it there", () => {
    const slug = slugify(`${"word ".repeat(15)}${"x".repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).not.toMatch(/-$/);
    const next = firstFreeSlug(slug, new Set([slug]));
    expect(next.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(next).toMatch(/[a-z0-9]-2$/);
  });

  test.each([
    ["Hello-World", "must be lowercase letters a-z, digits and hyphens between them (e.g. my-first-post)"],
    ["hello world", "must be lowercase letters a-z, digits and hyphens between them (e.g. my-first-post)"],
    ["-leading", "must be lowercase letters a-z, digits and hyphens between them (e.g. my-first-post)"],
    ["double--hyphen", "must be lowercase letters a-z, digits and hyphens between them (e.g. my-first-post)"],
    ["café", "must be lowercase letters a-z, digits and hyphens between them (e.g. my-first-post)"],
    ["a".repeat(81), "must be at most 80 characters"],
    ["3f1c0a2e-1111-4111-8111-111111111111", "must not look like a post id"],
  ])("%s is refused", (slug, problem) => {
    expect(slugProblem(slug)).toBe(problem);
  });
});

describe("slugs through the API", () => {
  test("made from the title, and unique with -2, -3 for the same title; GET returns slug and tags with the id", async () => {
    const first = await create({ title: "Same Title!" });
    const second = await create({ title: "Same title" });
    const third = await create({ title: "same   TITLE" });
    expect([first.slug, second.slug, third.slug]).toEqual(["same-title", "same-title-2", "same-title-3"]);
    const read = await api.get(`/api/v1/blogs/${second._id}`);
    expect(read.status).toBe(200);
    expect(read.body.blog).toMatchObject({ _id: second._id, slug: "same-title-2", tags: [] });
  });

  test("posts of one title written at the same moment still get different slugs", async () => {
    const posts = await Promise.all([1, 2, 3].map(() => api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ title: "At once" }) })));
    expect(posts.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(posts.map((res) => res.body.blog.slug))).toEqual(new Set(["at-once", "at-once-2", "at-once-3"]));
  });

  test("a slug the owner chooses is kept as given (trimmed); an empty one means 'from the title'", async () => {
    expect((await create({ title: "Chosen", slug: "  my-own-address " })).slug).toBe("my-own-address");
    expect((await create({ title: "Left empty", slug: "" })).slug).toBe("left-empty");
    expect((await create({ title: "Sent null", slug: null })).slug).toBe("sent-null");
  });

  test("a form (multipart, as the admin sends it) with an empty URL and comma-separated tags", async () => {
    const res = await api.post("/api/v1/blogs", {
      cookie: owner,
      multipart: { ...validBlog({ title: "From the form" }), slug: "", tags: "Postgres, performance , ,postgres" },
    });
    expect(res.status).toBe(201);
    expect(res.body.blog).toMatchObject({ slug: "from-the-form", tags: ["Postgres", "performance"] });
  });

  test("a chosen slug that another post has is 409, naming the address, on create and on PATCH", async () => {
    const taken = await create({ title: "Taken", slug: "taken" });
    const other = await create({ title: "Other" });

    const onCreate = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ title: "Again", slug: "taken" }) });
    expect(onCreate.status).toBe(409);
    expect(onCreate.body).toEqual({ msg: "The address /blogs/taken is already taken by another post. Choose another URL." });

    const onPatch = await api.patch(`/api/v1/blogs/${other._id}`, { cookie: owner, json: { slug: "taken" } });
    expect(onPatch.status).toBe(409);
    expect(onPatch.body.msg).toContain("/blogs/taken");
    expect((await api.get(`/api/v1/blogs/${other._id}`)).body.blog.slug).toBe("other");

    // A post's own slug sent back (the edit form sends every field) is no conflict.
    const same = await api.patch(`/api/v1/blogs/${taken._id}`, { cookie: owner, json: { slug: "taken", summary: "Edited." } });
    expect(same.status).toBe(200);
  });

  test("a slug in the trash stays taken (the post may come back)", async () => {
    const trashed = await create({ title: "Binned", slug: "binned" });
    const other = await create({ title: "Another" });
    expect((await api.delete(`/api/v1/blogs/${trashed._id}`, { cookie: owner })).status).toBe(200);
    const res = await api.patch(`/api/v1/blogs/${other._id}`, { cookie: owner, json: { slug: "binned" } });
    expect(res.status).toBe(409);
  });

  test("a new title keeps the slug; a new slug replaces it", async () => {
    const post = await create({ title: "First name" });
    const renamed = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { title: "A better name" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.blog).toMatchObject({ title: "A better name", slug: "first-name" });
    const moved = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, form: { slug: "a-better-name" } });
    expect(moved.status).toBe(200);
    expect(moved.body.blog).toMatchObject({ _id: post._id, slug: "a-better-name" });
  });

  test.each([
    ["Has Capitals", "slug must be lowercase letters a-z, digits and hyphens between them (e.g. my-first-post)."],
    ["a".repeat(81), "slug must be at most 80 characters."],
    ["3f1c0a2e-1111-4111-8111-111111111111", "slug must not look like a post id."],
    [42, "slug must be text."],
  ])("a bad slug %p is 400 {msg} on create and PATCH", async (slug, msg) => {
    const post = await create({ title: `Bad slug ${String(slug).length}` });
    const created = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ slug }) });
    expect([created.status, created.body]).toEqual([400, { msg }]);
    const patched = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { slug } });
    expect([patched.status, patched.body]).toEqual([400, { msg }]);
  });

  test("PATCH with an empty slug is 400: a post always has an address", async () => {
    const post = await create({ title: "Keeps its address" });
    const res = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { slug: "  " } });
    expect([res.status, res.body]).toEqual([400, { msg: "slug is required." }]);
  });
});

describe("tags through the API", () => {
  test("an array from JSON, kept as written, repeats dropped whatever their case; null and '' are none", async () => {
    expect((await create({ title: "Tagged", tags: ["React", " Next.js ", "react", "UX"] })).tags).toEqual(["React", "Next.js", "UX"]);
    expect((await create({ title: "Null tags", tags: null })).tags).toEqual([]);
    expect((await create({ title: "Empty tags", tags: "" })).tags).toEqual([]);
  });

  test("PATCH replaces them, and an empty text clears them", async () => {
    const post = await create({ title: "Retagged", tags: ["One"] });
    const replaced = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, form: { tags: "Two, Three" } });
    expect(replaced.body.blog.tags).toEqual(["Two", "Three"]);
    const cleared = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, form: { tags: "" } });
    expect(cleared.body.blog.tags).toEqual([]);
  });

  test.each([
    [Array.from({ length: 11 }, (_, i) => `tag${i}`), "tags must be at most 10 tags."],
    [["x".repeat(31)], "tags must each be at most 30 characters."],
    [["a,b"], "tags must not contain a comma inside a tag."],
    [[1, 2], "tags must be text or a list of text."],
    [["bell\u0007"], "tags[0] must not contain a control character (U+0007)."],
  ])("%p is 400 {msg}", async (tags, msg) => {
    const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ tags }) });
    expect([res.status, res.body]).toEqual([400, { msg }]);
  });

  test("ten tags of thirty characters, and eleven that are ten once repeats are dropped, are fine", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, "x"));
    expect((await create({ title: "Ten tags", tags: ten })).tags).toEqual(ten);
    expect((await create({ title: "Eleven with a repeat", tags: [...ten, ten[0].toUpperCase()] })).tags).toHaveLength(10);
  });
});
