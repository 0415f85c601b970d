import "server-only";
import { decodeMessageCursor } from "@/lib/data/messages";
import { badRequest } from "@/lib/errors";

export const INBOX_PAGE_DEFAULT = 50;
export const INBOX_PAGE_MAX = 100;

/** One value or none: a repeated parameter is ambiguous, so it is refused. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  if (values.length > 1) throw badRequest(`${name} must be given once.`);
  return values[0] ?? null;
}

/**
 * `limit` (1-100, default 50) and `cursor` (a previous page's nextCursor) of GET /message,
 * or 400 naming the parameter.
 */
export function parseInboxQuery(url: URL) {
  const limitText = single(url.searchParams, "limit");
  let limit = INBOX_PAGE_DEFAULT;
  if (limitText !== null) {
    limit = /^\d{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= INBOX_PAGE_MAX)) {
      throw badRequest(`limit must be a whole number from 1 to ${INBOX_PAGE_MAX}.`);
    }
  }
  const cursorText = single(url.searchParams, "cursor");
  const cursor = cursorText === null ? null : decodeMessageCursor(cursorText);
  if (cursorText !== null && cursor === null) {
    throw badRequest("cursor is not valid: pass the nextCursor of a previous page.");
  }
  return { limit, cursor };
}
