import { getEnv } from "@/lib/env";

/**
 * The site's origin (scheme, host and port), for every self-referencing absolute URL:
 * canonical links, og:url and og:image, the feed, the sitemap, robots.txt, JSON-LD, the inbox
 * link of the owner's e-mail. docs/decisions.md, "The site's address" (issue 25).
 *
 * 1. The profile's siteUrl: filled at first start from NEXT_PUBLIC_SITE_URL when it is set,
 *    else set by the owner (/admin/profile, or in one tap from the dashboard's checklist).
 * 2. On Vercel, the production domain Vercel exposes (VERCEL_PROJECT_PRODUCTION_URL).
 *
 * Never a request's Host header: the client writes it, and a cached page or feed made from
 * it would hand every later visitor whatever host the first request named. Until the origin
 * is known, nothing shared names a guessed one (never localhost): pages carry no canonical,
 * og:url or og:image, robots.txt names no sitemap, the sitemap's and the feed's links are
 * paths, and the e-mail names the inbox without a link.
 */

/** "https://alexmorgan.dev/" → "https://alexmorgan.dev"; null for anything but an http(s) origin. */
export function originOf(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The production domain on Vercel, as an https origin; null elsewhere. */
export function vercelProductionOrigin(): string | null {
  const host = getEnv().VERCEL_PROJECT_PRODUCTION_URL;
  return host ? originOf(`https://${host}`) : null;
}

/** A Vercel preview deployment: not for search engines, and its URLs are its own. */
export function isPreviewDeployment(): boolean {
  return getEnv().VERCEL_ENV === "preview";
}

/** A preview's own https origin: its Git branch's host, else the deployment's; null elsewhere. */
export function previewOrigin(): string | null {
  if (!isPreviewDeployment()) return null;
  const { VERCEL_BRANCH_URL, VERCEL_URL } = getEnv();
  const host = VERCEL_BRANCH_URL ?? VERCEL_URL;
  return host ? originOf(`https://${host}`) : null;
}

/** The origin the owner configured or the platform names (1 and 2 above), or null when neither. */
export function configuredOrigin(profile: { siteUrl: string }): string | null {
  return originOf(profile.siteUrl) ?? vercelProductionOrigin();
}

// A host as a URL carries it: a name or IPv4 address, or a bracketed IPv6 one, and a port.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request came to: X-Forwarded-Host / X-Forwarded-Proto (which a proxy in
 * front, Vercel's included, sets, and Next.js fills from the connection when absent), else
 * Host over http. Null when the host is not a plain host name: it is never echoed as it is.
 */
export function requestOrigin(headers: Pick<Headers, "get">): string | null {
  const first = (name: string) => headers.get(name)?.split(",")[0]?.trim().toLowerCase() || undefined;
  const host = first("x-forwarded-host") ?? first("host");
  if (!host || !HOST.test(host)) return null;
  const proto = first("x-forwarded-proto");
  return `${proto === "https" ? "https" : "http"}://${host}`;
}

/**
 * The origin of the feed, the sitemap and robots.txt: the configured one (1 and 2 above),
 * except on a preview deployment, whose files name the preview itself (the branch's or
 * deployment's host Vercel names, never the request's Host). Null while unknown.
 */
export function documentOrigin(profile: { siteUrl: string }): string | null {
  if (isPreviewDeployment()) {
    const preview = previewOrigin();
    if (preview) return preview;
  }
  return configuredOrigin(profile);
}

/** `origin` + `path`; just the path when the origin is unknown. */
export function absoluteUrl(origin: string | null, path = "/"): string {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  return origin ? `${origin}${normalized}` : normalized;
}
