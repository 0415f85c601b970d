/**
 * A long post as people write them: sections of a heading, a paragraph with a link, a list,
 * and code. What `npm run editor:typing` types into and the bench's "ordinary long post"
 * (scripts/lib/pathological-posts.ts) are made of.
 */
export function longPostSection(n: number): string {
  return [
    `## Section ${n}: what we measured`,
    "",
    `Paragraph ${n}. We moved the hot path off the main thread and measured again on a mid-range phone; the numbers below are medians of five runs, with the **worst** run noted and a [link to the raw data](https://example.com/data/${n}).`,
    "",
    "- the first item of a list, long enough to wrap on a phone screen",
    "- the second item, with `inline code` in it",
    "",
    "```ts",
    `export function measure${n}(samples: number[]): number {`,
    "  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)];",
    "}",
    "```",
    "",
  ].join("\n");
}

/** Sections up to exactly `length` characters (the last one cut). */
export function longPost(length: number): string {
  let text = "";
  for (let n = 1; text.length < length; n++) text += longPostSection(n);
  return text.slice(0, length);
}
