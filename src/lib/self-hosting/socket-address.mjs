// @ts-check
import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The address of the socket a request came in on, carried to route handlers.
 *
 * Why: a route handler only sees headers, and Next's server fills in `x-forwarded-for` with
 * the socket's address only when the client sent none. A client that writes its own
 * X-Forwarded-For thereby hides the real peer from the app. So the self-hosted server
 * (server.mjs) writes the socket's address into a header of ours before Next sees the
 * request. Its value starts with a secret drawn at random per process, so a client cannot
 * forge it: a copy the client sends is overwritten, and a value without the secret is never
 * believed (`socketAddressOf`).
 */
export const SOCKET_ADDRESS_HEADER = "x-portfolio-socket-address";

// On globalThis: the server file and the route handlers' bundles each load their own copy of
// this module, and must share one secret.
const state = /** @type {{ __portfolioSocketSecret?: string }} */ (globalThis);

export function processSecret() {
  state.__portfolioSocketSecret ??= randomBytes(24).toString("base64url");
  return state.__portfolioSocketSecret;
}

/**
 * Stamps the request with its socket's address (whatever the client sent under that name).
 * @param {import("node:http").IncomingMessage} req
 */
export function stampRequest(req) {
  req.headers[SOCKET_ADDRESS_HEADER] = `${processSecret()} ${req.socket?.remoteAddress ?? ""}`;
}

/**
 * The socket address stamped by the server, or undefined when the value lacks our secret.
 * @param {Headers} headers
 * @returns {string | undefined}
 */
export function socketAddressOf(headers) {
  const value = headers.get(SOCKET_ADDRESS_HEADER);
  if (!value) return undefined;
  const space = value.indexOf(" ");
  if (space < 0) return undefined;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(processSecret());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return value.slice(space + 1);
}
