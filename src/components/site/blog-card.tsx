import { TagList } from "@/components/blog/tag-list";
import { IntentLink } from "@/components/ui/intent-link";
import { ItemActions } from "@/components/owner/owner-only";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { PublicBlog } from "@/lib/data/public";
import { postPath } from "@/lib/posts/slug";
import { formatLongDate } from "@/lib/site/format";
import { storedImage, type ImageFields } from "@/lib/site/stored-image";
import { CoverImage } from "./cover-image";

/**
 * A post in the grid: image (or the initials placeholder), title, long US date, tags, link.
 * `priority` for the first row's cards, whose covers may be the page's largest paint.
 */
export function BlogCard({
  blog,
  priority = false,
}: {
  blog: Pick<PublicBlog, "_id" | "slug" | "title" | "summary" | "date" | "tags"> & ImageFields<"imageUrl">;
  priority?: boolean;
}) {
  const href = postPath(blog);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-colors hover:border-line-strong">
      <CoverImage
        image={storedImage(blog, "imageUrl")}
        label={blog.title}
        kind="Blog post"
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
        priority={priority}
        className="border-b border-line"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <time dateTime={blog.date} className="text-xs font-medium uppercase tracking-[0.12em] text-subtle">
          {formatLongDate(blog.date)}
        </time>
        <h2 className="mt-2 text-lg font-semibold leading-snug tracking-tight">
          <IntentLink href={href} className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring">
            {blog.title}
          </IntentLink>
        </h2>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{blog.summary}</p>
        <TagList tags={blog.tags} raised className="mt-4" />
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-accent">
          Read post
          <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
        </span>
        {/* Above the card-wide link so the owner's buttons stay clickable. */}
        <div className="relative z-10 mt-4 empty:hidden">
          <ItemActions
            editHref={`/edit-blog/${blog._id}`}
            deletePath={`/blogs/${blog._id}`}
            label={`blog post ${blog.title}`}
            deletedMessage="Blog deleted successfully!"
          />
        </div>
      </div>
    </article>
  );
}
