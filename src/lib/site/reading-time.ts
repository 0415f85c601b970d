/**
 * How long a post takes to read, shown above it as "6 min read". Pure: the same on the
 * server and in the admin preview.
 */

/** Words a minute: the middle of the usual 200–250 estimate for reading on a screen. */
export const WORDS_PER_MINUTE = 225;

/**
 * The words a reader reads in a Markdown post. Link targets, image addresses and a code
 * fence's language are not read, alt and link texts are; code counts like prose (it is
 * read too). A token counts as a word when it holds a letter or a digit, so list
 * bullets, '#' and '|' do not. Linear in the text (issue 35): no pattern scans further than
 * the next bracket or parenthesis, so `![![![…` or `](](](…` cannot make each start read to
 * the end of the post (they did, and 25,000 of them took seconds).
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^[ \t]*(`{3,}|~{3,}).*$/gm, "")
    .replace(/!\[([^[\]]*)\]\([^()]*\)/g, "$1")
    .replace(/\]\([^()]*\)/g, "]");
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Whole minutes, rounded up; even a short note takes a minute. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

export function formatReadingTime(minutes: number): string {
  return `${minutes} min read`;
}
