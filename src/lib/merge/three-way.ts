// A three-way merge of one text field by Markdown blocks: pure, no DOM (browser and Node).
//
// `base` is the text both sides started from, `mine` the form's text now, `theirs` the text
// saved meanwhile elsewhere. node-diff3's longest common subsequence (Hunt–McIlroy, the
// diff3 of GNU diffutils) aligns each side with the base, block by block; the regions where
// the two sides' changes meet are then decided here, more finely than diff3's own rule
// (which makes any two changes that touch a conflict):
//
// - a block only one side changed (or removed) takes that side, even right next to a block
//   the other side changed;
// - both sides making the same change take it once;
// - both sides inserting new blocks at the same place, with nothing of the base between,
//   keep both: the saved side's ("theirs") first, then mine (blocks both inserted, once);
// - a change of nothing but blank lines and line breaks gives way to the other side's change
//   of the same blocks (a stored value is read trimmed, a form's is not);
// - only where both sides changed or removed the same base blocks differently is there a
//   conflict, holding just those blocks on each side.
//
// The unit of the merge is a block of ./markdown-blocks.ts with the blank lines *before* it
// (the blank lines after the previous block): a list's last item and the paragraph after it
// then stay apart, and a paragraph added after the last one is an insertion, not a change of
// it. Hunks therefore start with the blank lines that separate them from what comes before.
// Blocks are compared without those blank lines and without trailing white space or \r, so
// the last block of a text with or without its final line break still matches. In the merged
// text, the blank lines between two blocks are those of a text where they were neighbours;
// where they were neighbours in none (both sides' insertions, a block after text the other
// side removed), a blank line keeps two paragraphs two, and two list items stay one list.

import { diffIndices } from "node-diff3";
import { isBlankLine, lineKind, markdownBlocks, splitLines } from "./markdown-blocks";

export type MergeHunk = { kind: "same"; text: string } | { kind: "conflict"; base: string; mine: string; theirs: string };
export type ConflictHunk = Extract<MergeHunk, { kind: "conflict" }>;
export type HunkChoice = "mine" | "theirs" | "both";

/** The blocks of a text as the merge aligns them: each with the blank lines before it. Joined, they are the text. */
export function mergeUnits(text: string): string[] {
  const units: string[] = [];
  let gap = "";
  for (const block of markdownBlocks(text)) {
    const lines = splitLines(block);
    let bodyEnd = lines.length;
    while (bodyEnd > 0 && isBlankLine(lines[bodyEnd - 1])) bodyEnd--;
    const body = lines.slice(0, bodyEnd).join("");
    const blank = lines.slice(bodyEnd).join("");
    if (body === "") {
      gap += blank;
      continue;
    }
    units.push(gap + body);
    gap = blank;
  }
  if (gap) {
    if (units.length) units[units.length - 1] += gap;
    else units.push(gap);
  }
  return units;
}

/** What two units are compared by: the block without blank lines around it, trailing spaces or \r. */
const keyOf = (unit: string) =>
  unit
    .replace(/\r\n/g, "\n")
    .replace(/^(?:[ \t]*\n)+/, "")
    .replace(/\s+$/, "");

/** A unit's blank lines before it, its text, and the white space after it (its line break; at the end of the text, any blank lines). */
function partsOf(unit: string): { lead: string; body: string; end: string } {
  const lead = /^(?:[ \t]*\r?\n)*/.exec(unit)![0];
  const rest = unit.slice(lead.length);
  const end = /\s*$/.exec(rest)![0];
  return { lead, body: rest.slice(0, rest.length - end.length), end };
}

type SideName = "base" | "mine" | "theirs";

interface Side {
  units: string[];
  keys: string[];
  /** For each unit, the base unit it matches (by key), if any; for the base, itself. */
  toBase: (number | undefined)[];
  /** For each base unit, this side's unit that matches it, if any. */
  fromBase: (number | undefined)[];
}

function sideOf(text: string): Side {
  const units = mergeUnits(text);
  return { units, keys: units.map(keyOf), toBase: units.map((_, index) => index), fromBase: units.map((_, index) => index) };
}

