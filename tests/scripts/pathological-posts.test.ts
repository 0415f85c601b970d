/**
 * The bench's pathological post bodies (scripts/lib/pathological-posts.ts) are what they
 * claim: each at most the longest body the API takes and at least three quarters of it, and each one the API's
 * own schema accepts (the bench saves them through the API).
 */
import { MAX_BODY, pathologicalPosts } from "../../scripts/lib/pathological-posts";
import { blogCreateSchema } from "@/lib/validations/blog";
import { LIMITS } from "@/lib/validations/fields";

const posts = pathologicalPosts();

test("the longest body is the API's limit", () => {
  expect(MAX_BODY).toBe(LIMITS.markdown);
});

test("names are unique", () => {
  expect(new Set(posts.map((post) => post.name)).size).toBe(posts.length);
});

test.each(posts.map((post) => [post.name, post.body] as const))("%s: at most the limit, at least 3/4 of it, accepted by the API's schema", (_name, body) => {
  expect(body.length).toBeLessThanOrEqual(MAX_BODY);
  expect(body.length).toBeGreaterThanOrEqual(MAX_BODY * 0.75);
  expect(blogCreateSchema.safeParse({ title: "t", summary: "s", content: body }).success).toBe(true);
});
