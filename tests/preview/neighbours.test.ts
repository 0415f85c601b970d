import { neighboursOnceListed } from "@/lib/site/post-neighbours";

/** Where an unpublished post will sit among the public ones (newest first by date, then creation). */
const post = (id: string, date: string, createdAt = `${date}T12:00:00.000Z`) => ({ _id: id, date, createdAt, title: id });
const LIST = [post("c", "2026-10-01"), post("b", "2026-08-01"), post("a", "2026-05-01")];

test.each([
  ["between two posts", post("x", "2026-09-01"), "b", "c"],
  ["the newest", post("x", "2026-11-01"), "c", null],
  ["the oldest", post("x", "2026-01-01"), null, "a"],
  ["the same day, written later: above it", post("x", "2026-08-01", "2026-08-02T00:00:00.000Z"), "b", "c"],
  ["the same day, written earlier: below it", post("x", "2026-08-01", "2026-07-01T00:00:00.000Z"), "a", "b"],
])("%s", (_name, draft, previous, next) => {
  const found = neighboursOnceListed(LIST, draft);
  expect([found.post._id, found.previous?._id ?? null, found.next?._id ?? null]).toEqual(["x", previous, next]);
});

test("alone: no neighbours; already listed (a stale list): counted once", () => {
  expect(neighboursOnceListed([], post("x", "2026-01-01"))).toMatchObject({ previous: null, next: null });
  const found = neighboursOnceListed(LIST, post("b", "2026-08-01"));
  expect([found.previous?._id, found.next?._id]).toEqual(["a", "c"]);
});
