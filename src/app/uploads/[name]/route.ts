import fs from "node:fs/promises";
import path from "node:path";
import { errorResponse } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { UPLOADED_FILE_CSP } from "@/lib/security/csp";
import { uploadDir } from "@/lib/storage";
import { contentTypeFor } from "@/lib/storage/image-type";
import { SAFE_FILE_NAME } from "@/lib/storage/local";
import { PDF_CONTENT_TYPE } from "@/lib/storage/pdf";

/**
 * Serves uploads stored on local disk: images, and the résumé PDF (shown in the browser,
 * not downloaded). Names are random UUIDs and never reused, so the response may be cached
 * for a year. The deny-all sandbox policy (next.config.ts sends the same for /uploads/) holds
 * for the PDF too: Chromium still renders a PDF opened as a page under it (e2e/og-and-images).
 */
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const isPdf = name.endsWith(".pdf");
  const type = isPdf ? PDF_CONTENT_TYPE : contentTypeFor(name);
  if (!SAFE_FILE_NAME.test(name) || !type) return errorResponse(404, "File not found.");
  try {
    const bytes = await fs.readFile(path.join(uploadDir(), name));
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": type,
        "Content-Length": String(bytes.length),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "public, max-age=31536000, immutable",
        "Content-Security-Policy": UPLOADED_FILE_CSP,
        ...(isPdf ? { "Content-Disposition": "inline" } : {}),
      },
    });
  } catch {
    return errorResponse(404, "File not found.");
  }
}

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET });
