import fs from "node:fs/promises";
import path from "node:path";
import { contentTypeFor } from "./image-type";
import { LOCAL_UPLOAD_PREFIX, SAFE_FILE_NAME } from "./local";
import { PDF_CONTENT_TYPE } from "./pdf";
import { BLOB_FILE_URL } from "./uploaded-url";

/** One stored file's bytes, as the backup carries them. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileReaderOptions {
  /** Where local uploads live ($DATA_DIR/uploads). */
  uploadDir: string;
  /** How a Blob file is downloaded (its URL is public); tests pass their own. */
  fetch?: typeof fetch;
}

/** The file name at the end of an upload's URL: `/uploads/a.png` and `https://…/images/a.png` → `a.png`. */
export function uploadedFileName(url: string): string {
  const pathname = url.startsWith(LOCAL_UPLOAD_PREFIX) ? url : new URL(url).pathname;
  return decodeURIComponent(pathname.slice(pathname.lastIndexOf("/") + 1));
}

function contentTypeOf(name: string): string {
  if (name.toLowerCase().endsWith(".pdf")) return PDF_CONTENT_TYPE;
  return contentTypeFor(name) ?? "application/octet-stream";
}

/**
 * Reads an uploaded file by the URL a row holds, wherever it lives, whichever storage this
 * process would write to: a local upload from `uploadDir`, a Blob file by downloading it.
 * Null when it is not there (a missing local file, a Blob answering 404).
 */
export async function readUploadedFile(url: string, options: FileReaderOptions): Promise<StoredFile | null> {
  if (url.startsWith(LOCAL_UPLOAD_PREFIX)) {
    const name = url.slice(LOCAL_UPLOAD_PREFIX.length);
    if (!SAFE_FILE_NAME.test(name)) throw new Error(`Not a stored file name: ${url}`);
    try {
      return { bytes: new Uint8Array(await fs.readFile(path.join(options.uploadDir, name))), contentType: contentTypeOf(name) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }
  if (BLOB_FILE_URL.test(url)) {
    const response = await (options.fetch ?? fetch)(url);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Downloading ${url} answered ${response.status}.`);
    const type = response.headers.get("content-type")?.split(";")[0].trim();
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: type && type !== "application/octet-stream" ? type : contentTypeOf(uploadedFileName(url)),
    };
  }
  throw new Error(`Not a file of this site's storage: ${url}`);
}
