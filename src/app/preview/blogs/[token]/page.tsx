import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PostArticle } from "@/components/blog/post-article";
import { markdownHtmlInSteps } from "@/components/markdown/markdown-html";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { NotFoundPage } from "@/components/site/not-found-page";
import { getBlogs, getMediaIndex, getPublicProfile } from "@/lib/data/public";
import { previewMetadata } from "@/lib/preview/metadata";
import { resolvePreviewOnce } from "@/lib/preview/resolve";
import { neighboursOnceListed } from "@/lib/site/post-neighbours";

type Props = { params: Promise<{ token: string }> };

/** Per request: the link's expiry and the post's state are checked at each view. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const outcome = await resolvePreviewOnce("blogs", (await params).token);
  return previewMetadata(outcome?.kind === "preview" ? outcome.item.title : null);
}

/**
 * A post that is not public yet, exactly as its page will show it (the same article, among
 * the posts it will sit between), to whoever holds the signed link (src/lib/preview).
 * A bad or expired link, or a trashed post, is the 404 screen; a published post's link
 * leads to its page.
 */
export default async function BlogPreviewPage({ params }: Props) {
  const outcome = await resolvePreviewOnce("blogs", (await params).token);
  // The 404 screen in the layout (NotFoundPage says why not notFound()).
  if (!outcome) return <NotFoundPage />;
  if (outcome.kind === "public") redirect(outcome.path);
  const { item: blog, expiresAt } = outcome;
  const [blogs, author, media] = await Promise.all([getBlogs(), getPublicProfile(), getMediaIndex(blog.content)]);
  const { previous, next } = neighboursOnceListed(blogs, blog);
  const body = await markdownHtmlInSteps(blog.content, media);
  return (
    <>
      <PreviewBanner expiresAt={expiresAt} scheduledFor={blog.status === "published" && blog.publishAt ? new Date(blog.publishAt) : null} />
      <PostArticle blog={blog} author={author} previous={previous} next={next} body={body} />
    </>
  );
}