/**
 * node-diff3's diff of two lists of keys (its hunks: [start, length] in each), around the
 * common start and end. Its longest common subsequence (Hunt–McIlroy) slows down with the
 * square of the number of equal pairs: where that would take long (hundreds of identical
 * lines, say), each repeated key is told apart by its occurrence (the n-th matches the n-th),
 * which keeps the result a valid alignment.
 */
function diffKeys(x: readonly string[], y: readonly string[]): { buffer1: [number, number]; buffer2: [number, number] }[] {
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let xEnd = x.length;
  let yEnd = y.length;
  while (xEnd > start && yEnd > start && x[xEnd - 1] === y[yEnd - 1]) {
    xEnd--;
    yEnd--;
  }
  let middleX = x.slice(start, xEnd);
  let middleY = y.slice(start, yEnd);
  const counts = new Map<string, number>();
  for (const key of middleY) counts.set(key, (counts.get(key) ?? 0) + 1);
  const pairs = middleX.reduce((sum, key) => sum + (counts.get(key) ?? 0), 0);
  if (pairs * Math.min(middleX.length, middleY.length) > MAX_LCS_STEPS) {
    const numbered = (keys: string[]) => {
      const seen = new Map<string, number>();
      return keys.map((key) => {
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        return `${key}\u0000${n}`;
      });
    };
    middleX = numbered(middleX);
    middleY = numbered(middleY);
  }
  return diffIndices(middleX, middleY).map((hunk) => ({
    buffer1: [hunk.buffer1[0] + start, hunk.buffer1[1]],
    buffer2: [hunk.buffer2[0] + start, hunk.buffer2[1]],
  }));
}

/** Beyond this (equal pairs × the shorter list), repeated keys are numbered (see diffKeys). */
const MAX_LCS_STEPS = 2_000_000;

/** One side's change to the base: `oLength` base units from `oStart` became `length` of its units from `start`. */
interface Edit {
  side: "mine" | "theirs";
  oStart: number;
  oLength: number;
  start: number;
  length: number;
}

/**
 * A side's edits against the base: node-diff3's hunks over the blocks' keys, plus a one-unit
 * edit for each block matched by key whose text differs (its blank lines or line ending).
 * Fills in the side's alignment with the base.
 */
function editsOf(base: Side, side: Side, name: Edit["side"]): Edit[] {
  const edits: Edit[] = [];
  side.toBase = side.units.map(() => undefined);
  side.fromBase = base.units.map(() => undefined);
  let oPos = 0;
  let pos = 0;
  const matchedUntil = (oEnd: number) => {
    for (; oPos < oEnd; oPos++, pos++) {
      side.toBase[pos] = oPos;
      side.fromBase[oPos] = pos;
      if (base.units[oPos] !== side.units[pos]) edits.push({ side: name, oStart: oPos, oLength: 1, start: pos, length: 1 });
    }
  };
  for (const hunk of diffKeys(base.keys, side.keys)) {
    matchedUntil(hunk.buffer1[0]);
    edits.push({ side: name, oStart: hunk.buffer1[0], oLength: hunk.buffer1[1], start: hunk.buffer2[0], length: hunk.buffer2[1] });
    oPos = hunk.buffer1[0] + hunk.buffer1[1];
    pos = hunk.buffer2[0] + hunk.buffer2[1];
  }
  matchedUntil(base.units.length);
  return edits;
}

/** Base units [start, end) and the edits of either side that meet there. */
interface Region {
  start: number;
  end: number;
  edits: Edit[];
}

/**
 * Edits that overlap: they share a base unit, or both insert at the same place. Edits that
 * only touch (one ends where the other begins) are apart.
 */
function regionsOf(edits: Edit[]): Region[] {
  const sorted = [...edits].sort((x, y) => x.oStart - y.oStart || Number(x.oLength > 0) - Number(y.oLength > 0));
  const regions: Region[] = [];
  for (const edit of sorted) {
    const last = regions.at(-1);
    const overlaps = !!last && (edit.oStart < last.end || (last.start === last.end && edit.oLength === 0 && edit.oStart === last.start));
    if (last && overlaps) {
      last.edits.push(edit);
      last.end = Math.max(last.end, edit.oStart + edit.oLength);
    } else {
      regions.push({ start: edit.oStart, end: edit.oStart + edit.oLength, edits: [edit] });
    }
  }
  return regions;
}

