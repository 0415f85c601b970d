import type { NextRequest } from "next/server";
import { previewAt } from "@/lib/preview/paths";
import { decoded } from "./malformed-address";
import { CSP_MODE } from "@/lib/security/csp";

const POST_PATH = /^\/blogs\/([^/]+)$/;

/**
 * A path segment as the page's params get it: Next decodes the segment, then encodes it
 * again (encodeURIComponent). Null for a malformed escape, which the proxy answers first.
 */
function paramOf(segment: string): string | null {
  const value = decoded(segment);
  return value === null ? null : encodeURIComponent(value);
}

/**
 * Whether this page view names nothing, so that its answer must be 404 (issue 22, point 4),
 * for the dynamic routes Next renders per request: a preview link (every build), a post (a
 * "nonce" build, where every page renders per request; a form POST to it in any build).
 * Next streams such a page and sends its status with the first bytes, before the page has
 * read anything; the page itself then renders the 404 screen (NotFoundPage), and only the
 * status comes from here. Pages rendered to the cache get their 404 from Next.
 *
 * Only a document needs the status: a client navigation's request (`RSC: 1`) is left alone,
 * since Next's router takes any answer but 200 to it for a reason to load the whole page,
 * and so is a server action's call (`Next-Action`), whose answer is the action's.
 * It asks what the page will ask (the same functions), so the two agree. The database code is
 * loaded only for these paths: every other request through the proxy stays free of it.
 */
export async function answersNotFound(request: NextRequest): Promise<boolean> {
  if (!["GET", "HEAD", "POST"].includes(request.method) || request.headers.has("rsc") || request.headers.has("next-action")) return false;
  // A form POST to a page (no server action of ours takes one) is rendered per request in every build.
  const postsRenderPerRequest = CSP_MODE === "nonce" || request.method === "POST";
  return namesNothing(request.nextUrl.pathname, postsRenderPerRequest).catch((error: unknown) => {
    // A failed read (the database down) is the page's to show, never a failed proxy.
    console.error("[proxy] could not tell whether the page exists:", error instanceof Error ? error.message : error);
    return false;
  });
}

async function namesNothing(pathname: string, postsRenderPerRequest: boolean): Promise<boolean> {
  const preview = previewAt(pathname);
  const token = preview && paramOf(preview.token);
  if (preview && token) {
    const { resolvePreview } = await import("@/lib/preview/resolve");
    return (await resolvePreview(preview.collection, token)) === null;
  }
  const post = postsRenderPerRequest ? POST_PATH.exec(pathname) : null;
  const slug = post && paramOf(post[1]);
  if (slug) {
    const { getPostAddress } = await import("@/lib/data/public");
    return (await getPostAddress(slug)) === null;
  }
  return false;
}
