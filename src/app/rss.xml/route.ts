import { getBlogs, getBlogsLifetime, getPublicProfile } from "@/lib/data/public";
import { buildRssFeed } from "@/lib/site/rss";
import { siteTitleOf } from "@/lib/site/site-title";
import { documentOrigin } from "@/lib/site/site-url";

/**
 * Rendered per request, from the cached reads (a repeat request runs no query): with no
 * site URL configured, its links name the origin it was asked on, which only a request
 * knows (src/lib/site/site-url.ts).
 */
export const dynamic = "force-dynamic";

export async function GET(request?: Request): Promise<Response> {
  const [blogs, profile, lifetime] = await Promise.all([getBlogs(), getPublicProfile(), getBlogsLifetime()]);
  const origin = documentOrigin(profile, request?.headers ?? null);
  return new Response(buildRssFeed(blogs, { name: siteTitleOf(profile), description: profile.siteDescription, origin }), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // One text for every visitor (what the owner configured) may be kept by a CDN as long as
      // the pages, and no later than the next scheduled post falls due; one naming the host it
      // was asked on is for that response only.
      "Cache-Control": origin === documentOrigin(profile, null) ? `public, s-maxage=${lifetime}` : "private, no-store",
    },
  });
}
