import "server-only";
import { ZodError, type ZodType } from "zod";
import { ownerFromCookie, sessionCookieFrom, sessionFromCookie, type Owner } from "@/lib/auth/session";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { ApiError, forbidden, unauthorized } from "@/lib/errors";
import { purgeExpiredTrashQuietly } from "@/lib/trash/trash";
import { formatZodError } from "@/lib/validations/fields";
import { clientIp } from "./request";

export interface RouteContext {
  req: Request;
  params: Record<string, string>;
  ip: string;
  /** Set when the route requires the owner. */
  owner: Owner | null;
  /** The owner's session (its row id) when the route requires the owner. */
  sessionId: string | null;
}

type RouteHandler = (ctx: RouteContext) => Promise<Response>;
type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  const all = new Headers(headers);
  if (!all.has("Cache-Control")) all.set("Cache-Control", "no-store");
  return Response.json(body, { status, headers: all });
}

export function errorResponse(status: number, msg: string, extra?: ApiError["extra"]): Response {
  return json({ ...extra?.body, msg }, status, extra?.headers);
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error.status, error.msg, error.extra);
  if (error instanceof ZodError) return errorResponse(400, formatZodError(error));
  if (isDatabaseUnavailable(error)) {
    console.error("[api] database unavailable:", (error as Error).message);
    return errorResponse(503, "The database is unavailable right now. Please try again shortly.");
  }
  console.error("[api] unexpected error:", error);
  return errorResponse(500, "Something went wrong on our side. Please try again.");
}

function hostOf(value: string | null): string | null {
  if (!value) return null;
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}

/**
 * Refuses a state-changing request sent by another site (CSRF). Browsers send Origin on
 * every cross-site POST, PATCH and DELETE; clients without one (curl) are allowed and
 * still need the session.
 */
function assertSameOrigin(req: Request) {
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site") throw forbidden();
  const origin = req.headers.get("origin");
  if (origin === null) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? hostOf(req.url);
  if (hostOf(origin) !== host) throw forbidden();
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The owner, when the request carries their session; null for anyone else (no query without
 * a session cookie). Public GETs ask it to include drafts and scheduled items for the owner;
 * their answers say no-store (json()), so no shared cache keeps what only the owner sees.
 */
export function ownerOf(req: Request): Promise<Owner | null> {
  return ownerFromCookie(sessionCookieFrom(req.headers.get("cookie")));
}

/**
 * Wraps a route handler: same-origin check on mutations, the owner check where asked, and
 * every failure turned into `{ msg }` with its status. Before an owner's write, the trash
 * lets go of what has been there 30 days (there is no cron job; bounded, one query when
 * nothing is due), so the write never meets an expired item (a post's slug it still holds).
 */
export function route(handler: RouteHandler, options: { owner?: boolean } = {}) {
  return async (req: Request, context?: NextRouteContext): Promise<Response> => {
    try {
      if (!SAFE_METHODS.has(req.method)) assertSameOrigin(req);
      const raw = (await context?.params) ?? {};
      const params = Object.fromEntries(
        Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]),
      );
      let owner: Owner | null = null;
      let sessionId: string | null = null;
      if (options.owner) {
        const session = await sessionFromCookie(sessionCookieFrom(req.headers.get("cookie")));
        if (!session) throw unauthorized();
        ({ owner, sessionId } = session);
      }
      if (owner && !SAFE_METHODS.has(req.method)) await purgeExpiredTrashQuietly();
      return await handler({ req, params, ip: clientIp(req), owner, sessionId });
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Parses with a schema, turning failures into a 400 that names the field. */
export function parseWith<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(400, formatZodError(result.error));
  return result.data;
}
