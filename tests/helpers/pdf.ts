/**
 * PDFs for the résumé tests. The server judges a PDF by its first bytes (`%PDF-`); the
 * small one is a complete, valid one-page document (a browser renders it).
 */
import { IMAGE_BYTES } from "./images";

/**
 * A one-page PDF showing `text` (ASCII; parentheses and backslashes dropped), with a correct
 * cross-reference table. Also the browser suite's résumé (e2e/support/files.ts).
 */
export function pdfBytes(text = "Curriculum vitae"): Uint8Array<ArrayBuffer> {
  const stream = `BT /F1 24 Tf 36 60 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

export const pdfFile = (text?: string, name = "resume.pdf") =>
  new File([pdfBytes(text)], name, { type: "application/pdf" });

/** A PNG that only pretends to be a PDF, by its name and declared type. */
export const pngNamedPdf = () => new File([IMAGE_BYTES.png], "resume.pdf", { type: "application/pdf" });

/** A PDF signature followed by padding, `size` bytes in all. */
export function paddedPdf(size: number): File {
  const data = new Uint8Array(size);
  data.set(pdfBytes());
  return new File([data], "big.pdf", { type: "application/pdf" });
}
