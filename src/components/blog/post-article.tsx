import type { CSSProperties } from "react";
import { PostByline } from "@/components/blog/post-byline";
import { PostNeighbours } from "@/components/blog/post-neighbours";
import { PostToc } from "@/components/blog/post-toc";
import { TagList } from "@/components/blog/tag-list";
import { MarkdownHtml } from "@/components/markdown/markdown";
import type { RenderedMarkdown } from "@/components/markdown/markdown-html";
import { OwnerOnly } from "@/components/owner/owner-only";
import { buttonClasses } from "@/components/ui/button";
import { ArrowLeftIcon, PenIcon } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import { Container } from "@/components/ui/container";
import { WideScreenImage } from "@/components/ui/responsive-image";
import type { PublicBlog, PublicProfile } from "@/lib/data/public";
import { contentsOf, MIN_OUTLINE_HEADINGS } from "@/lib/posts/headings";
import { readingMinutes } from "@/lib/site/reading-time";
import { storedImage, type StoredImage } from "@/lib/site/stored-image";

/**
 * The hero shows the cover at its own ratio (known from the stored size, so nothing
 * shifts), between 4:3 and 3:1: a portrait photo or a very wide strip is cropped to
 * that. Covers uploaded before sizes were stored keep the 2:1 box.
 */
function heroRatio(cover: StoredImage): CSSProperties | undefined {
  if (!cover.width || !cover.height) return undefined;
  const ratio = Math.min(3, Math.max(4 / 3, cover.width / cover.height));
  return { aspectRatio: String(Math.round(ratio * 1000) / 1000) };
}

type Neighbour = Pick<PublicBlog, "_id" | "slug" | "title">;

/**
 * One post as visitors read it: title, summary, byline, tags, the cover on wide screens, a
 * table of contents when the post has three or more h2/h3 headings (above the body on a
 * phone, beside it on a wide screen; at most 100 entries, contentsOf), the body and the posts either side. The post page and its private preview (/preview/blogs/…)
 * both render this, so a preview is exactly what will be published.
 */
export function PostArticle({
  blog,
  author,
  previous,
  next,
  body,
}: {
  blog: PublicBlog;
  author: PublicProfile;
  previous: Neighbour | null;
  next: Neighbour | null;
  /** Its content rendered (markdownHtmlInSteps, with the uploads it shows): the body and its headings. */
  body: RenderedMarkdown;
}) {
  const cover = storedImage(blog, "imageUrl");
  const { outline } = body;
  const toc = outline.length >= MIN_OUTLINE_HEADINGS ? contentsOf(outline) : null;
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
          <TagList tags={blog.tags} className="mt-6" />
          <OwnerOnly>
            {/* Delete lives on the list (this page would be gone after it). */}
            <IntentLink href={`/edit-blog/${blog._id}`} className={`${buttonClasses({ variant: "secondary" })} mt-6`}>
              <PenIcon size={16} />
              Edit post
            </IntentLink>
          </OwnerOnly>
        </header>
      </Container>
      {cover && (
        // The hero image is for wide screens only (spec point 2): phones go straight to the
        // text and never download it. On a wide screen it is the LCP image: eager, first.
        <Container className="hidden max-w-4xl md:block">
          <div
            className="relative mb-12 aspect-[2/1] overflow-hidden rounded-2xl border border-line bg-surface-2"
            style={heroRatio(cover)}
          >
            <WideScreenImage
              minWidth={768}
              image={cover}
              blur
              width={896}
              height={448}
              sizes="(min-width: 1024px) 896px, 100vw"
              priority
              className="object-cover"
            />
          </div>
        </Container>
      )}
      {/* With contents, a wide screen has three columns: the text stays centred under the
          header and the list sits in the right one, following the reader down. Scrolling
          clips it at its padding: 4 px of it keep the first letter's curve (the "O") in view. */}
      <Container className={toc ? "max-w-3xl xl:grid xl:max-w-7xl xl:grid-cols-[minmax(0,1fr)_48rem_minmax(0,1fr)] xl:gap-x-8" : "max-w-3xl"}>
        {toc && (
          <PostToc
            headings={toc}
            className="mb-10 xl:sticky xl:top-24 xl:col-start-3 xl:row-start-1 xl:mb-0 xl:-ml-1 xl:max-h-[calc(100vh-8rem)] xl:self-start xl:overflow-y-auto xl:pl-1"
          />
        )}
        <div className="min-w-0 xl:col-start-2 xl:row-start-1">
          <MarkdownHtml html={body.html} hasCode={body.hasCode} />
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
        </div>
      </Container>
    </article>
  );
}
