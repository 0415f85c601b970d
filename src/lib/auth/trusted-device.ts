import { createHmac, timingSafeEqual } from "node:crypto";
import { usesSecureCookie } from "./cookie";
import { authSecret } from "./secret";

/**
 * A browser the owner has logged in from before. It carries a signed note "this browser
 * logged in as <user id> at <time>", set by every successful login and sent back only to
 * the login routes (password and passkey). It grants nothing by itself (the password or passkey is still checked); it only
 * exempts the attempt from the global failure budget, so strangers who spend that budget
 * cannot keep the owner out of the browsers they already use (docs/decisions.md, "Login
 * limits"). The signature also covers the owner's current password hash (never in the
 * cookie): a new password (OWNER_PASSWORD at start) ends every note made before it, as it
 * ends every session.
 */
export const TRUSTED_DEVICE_COOKIE = "portfolio.trusted-device";
export const TRUSTED_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
// Every way of logging in reads it (the password and the passkey routes), nothing else.
const COOKIE_PATH = "/api/v1/auth";

/** The owner as a note is signed for: the id, and the password hash of the moment. */
export interface TrustedUser {
  id: string;
  passwordHash: string;
}

function sign(payload: string, passwordHash: string): string {
  return createHmac("sha256", authSecret()).update(`trusted-device:${payload}\n${passwordHash}`).digest("base64url");
}

export function trustedDeviceToken(user: TrustedUser, now = Date.now()): string {
  const payload = `${user.id}.${now}`;
  return `${payload}.${sign(payload, user.passwordHash)}`;
}

/** True when the Cookie header holds an unexpired note signed by us for this user and password. */
export function isTrustedDevice(cookieHeader: string | null, user: TrustedUser, now = Date.now()): boolean {
  const value = cookieValue(cookieHeader, TRUSTED_DEVICE_COOKIE);
  if (!value || value.length > 200) return false;
  const [id, issued, mac] = value.split(".");
  if (id !== user.id || !/^\d{1,15}$/.test(issued ?? "") || !mac) return false;
  const age = now - Number(issued);
  if (age < 0 || age > TRUSTED_DEVICE_MAX_AGE_SECONDS * 1000) return false;
  const given = Buffer.from(mac);
  const expected = Buffer.from(sign(`${id}.${issued}`, user.passwordHash));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function trustedDeviceCookieHeader(req: Request, user: TrustedUser): string {
  return [
    `${TRUSTED_DEVICE_COOKIE}=${trustedDeviceToken(user)}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${TRUSTED_DEVICE_MAX_AGE_SECONDS}`,
    "HttpOnly",
    "SameSite=Strict",
    ...(usesSecureCookie(req) ? ["Secure"] : []),
  ].join("; ");
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
