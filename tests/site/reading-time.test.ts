import { countWords, formatReadingTime, readingMinutes, WORDS_PER_MINUTE } from "@/lib/site/reading-time";
import { withNeighbours } from "@/lib/site/post-neighbours";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("reading time: words / 225 a minute, rounded up", () => {
  test.each([
    [1, 1],
    [WORDS_PER_MINUTE, 1],
    [WORDS_PER_MINUTE + 1, 2],
    [1350, 6],
    [1351, 7],
  ])("%i words read in %i min", (count, minutes) => {
    expect(readingMinutes(words(count))).toBe(minutes);
  });

  test("an empty post still reads '1 min read'", () => {
    expect(readingMinutes("")).toBe(1);
    expect(formatReadingTime(readingMinutes(""))).toBe("1 min read");
  });

  test("formats as 'N min read'", () => {
    expect(formatReadingTime(6)).toBe("6 min read");
  });

  test("Markdown markup is not counted: symbols, link targets and image addresses", () => {
    const source = [
      "## Two words",
      "",
      "- one",
      "- two",
      "",
      "| a | b |",
      "|---|---|",
      "",
      "Read [the docs](https://example.com/a/very/long/path with-a-title) now.",
      "![a diagram](/uploads/diagram.png)",
      "",
      "```ts",
      "const x = 1;",
      "```",
      "> quoted",
    ].join("\n");
    // Two words, one, two, a, b, Read, the, docs, now., a, diagram, const, x, 1;, quoted
    expect(countWords(source)).toBe(16);
  });
});

describe("previous and next posts by date", () => {
  // Newest first, as getBlogs() lists them.
  const posts = [
    { _id: "c", title: "Newest" },
    { _id: "b", title: "Middle" },
    { _id: "a", title: "Oldest" },
  ];

  test("the oldest post has no previous; its next is the one published after it", () => {
    expect(withNeighbours(posts, "a")).toEqual({ post: posts[2], previous: null, next: posts[1] });
  });

  test("the newest post has no next; its previous is the one published before it", () => {
    expect(withNeighbours(posts, "c")).toEqual({ post: posts[0], previous: posts[1], next: null });
  });

  test("a post in the middle has both", () => {
    expect(withNeighbours(posts, "b")).toEqual({ post: posts[1], previous: posts[2], next: posts[0] });
  });

  test("a lone post has neither; an unknown id is null", () => {
    expect(withNeighbours([posts[0]], "c")).toEqual({ post: posts[0], previous: null, next: null });
    expect(withNeighbours(posts, "zzz")).toBeNull();
  });
});