/** A side's units across a region: from `start`, its own edits there and the base units it left alone between them. */
function spanOf(region: Region, name: Edit["side"], side: Side, base: Side): { side: SideName; start: number; units: string[]; keys: string[] } {
  const own = region.edits.filter((edit) => edit.side === name);
  if (!own.length) return { side: "base", start: region.start, units: base.units.slice(region.start, region.end), keys: base.keys.slice(region.start, region.end) };
  const start = Math.min(...own.map((edit) => edit.start)) - (Math.min(...own.map((edit) => edit.oStart)) - region.start);
  const end = Math.max(...own.map((edit) => edit.start + edit.length)) + (region.end - Math.max(...own.map((edit) => edit.oStart + edit.oLength)));
  return { side: name, start, units: side.units.slice(start, end), keys: side.keys.slice(start, end) };
}

const sameKeys = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((key, index) => key === y[index]);

/** Where a unit of the merged text is in each text that has it (by index), to know which units were neighbours. */
type At = Partial<Record<SideName, number>>;

/** A unit of the merged text: its text (from one side) and where it is in each text. */
interface Placed {
  text: string;
  at: At;
}

const lineBreakOf = (text: string) => (text.includes("\r\n") ? "\r\n" : "\n");
const endsWithBlankLine = (text: string) => /(?:^|\n)[ \t]*\r?\n$/.test(text);
const startsWithBlankLine = (text: string) => /^[ \t]*\r?\n/.test(text);

/**
 * What goes between two texts that were not next to each other in any of the texts: a line
 * break if the first has none at its end (it was a side's last block), and a blank line so
 * that two paragraphs stay two (not between two list items, two quote lines or two table rows).
 */
function separator(before: string, next: string): string {
  if (!before || !next) return "";
  const lineBreak = lineBreakOf(before + next);
  const end = before.endsWith("\n") ? "" : lineBreak;
  if (startsWithBlankLine(next) || endsWithBlankLine(before + end)) return end;
  const ended = before + end;
  const kind = lineKind(ended.slice(ended.lastIndexOf("\n", ended.length - 2) + 1));
  if (kind && kind === lineKind(next.split("\n", 1)[0])) return end;
  return end + lineBreak;
}

/** The text without blank lines at its end (a side's last block, now followed by more). */
const withoutBlankEnd = (text: string) => text.replace(/(\r?\n)(?:[ \t]*\r?\n)*[ \t]*$/, "$1");

class Merge {
  private readonly sides: Record<SideName, Side>;

  constructor(base: Side, mine: Side, theirs: Side) {
    this.sides = { base, mine, theirs };
  }

  /** Where a side's unit is in each text: the base unit it matches, and the other side's unit matching that. */
  at(side: SideName, index: number): At {
    const { mine, theirs } = this.sides;
    const inBase = side === "base" ? index : this.sides[side].toBase[index];
    if (inBase === undefined) return { [side]: index };
    return { base: inBase, mine: mine.fromBase[inBase], theirs: theirs.fromBase[inBase], [side]: index };
  }

  placed(side: SideName, start: number, units: readonly string[]): Placed[] {
    return units.map((text, offset) => ({ text, at: this.at(side, start + offset) }));
  }

  /**
   * The blank lines before `next`: as in the text(s) where it follows `previous` (mine's
   * change of them, else theirs', else as they were); where it follows it in none (a seam:
   * insertions of both sides, or text the other side removed between them), its own, or a
   * blank line unless both are items of a list (quote lines, table rows); none at the start.
   */
  private leadBetween(previous: Placed, next: Placed, before: string): string {
    const leadIn = (side: SideName) => {
      const from = previous.at[side];
      const to = next.at[side];
      return from !== undefined && to !== undefined && to === from + 1 ? partsOf(this.sides[side].units[to]).lead : undefined;
    };
    const [mine, theirs, base] = [leadIn("mine"), leadIn("theirs"), leadIn("base")];
    if (mine !== undefined && theirs !== undefined) return mine !== base ? mine : theirs;
    const lead = mine ?? theirs ?? base;
    if (lead !== undefined) return lead;
    if (!before) return ""; // the start of the text
    const own = partsOf(next.text).lead;
    return own || separator(before, partsOf(next.text).body);
  }

