/**
 * PDFs for the résumé tests. The server judges a PDF by its first bytes (`%PDF-`); the
 * small one is a complete, valid one-page document (a browser renders it).
 */
import { buildPdf, PdfPage } from "../../scripts/lib/pdf";
import { IMAGE_BYTES } from "./images";

/**
 * A one-page PDF showing `text` in Helvetica, written by the demo résumé's writer
 * (scripts/lib/pdf.ts), so the tests upload the same kind of file the demo ships. Also the
 * browser suite's résumé (e2e/support/files.ts).
 */
export function pdfBytes(text = "Curriculum vitae"): Uint8Array<ArrayBuffer> {
  const page = new PdfPage(300, 144);
  page.text(36, 84, text, { size: 24 });
  return new Uint8Array(buildPdf(page, { title: text, author: "Portfolio tests" }));
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
