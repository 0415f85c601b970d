import { createHash } from "node:crypto";

/**
 * A one-page PDF 1.4 written by hand: text in the standard Helvetica and Helvetica-Bold
 * (every viewer has them, so nothing is embedded), thin rules, RGB colours. Enough for the
 * demo résumé (scripts/lib/demo-resume.ts) without a PDF library. The content stream is left
 * uncompressed: the file stays a few KB and its text can be read (and tested) as it is.
 * Output is deterministic: the same page gives the same bytes.
 */

export type PdfFont = "Helvetica" | "Helvetica-Bold";

/** A4 in points. */
export const A4 = { width: 595.28, height: 841.89 } as const;

// Advance widths (1/1000 em) of WinAnsi codes 32-126, from Adobe's Helvetica and
// Helvetica-Bold AFM files (code 39 is quotesingle and 96 grave, as WinAnsi has them).
const ASCII_WIDTHS: Record<PdfFont, number[]> = {
  Helvetica: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  "Helvetica-Bold": [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** The few characters past ASCII the résumé uses: their WinAnsi code and widths (regular, bold). */
const EXTRA: Record<string, { code: number; widths: [number, number] }> = {
  "\u2019": { code: 0x92, widths: [222, 278] }, // ’ quoteright
  "\u2022": { code: 0x95, widths: [350, 350] }, // • bullet
  "\u2013": { code: 0x96, widths: [556, 556] }, // – endash
  "\u2014": { code: 0x97, widths: [1000, 1000] }, // — emdash
  "\u00b7": { code: 0xb7, widths: [278, 278] }, // · periodcentered
  "\u00e9": { code: 0xe9, widths: [556, 556] }, // é eacute
};

/** A character the standard fonts cannot show here is an error, never a silent blank. */
function glyph(char: string, font: PdfFont): { code: number; width: number } {
  const code = char.charCodeAt(0);
  if (char.length === 1 && code >= 32 && code <= 126) return { code, width: ASCII_WIDTHS[font][code - 32] };
  const extra = EXTRA[char];
  if (!extra) throw new Error(`The PDF writer has no glyph for ${JSON.stringify(char)} (U+${code.toString(16).padStart(4, "0")}).`);
  return { code: extra.code, width: extra.widths[font === "Helvetica" ? 0 : 1] };
}

/** Width of `text` in points at `size`. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const char of text) units += glyph(char, font).width;
  return (units * size) / 1000;
}

/** Breaks `text` at spaces into lines no wider than `maxWidth`. */
export function wrapText(text: string, font: PdfFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal in WinAnsi bytes (as a latin1 JS string), with ( ) \ escaped. */
function literal(text: string, font: PdfFont): string {
  let out = "";
  for (const char of text) {
    const byte = String.fromCharCode(glyph(char, font).code);
    out += byte === "(" || byte === ")" || byte === "\\" ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

/** Info dictionary strings as UTF-16BE with a byte order mark: any character is allowed. */
function textString(value: string): string {
  let hex = "FEFF";
  for (let i = 0; i < value.length; i += 1) hex += value.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${hex}>`;
}

export type Rgb = readonly [number, number, number];

const num = (value: number) => String(Math.round(value * 100) / 100);
const colour = ([r, g, b]: Rgb) => [r, g, b].map((c) => num(c / 255)).join(" ");

const FONT_RESOURCE: Record<PdfFont, string> = { Helvetica: "F1", "Helvetica-Bold": "F2" };

/** One page's drawing operations, with y measured from the top (as a layout thinks). */
export class PdfPage {
  private readonly ops: string[] = [];

  constructor(
    readonly width: number = A4.width,
    readonly height: number = A4.height,
  ) {}

  /** Text whose baseline is at `y` from the top; `align: "right"` ends it at `x`. */
  text(x: number, y: number, value: string, style: { font?: PdfFont; size: number; color?: Rgb; align?: "left" | "right" }): void {
    const font = style.font ?? "Helvetica";
    const left = style.align === "right" ? x - textWidth(value, font, style.size) : x;
    this.ops.push(
      `BT /${FONT_RESOURCE[font]} ${num(style.size)} Tf ${colour(style.color ?? [0, 0, 0])} rg ${num(left)} ${num(this.height - y)} Td ${literal(value, font)} Tj ET`,
    );
  }

  /** A horizontal rule at `y` from the top. */
  rule(x1: number, x2: number, y: number, style: { width: number; color: Rgb }): void {
    const flipped = num(this.height - y);
    this.ops.push(`${colour(style.color)} RG ${num(style.width)} w ${num(x1)} ${flipped} m ${num(x2)} ${flipped} l S`);
  }

  /** The content stream, as latin1 text. */
  content(): string {
    return `${this.ops.join("\n")}\n`;
  }
}

export interface PdfInfo {
  title: string;
  author: string;
  subject?: string;
  keywords?: string;
  producer?: string;
}

/**
 * The file: header, objects 1-7 (catalog, page tree, page, content stream, the two fonts,
 * info), a cross-reference table whose offsets are counted in bytes, and the trailer.
 */
export function buildPdf(page: PdfPage, info: PdfInfo): Uint8Array {
  const content = page.content();
  const infoEntries = Object.entries({ Title: info.title, Author: info.author, Subject: info.subject, Keywords: info.keywords, Producer: info.producer })
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `/${key} ${textString(value)}`)
    .join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(page.width)} ${num(page.height)}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
    // One byte per character: the stream's length is its latin1 length.
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}endstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< ${infoEntries} >>`,
  ];

  // A comment of bytes above 127 right after the header tells tools the file is binary.
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, two-byte EOL.
  const entries = ["0000000000 65535 f \n", ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`)];
  const id = createHash("md5").update(Buffer.from(body, "latin1")).digest("hex");
  body +=
    `xref\n0 ${objects.length + 1}\n${entries.join("")}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R /ID [<${id}> <${id}>] >>\n` +
    `startxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
