import { ApiError, badRequest } from "@/lib/errors";

/** A body past its limit: refused with 413 as soon as the running total shows it. */
export class BodyTooLargeError extends ApiError {
  constructor(msg: string) {
    super(413, msg);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads a request body chunk by chunk and keeps at most `limit` bytes. Content-Length is
 * only a promise the client makes and a chunked body has none, so the bytes are counted as
 * they arrive: once the total passes the limit, the stream is cancelled (nothing more is
 * pulled off the connection) and a 413 is thrown. A declared length over the limit is
 * refused before anything is read.
 */
export async function readBodyWithin(req: Request, limit: number, tooLarge: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > limit) throw new BodyTooLargeError(tooLarge);
  if (!req.body) return new Uint8Array(0);

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch {
      // The client went away mid-body (or sent a broken chunked encoding).
      throw badRequest("The request body could not be read.");
    }
    if (result.done) break;
    const chunk = result.value;
    // Realm-independent: chunks may come from another context (the server's or a test's).
    if (!ArrayBuffer.isView(chunk)) throw badRequest("The request body could not be read.");
    total += chunk.byteLength;
    if (total > limit) {
      // Not awaited: the answer must not wait on a source that is slow to stop.
      reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(tooLarge);
    }
    chunks.push(chunk);
  }

  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** "64 KB", "8.3 MB": a limit as a person reads it in a message. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
