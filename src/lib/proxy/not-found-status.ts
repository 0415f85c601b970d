import type { NextRequest } from "next/server";
import { CSP_MODE } from "@/lib/security/csp";

const PREVIEW = /^\/preview\/(blogs|projects)\/([^/]+)$/;
const POST = /^\/blogs\/([^/]+)$/;

/** A path segment as the page's params get it; null for a malformed escape (Next answers those itself). */
function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * Whether this page view names nothing, so that its answer must be 404 (issue 22, point 4),
 * for the dynamic routes Next renders per request: a preview link (every build), a post (a
 * "nonce" build, where every page renders per request). Next streams such a page and sends
 * its status with the first bytes, before the page has read anything; the page itself then
 * renders the 404 screen (NotFoundPage), and only the status comes from here. Pages rendered
 * to the cache get their 404 from Next and never come here.
 *
 * It asks what the page will ask (the same functions), so the two agree. The database code is
 * loaded only for these paths: every other request through the proxy stays free of it.
 */
export async function answersNotFound(request: NextRequest): Promise<boolean> {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // A failed read (the database down) is the page's to show, never a failed proxy.
  return lookUp(request).catch(() => false);
}

async function lookUp(request: NextRequest): Promise<boolean> {
  const path = request.nextUrl.pathname;
  const preview = PREVIEW.exec(path);
  const token = preview && segment(preview[2]);
  if (preview && token !== null) {
    const { resolvePreview } = await import("@/lib/preview/resolve");
    return (await resolvePreview(preview[1] as "blogs" | "projects", token)) === null;
  }
  const post = CSP_MODE === "nonce" ? POST.exec(path) : null;
  const slug = post && segment(post[1]);
  if (slug) {
    const { getPostAddress } = await import("@/lib/data/public");
    return (await getPostAddress(slug)) === null;
  }
  return false;
}
