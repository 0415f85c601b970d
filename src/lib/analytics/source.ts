/*
 * Where a view came from, reduced to what is kept: a utm_source as sent (lower case, a few
 * plain characters), else the referrer's host, never its path or query. A referrer on this
 * site itself is no source.
 */

const MAX_SOURCE_LENGTH = 60;

function utmSource(value: string | null | undefined): string | null {
  if (!value) return null;
  const cleaned = value
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ._-]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_SOURCE_LENGTH);
  return cleaned || null;
}

function referrerHost(value: string | null | undefined, ownHost: string | null): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  const own = ownHost?.toLowerCase().replace(/:\d+$/, "").replace(/^www\./, "");
  if (!host || host === own) return null;
  return host.slice(0, MAX_SOURCE_LENGTH);
}

/** The source kept for a view, or null (a direct visit, or a link within the site). */
export function sourceOf(input: { referrer?: string | null; utm_source?: string | null }, ownHost: string | null): string | null {
  return utmSource(input.utm_source) ?? referrerHost(input.referrer, ownHost);
}

/** A visitor's country from the platform's header (Vercel's x-vercel-ip-country); null elsewhere. */
export function countryOf(headers: Headers): string | null {
  // Only Vercel's edge sets it (replacing any copy a client sent); anywhere else it is the client's word.
  if (!process.env.VERCEL) return null;
  const code = headers.get("x-vercel-ip-country")?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : null;
}
