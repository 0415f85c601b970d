import { randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";

/**
 * The address of the socket a request came in on, carried to route handlers.
 *
 * Why a hook: a route handler only sees headers, and Next's server fills in
 * `x-forwarded-for` with the socket's address only when the client sent none
 * (`req.headers['x-forwarded-for'] ??= socket.remoteAddress` in its base server). A client
 * that writes its own X-Forwarded-For thereby hides the real peer from the app. So before
 * Next sees a request, this hook (installed once by src/server-start.ts) writes the
 * socket's address into a header of ours. Its value starts with a secret drawn at random
 * per process, so a client cannot forge it: a copy the client sends is overwritten by the
 * hook, and a value without the secret is never believed (see `socketAddressOf`).
 */
export const SOCKET_ADDRESS_HEADER = "x-portfolio-socket-address";

// On globalThis: instrumentation and route handlers are bundled separately, each with its
// own copy of this module, and must share one secret and install the hook once.
const state = globalThis as unknown as { __portfolioSocketSecret?: string; __portfolioSocketHook?: boolean };

function processSecret(): string {
  state.__portfolioSocketSecret ??= randomBytes(24).toString("base64url");
  return state.__portfolioSocketSecret;
}

function stamp(req: http.IncomingMessage): void {
  req.headers[SOCKET_ADDRESS_HEADER] = `${processSecret()} ${req.socket?.remoteAddress ?? ""}`;
}

/**
 * Wraps `emit` of Node's HTTP and HTTPS servers so every request (also one sent with
 * `Expect: 100-continue`) is stamped before any listener, Next's included, runs.
 */
export function installSocketAddressHook(): void {
  if (state.__portfolioSocketHook) return;
  state.__portfolioSocketHook = true;
  for (const proto of [http.Server.prototype, https.Server.prototype] as Array<{ emit: (...args: unknown[]) => boolean }>) {
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: unknown, ...args: unknown[]) {
      if (event === "request" || event === "checkContinue" || event === "checkExpectation") {
        stamp(args[0] as http.IncomingMessage);
      }
      return emit.call(this, event, ...args);
    };
  }
}

/** The socket address stamped by the hook, or undefined when the value lacks our secret. */
export function socketAddressOf(headers: Headers): string | undefined {
  const value = headers.get(SOCKET_ADDRESS_HEADER);
  if (!value) return undefined;
  const space = value.indexOf(" ");
  if (space < 0) return undefined;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(processSecret());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return value.slice(space + 1);
}

/** Sets the header as the hook would: for tests that call route handlers in-process. */
export function stampSocketAddress(headers: Headers, address: string): void {
  headers.set(SOCKET_ADDRESS_HEADER, `${processSecret()} ${address}`);
}

/**
 * An address as limits and the activity log should key it, or undefined when the text is
 * no IP address: brackets and a port are dropped, an IPv4-mapped IPv6 address
 * (::ffff:1.2.3.4, as dual-stack sockets report IPv4 peers) becomes plain IPv4.
 */
export function normalizeAddress(text: string | null | undefined): string | undefined {
  let value = text?.trim().toLowerCase();
  if (!value) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.indexOf(":"));
  if (value.startsWith("::ffff:") && isIP(value.slice(7)) === 4) value = value.slice(7);
  return isIP(value) ? value : undefined;
}
