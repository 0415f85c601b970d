import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PostByline } from "@/components/blog/post-byline";
import { PostNeighbours } from "@/components/blog/post-neighbours";
import { Markdown } from "@/components/markdown/markdown";
import { OwnerOnly } from "@/components/owner/owner-only";
import { buttonClasses } from "@/components/ui/button";
import { ArrowLeftIcon, PenIcon } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import { Container } from "@/components/ui/container";
import { WideScreenImage } from "@/components/ui/responsive-image";
import { getBlogById, getBlogs, getPublicProfile } from "@/lib/data/public";
import { CSP_MODE } from "@/lib/security/csp";
import { pageMetadata, postCardUrl } from "@/lib/site/metadata";
import { withNeighbours } from "@/lib/site/post-neighbours";
import { readingMinutes } from "@/lib/site/reading-time";

type Props = { params: Promise<{ id: string }> };

/**
 * No post is rendered at build time; each is rendered on its first visit and then served
 * from the page cache like every other public page (an empty list is what makes it so).
 * Where every page renders per request (CSP "nonce" mode) there is no such list: a post
 * declared static could not then be rendered per request.
 */
export const generateStaticParams =
  CSP_MODE !== "nonce" ? (): Array<{ id: string }> => [] : undefined;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [blog, profile] = await Promise.all([getBlogById((await params).id), getPublicProfile()]);
  if (!blog) return { title: "Post not found" };
  // The post's own card (the route handler src/app/og/blogs/[id]/route.ts) rather than the site's.
  return pageMetadata(profile, {
    path: `/blogs/${blog._id}`,
    title: blog.title,
    description: blog.summary,
    type: "article",
    publishedTime: blog.date,
    card: { url: postCardUrl(blog._id), alt: `${blog.title}: the post's card, with its summary and its author` },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const { id } = await params;
  // Both cached reads: the post and its neighbours come from the one list.
  const [blogs, author] = await Promise.all([getBlogs(), getPublicProfile()]);
  const found = withNeighbours(blogs, id);
  if (!found) notFound();
  const { post: blog, previous, next } = found;

  return (
    <article>
      <Container className="max-w-3xl">
        <header className="pb-10 pt-10 sm:pt-16">
          <IntentLink
            href="/blogs"
            className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-sm font-medium text-muted transition-colors hover:text-fg"
          >
            <ArrowLeftIcon size={16} />
            All posts
          </IntentLink>
          <h1 className="mt-6 text-balance text-4xl font-semibold leading-tight tracking-tight sm:text-5xl">{blog.title}</h1>
          <p className="mt-5 text-pretty text-lg leading-relaxed text-muted sm:text-xl">{blog.summary}</p>
          <PostByline author={author} date={blog.date} minutes={readingMinutes(blog.content)} />
          <OwnerOnly>
            {/* Delete lives on the list (this page would be gone after it). */}
            <IntentLink href={`/edit-blog/${blog._id}`} className={`${buttonClasses({ variant: "secondary" })} mt-6`}>
              <PenIcon size={16} />
              Edit post
            </IntentLink>
          </OwnerOnly>
        </header>
      </Container>
      {blog.imageUrl && (
        // The hero image is for wide screens only (spec point 2): phones go straight to the
        // text and never download it. On a wide screen it is the LCP image: eager, first.
        <Container className="hidden max-w-4xl md:block">
          <div className="relative mb-12 aspect-[2/1] overflow-hidden rounded-2xl border border-line bg-surface-2">
            <WideScreenImage
              minWidth={768}
              src={blog.imageUrl}
              alt=""
              width={896}
              height={448}
              sizes="(min-width: 1024px) 896px, 100vw"
              priority
              className="object-cover"
            />
          </div>
        </Container>
      )}
      <Container className="max-w-3xl">
        <Markdown source={blog.content} />
        <PostNeighbours previous={previous} next={next} />
        <div className={previous || next ? "mt-8" : "mt-16 border-t border-line pt-8"}>
          <IntentLink
            href="/blogs"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            <ArrowLeftIcon size={16} />
            Back to all posts
          </IntentLink>
        </div>
      </Container>
    </article>
  );
}
