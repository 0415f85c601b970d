import { isIP } from "node:net";

import { processSecret, SOCKET_ADDRESS_HEADER, socketAddressOf } from "@/lib/self-hosting/socket-address.mjs";

/**
 * The socket's address a route handler may believe: stamped by the self-hosted server
 * (src/lib/self-hosting/socket-address.mjs) with a secret of the process.
 */
export { SOCKET_ADDRESS_HEADER, socketAddressOf };

/** Sets the header as the server would: for tests that call route handlers in-process. */
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
