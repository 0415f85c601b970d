import { ApiError, badRequest } from "@/lib/errors";

/** A body past its limit: refused with 413 as soon as the running total shows it. */
export class BodyTooLargeError extends ApiError {
  constructor(msg: string) {
    super(413, msg);
    this.name = "BodyTooLargeError";
  }
}

/**
 * How long a refused body's connection is kept before it is cut. Cancelling the body closes
 * the connection with the client's chunks unread, which makes the kernel reset it, and a
 * reset that comes before the 413 is written takes the answer away (seen in CI under load;
 * docs/security.md, "Body limits"). A second gives a loaded server's answer time to leave;
 * it is a delay, not a wait for the answer. Meanwhile nothing more is read: the client's
 * writes stop once the connection's buffers are full.
 */
export const REFUSED_BODY_LINGER_MS = 1_000;

/** Stops a refused body once its answer has had time to leave (not awaited: the answer goes at once). */
function cancelAfterTheAnswer(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  setTimeout(() => reader.cancel().catch(() => undefined), REFUSED_BODY_LINGER_MS).unref?.();
}

/**
 * Reads a request body chunk by chunk and keeps at most `limit` bytes. Content-Length is
 * only a promise the client makes and a chunked body has none, so the bytes are counted as
 * they arrive: once the total passes the limit, nothing more is pulled off the connection, a
 * 413 is thrown, and the stream is cancelled a moment later (REFUSED_BODY_LINGER_MS). A
 * declared length over the limit is refused before anything is read.
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
      cancelAfterTheAnswer(reader);
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
