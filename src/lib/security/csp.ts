/**
 * The Content-Security-Policy of every page: scripts run only with this response's nonce
 * ('strict-dynamic' lets those scripts load the chunks they need), so markup injected into
 * any content could not run a script even if it slipped past React's escaping.
 * Styles keep 'unsafe-inline': React writes style attributes, and CSS cannot run code.
 */
export function pageContentSecurityPolicy(nonce: string, { development = false } = {}): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its debugging aids.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.public.blob.vercel-storage.com",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Responses that are never documents (API JSON, uploaded images, build assets). */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A fresh, unguessable nonce per response (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The request header that hands the nonce to the root layout. */
export const NONCE_HEADER = "x-nonce";
