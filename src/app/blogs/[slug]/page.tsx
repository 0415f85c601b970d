import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { PostArticle } from "@/components/blog/post-article";
import { markdownHtmlInSteps } from "@/components/markdown/markdown-html";
import { JsonLd } from "@/components/site/json-ld";
import { ALL_POSTS, NotFoundPage } from "@/components/site/not-found-page";
import { getBlogs, getMediaIndex, getPostAddress, getPublicProfile } from "@/lib/data/public";
import { postPath } from "@/lib/posts/slug";
import { CSP_MODE } from "@/lib/security/csp";
import { pageMetadata, postCardImage, postCardUrl } from "@/lib/site/metadata";
import { withNeighbours } from "@/lib/site/post-neighbours";
import { blogPostingJsonLd } from "@/lib/site/structured-data";

type Props = { params: Promise<{ slug: string }> };

/**
 * No post is rendered at build time; each is rendered on its first visit and then served
 * from the page cache like every other public page (an empty list is what makes it so).
 * Where every page renders per request (CSP "nonce" mode) there is no such list: a post
 * declared static could not then be rendered per request.
 */
export const generateStaticParams =
  CSP_MODE !== "nonce" ? (): Array<{ slug: string }> => [] : undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [blogs, profile] = await Promise.all([getBlogs(), getPublicProfile()]);
  const address = await getPostAddress((await params).slug, blogs);
  // An old address (the post's id, an earlier slug) redirects: the page itself says so, its metadata nothing.
  if (!address || "redirect" in address) return { title: "Post not found", robots: { index: false } };
  const { post: blog } = address;
  // The post's own card (the route handler src/app/og/blogs/[id]/route.ts) rather than the site's.
  // The owner's meta description, else the summary; the card shows the social image, else the
  // cover, else the title and summary (src/app/og/blogs/[id]/route.ts).
  const image = postCardImage(blog);
  return pageMetadata(profile, {
    path: postPath(blog),
    title: blog.title,
    description: blog.metaDescription.trim() || blog.summary,
    type: "article",
    publishedTime: blog.date,
    tags: blog.tags,
    card: { url: postCardUrl(blog._id), alt: image?.alt ?? `${blog.title}: the post's card, with its summary and its author` },
    canonical: blog.canonicalUrl,
  });
}

/**
 * /blogs/{slug}. A post's id, its address before slugs, and every slug it had before answer
 * 308 to the slug (cached like the page, so an old link costs no query either); anything else is the 404 screen,
 * with the layout and a way back to the posts (NotFoundPage says why not notFound()).
 */
export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  // Both cached reads: the post and its neighbours come from the one list.
  const [blogs, author] = await Promise.all([getBlogs(), getPublicProfile()]);
  const address = await getPostAddress(slug, blogs);
  if (!address) return <NotFoundPage back={ALL_POSTS} />;
  if ("redirect" in address) permanentRedirect(address.redirect);
  const { post: blog, previous, next } = withNeighbours(blogs, address.post._id)!;
  const media = await getMediaIndex(blog.content);
  // Rendered in steps: other requests are served between them (markdownHtmlInSteps).
  const body = await markdownHtmlInSteps(blog.content, media);
  // The same article as the post's private preview (src/app/preview/blogs/[token]).
  return (
    <>
      <JsonLd data={blogPostingJsonLd(blog, author)} />
      <PostArticle blog={blog} author={author} previous={previous} next={next} body={body} />
    </>
  );
}