  /** Units one after the other, each with the blank lines before it that its neighbours call for. */
  join(units: readonly Placed[], atStart: boolean): string {
    const texts: string[] = [];
    let previous: Placed | undefined = atStart ? { text: "", at: { base: -1, mine: -1, theirs: -1 } } : undefined;
    for (const unit of units) {
      if (!previous) {
        texts.push(unit.text);
      } else {
        // The unit before: without blank lines at its end, with its line break (it may have been a side's last).
        let before = texts.length ? withoutBlankEnd(texts[texts.length - 1]) : "";
        if (before && !before.endsWith("\n")) before += lineBreakOf(before + unit.text);
        if (texts.length) texts[texts.length - 1] = before;
        texts.push(this.leadBetween(previous, unit, before) + unit.text.slice(partsOf(unit.text).lead.length));
      }
      previous = unit;
    }
    return texts.join("");
  }
}

/** Both sides' insertions at one place: theirs first, then mine; a unit both inserted, once (mine's text). */
function unionOf(merge: Merge, theirs: ReturnType<typeof spanOf>, mine: ReturnType<typeof spanOf>): Placed[] {
  const placed: Placed[] = [];
  let t = 0;
  let m = 0;
  const common = (tEnd: number) => {
    for (; t < tEnd; t++, m++) placed.push({ text: mine.units[m], at: { mine: mine.start + m, theirs: theirs.start + t } });
  };
  for (const hunk of diffKeys(theirs.keys, mine.keys)) {
    common(hunk.buffer1[0]);
    placed.push(...merge.placed("theirs", theirs.start + hunk.buffer1[0], theirs.units.slice(hunk.buffer1[0], hunk.buffer1[0] + hunk.buffer1[1])));
    placed.push(...merge.placed("mine", mine.start + hunk.buffer2[0], mine.units.slice(hunk.buffer2[0], hunk.buffer2[0] + hunk.buffer2[1])));
    t = hunk.buffer1[0] + hunk.buffer1[1];
    m = hunk.buffer2[0] + hunk.buffer2[1];
  }
  common(theirs.units.length);
  return placed;
}

/**
 * The other side's change to the white space after a region's last block (its line break at
 * the end of the text), kept on the changed text taken (`spaced`: the side whose change there
 * was only white space, or the same change).
 */
function withEnd(units: readonly string[], spaced: readonly string[], base: readonly string[]): string[] {
  const result = [...units];
  if (!result.length || !spaced.length || !base.length) return result;
  const end = { base: partsOf(base[base.length - 1]).end, spaced: partsOf(spaced[spaced.length - 1]).end };
  const last = partsOf(result[result.length - 1]);
  if (end.spaced !== end.base && last.end === end.base) result[result.length - 1] = last.lead + last.body + end.spaced;
  return result;
}

