/**
 * What an item without an image shows instead: its initials on a gradient picked from its
 * name. Pure functions, shared by the cover placeholder and the tech stack tile, so the
 * same item always gets the same colours on every page.
 */

/** Deep two-stop gradients; white text reaches 4.5:1 or more on every stop. */
export const PLACEHOLDER_PALETTE = [
  ["#0f766e", "#134e4a"], // teal
  ["#4338ca", "#312e81"], // indigo
  ["#7c3aed", "#4c1d95"], // violet
  ["#be123c", "#881337"], // rose
  ["#c2410c", "#7c2d12"], // orange
  ["#0369a1", "#0c4a6e"], // sky
  ["#047857", "#064e3b"], // emerald
  ["#334155", "#0f172a"], // slate
] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

export function placeholderColors(name: string): readonly [string, string] {
  return PLACEHOLDER_PALETTE[hashOf(name.trim().toLowerCase()) % PLACEHOLDER_PALETTE.length];
}

/**
 * Up to two initials: the first letters of the first two words ("Old Portfolio" → "OP"),
 * or the first letter of a one-word name ("Fieldnotes" → "F"). Whole characters, so an
 * accented or non-Latin first letter survives; "?" when the name has no letter or digit.
 */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0].toLocaleUpperCase());
  return letters.join("") || "?";
}
