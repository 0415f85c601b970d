/** A PDF is told by its first bytes (`%PDF-`), never by its name or declared type. */
export const PDF_CONTENT_TYPE = "application/pdf";

const SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

export const isPdf = (bytes: Uint8Array) => SIGNATURE.every((byte, i) => bytes[i] === byte);
