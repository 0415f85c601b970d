import { getBlogs } from "@/lib/data/public";
import { buildRssFeed } from "@/lib/site/rss";

// Generated like the pages: cached, under the blogs tag, at most 5 minutes old.
export const revalidate = 300;

export async function GET(): Promise<Response> {
  const blogs = await getBlogs();
  return new Response(buildRssFeed(blogs), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
