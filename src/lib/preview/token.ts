import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import type { PreviewCollection } from "./paths";

/**
 * Signed preview links (issue 13, point 2): a token naming one post or project and an
 * expiry, which anyone holding it can open until it expires. docs/security.md, "Preview
 * links", is the threat model.
 *
 * Token: 56 base64url characters encoding 42 bytes:
 * - the item's UUID (16 bytes);
 * - the expiry, seconds since the epoch (4 bytes, big-endian: until 2106);
 * - when it was made, milliseconds since the epoch (6 bytes, big-endian): a link made before
 *   the item last stopped being public, went to the trash or had its links ended is void
 *   for good (./cutoffs.ts keeps those moments; issue 22, point 7);
 * - HMAC-SHA256 over the collection and all of the above, truncated to its first 128 bits
 *   (RFC 2104 section 5 allows half the hash).
 * The collection is not in the token but is signed: a post's token opens no project. There
 * is no separator: a dot would make the path look like a file with an extension, which the
 * proxy and the header rules treat as no document at all.
 *
 * 42 bytes are exactly 56 characters, so no spelling but `signPreview`'s decodes to the same
 * bytes: changing any character of a valid token gives a token that is refused, never
 * another spelling of the same one.
 */

// What a link may name is kept with the paths, which the proxy reads without this module's secret.
export type { PreviewCollection } from "./paths";

/** How long a link works when the owner asks for no other length, and the longest allowed. */
export const DEFAULT_PREVIEW_DAYS = 7;
export const MAX_PREVIEW_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const ID_BYTES = 16;
const EXPIRY_BYTES = 4;
const ISSUED_BYTES = 6;
const SIGNED_BYTES = ID_BYTES + EXPIRY_BYTES + ISSUED_BYTES;
const MAC_BYTES = 16;
const TOKEN_BYTES = SIGNED_BYTES + MAC_BYTES;
const TOKEN = /^[A-Za-z0-9_-]{56}$/;
/**
 * Bumped when the signed message changes, so old tokens stop verifying (v1 had no time of
 * making, so no link of it could be ended early: they are all void).
 */
const VERSION = "preview-link/v2";

/**
 * A key of its own, derived from AUTH_SECRET (which next-auth's session cookies use): a
 * preview token is never a valid MAC of anything the sessions sign, and vice versa.
 * Rotating AUTH_SECRET voids every link (and every session).
 */
let derived: { secret: string; key: Buffer } | undefined;
function previewKey(): Buffer {
  const secret = authSecret();
  if (derived?.secret !== secret) {
    derived = { secret, key: createHmac("sha256", secret).update("preview-links").digest() };
  }
  return derived.key;
}

/** The MAC of id, expiry and time of making (the token's first 26 bytes) in `collection`. */
function mac(collection: PreviewCollection, signed: Buffer): Buffer {
  return createHmac("sha256", previewKey())
    .update(`${VERSION}\n${collection}\n`)
    .update(signed)
    .digest()
    .subarray(0, MAC_BYTES);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function bytesToId(bytes: Buffer): string {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The expiry of a link asked for now, `days` days long, whole seconds. */
export function previewExpiry(days: number = DEFAULT_PREVIEW_DAYS, now: Date = new Date()): Date {
  return new Date(Math.floor((now.getTime() + days * DAY_MS) / 1000) * 1000);
}

/**
 * The token for `id` (a UUID) in `collection`, valid until `expiresAt` (whole seconds), made
 * at `issuedAt` (milliseconds).
 */
export function signPreview(collection: PreviewCollection, id: string, expiresAt: Date, issuedAt: Date = new Date()): string {
  const uuid = id.toLowerCase();
  if (!UUID.test(uuid)) throw new Error(`Not an item id: ${id}`);
  const signed = Buffer.alloc(SIGNED_BYTES);
  Buffer.from(uuid.replaceAll("-", ""), "hex").copy(signed, 0);
  signed.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000), ID_BYTES);
  signed.writeUIntBE(issuedAt.getTime(), ID_BYTES + EXPIRY_BYTES, ISSUED_BYTES);
  return Buffer.concat([signed, mac(collection, signed)]).toString("base64url");
}

export interface PreviewClaim {
  id: string;
  expiresAt: Date;
  /** When the link was made: void if the item's links were ended since (./cutoffs.ts). */
  issuedAt: Date;
}

/**
 * What a token grants in `collection` at `now`: the item's id and the link's expiry, or null
 * when it is malformed, signed for something else (another id, expiry or collection, another
 * secret) or expired. The MAC is compared in constant time.
 */
export function verifyPreview(collection: PreviewCollection, token: string, now: Date = new Date()): PreviewClaim | null {
  if (typeof token !== "string" || !TOKEN.test(token)) return null;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== TOKEN_BYTES) return null;
  const signed = bytes.subarray(0, SIGNED_BYTES);
  if (!timingSafeEqual(bytes.subarray(SIGNED_BYTES), mac(collection, signed))) return null;
  const expiresAt = new Date(signed.readUInt32BE(ID_BYTES) * 1000);
  if (now.getTime() >= expiresAt.getTime()) return null;
  const issuedAt = new Date(signed.readUIntBE(ID_BYTES + EXPIRY_BYTES, ISSUED_BYTES));
  return { id: bytesToId(signed.subarray(0, ID_BYTES)), expiresAt, issuedAt };
}