export function mergeText(base: string, mine: string, theirs: string): MergeHunk[] {
  const o = sideOf(base);
  const a = sideOf(mine);
  const b = sideOf(theirs);
  const regions = regionsOf([...editsOf(o, a, "mine"), ...editsOf(o, b, "theirs")]);
  const merge = new Merge(o, a, b);

  const hunks: MergeHunk[] = [];
  let same: Placed[] = [];
  const flush = () => {
    const text = merge.join(same, hunks.length === 0);
    if (text) hunks.push({ kind: "same", text });
    same = [];
  };

  let position = 0;
  for (const region of regions) {
    same.push(...merge.placed("base", position, o.units.slice(position, region.start)));
    position = region.end;
    const ours = spanOf(region, "mine", a, o);
    const saved = spanOf(region, "theirs", b, o);
    const original = o.units.slice(region.start, region.end);
    const originalKeys = o.keys.slice(region.start, region.end);
    const mineOnlySpaces = sameKeys(ours.keys, originalKeys);
    const theirsOnlySpaces = sameKeys(saved.keys, originalKeys);
    if (saved.side === "base" || (theirsOnlySpaces && !mineOnlySpaces)) {
      // Mine alone changed these blocks (theirs, at most their white space).
      same.push(...merge.placed(ours.side, ours.start, saved.side === "base" ? ours.units : withEnd(ours.units, saved.units, original)));
    } else if (ours.side === "base" || mineOnlySpaces !== theirsOnlySpaces) {
      same.push(...merge.placed(saved.side, saved.start, ours.side === "base" ? saved.units : withEnd(saved.units, ours.units, original)));
    } else if (mineOnlySpaces || sameKeys(ours.keys, saved.keys)) {
      // The same change on both sides (or white space on both): once, mine's text.
      same.push(
        ...withEnd(ours.units, saved.units, original).map((text, offset) => ({
          text,
          at: { ...merge.at("mine", ours.start + offset), theirs: saved.start + offset },
        })),
      );
    } else if (region.start === region.end) {
      same.push(...unionOf(merge, saved, ours));
    } else {
      flush();
      hunks.push({ kind: "conflict", base: original.join(""), mine: ours.units.join(""), theirs: saved.units.join("") });
    }
  }
  same.push(...merge.placed("base", position, o.units.slice(position)));
  flush();
  return hunks;
}

/** Texts one after the other; one that ends without a line break (a side's last block) gets its separator. */
function joinTexts(texts: readonly string[]): string {
  let text = "";
  for (const piece of texts) {
    if (!piece) continue;
    if (text && !text.endsWith("\n")) text += separator(text, piece);
    text += piece;
  }
  return text;
}

/** "Keep both": mine, then theirs as blocks of their own (a blank line between); one copy when they are equal. */
export function bothOf(mine: string, theirs: string): string {
  if (!mine || keyOf(mine) === keyOf(theirs)) return mine || theirs;
  if (!theirs) return mine;
  const lineBreak = lineBreakOf(mine + theirs);
  let text = mine.endsWith("\n") ? mine : mine + lineBreak;
  if (!endsWithBlankLine(text) && !startsWithBlankLine(theirs)) text += lineBreak;
  return text + theirs;
}

/** The text once the owner chose a side (or both) for each conflict hunk, in order. */
export function resolveHunks(hunks: readonly MergeHunk[], choices: readonly HunkChoice[]): string {
  const conflicts = hunks.filter((hunk) => hunk.kind === "conflict").length;
  if (choices.length !== conflicts) throw new RangeError(`resolveHunks: ${conflicts} conflicts, ${choices.length} choices`);
  let next = 0;
  return joinTexts(
    hunks.map((hunk) => {
      if (hunk.kind === "same") return hunk.text;
      const choice = choices[next++];
      return choice === "mine" ? hunk.mine : choice === "theirs" ? hunk.theirs : bothOf(hunk.mine, hunk.theirs);
    }),
  );
}

/** A block as a dialog shows it: without the blank lines and line break around it. */
const shown = (unit: string | undefined) => (unit ?? "").replace(/^(?:[ \t]*\r?\n)+/, "").replace(/(?:\r?\n[ \t]*)+$/, "");

export type ConflictInContext = ConflictHunk & {
  /** Where the hunk is in `hunks`. */
  hunkIndex: number;
  /** The block just before it (the end of the preceding same hunk), to say where in the text it is; "" at the start. */
  before: string;
  /** The block just after it (the start of the following same hunk); "" at the end. */
  after: string;
};

/** The conflict hunks, in order (one choice each for resolveHunks), with the blocks around them. */
export function conflictsOf(hunks: readonly MergeHunk[]): ConflictInContext[] {
  const conflicts: ConflictInContext[] = [];
  hunks.forEach((hunk, hunkIndex) => {
    if (hunk.kind !== "conflict") return;
    const previous = hunks[hunkIndex - 1];
    const following = hunks[hunkIndex + 1];
    conflicts.push({
      ...hunk,
      hunkIndex,
      before: previous?.kind === "same" ? shown(mergeUnits(previous.text).at(-1)) : "",
      after: following?.kind === "same" ? shown(mergeUnits(following.text)[0]) : "",
    });
  });
  return conflicts;
}
