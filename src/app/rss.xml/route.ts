import { getBlogs, getBlogsLifetime, getPublicProfile } from "@/lib/data/public";
import { buildRssFeed, renderFeedBodies } from "@/lib/site/rss";
import { siteTitleOf } from "@/lib/site/site-title";
import { documentOrigin } from "@/lib/site/site-url";

/**
 * Rendered per request, from the cached reads (a repeat request runs no query). Its links are
 * absolute once the site's address is known (src/lib/site/site-url.ts), paths until then:
 * never a host taken from the request.
 */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const [blogs, profile, lifetime] = await Promise.all([getBlogs(), getPublicProfile(), getBlogsLifetime()]);
  const channel = { name: siteTitleOf(profile), description: profile.siteDescription, origin: documentOrigin(profile) };
  await renderFeedBodies(blogs, channel);
  return new Response(buildRssFeed(blogs, channel), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // One text for every visitor may be kept by a CDN as long as the pages, and no later
      // than the next scheduled post falls due.
      "Cache-Control": `public, s-maxage=${lifetime}`,
    },
  });
}
