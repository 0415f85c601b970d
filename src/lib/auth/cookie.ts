import {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
} from "./session";

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/**
 * HTTPS gets next-auth's __Secure- cookie. Production over plain HTTP is only allowed on
 * a loopback address (`npm start` on a laptop); anywhere else it is HTTPS behind a proxy.
 */
export function usesSecureCookie(req: Request): boolean {
  const proto = req.headers.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  if (proto === "https") return true;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? "";
  return process.env.NODE_ENV === "production" && !LOOPBACK.test(host);
}

function serialize(name: string, value: string, maxAge: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function sessionCookieHeader(req: Request, token: string): string {
  const secure = usesSecureCookie(req);
  return serialize(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, SESSION_MAX_AGE_SECONDS, secure);
}

/** Clears both names, whichever the browser holds. */
export function clearedSessionCookies(req: Request): string[] {
  const secure = usesSecureCookie(req);
  return [
    serialize(SESSION_COOKIE, "", 0, secure),
    serialize(SECURE_SESSION_COOKIE, "", 0, true),
  ];
}
