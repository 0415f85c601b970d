"use client";

import { useSearchParams } from "next/navigation";
import { IntentLink } from "@/components/ui/intent-link";
import { ArrowLeftIcon } from "@/components/ui/icons";
import { hasTag, tagKey } from "@/lib/posts/tags";
import { PostGrid, type PostGridEntry } from "./post-grid";

const countText = (n: number) => (n === 1 ? "1 post" : `${n} posts`);

/**
 * /blogs, or with ?tag=… the posts that carry that tag. The tag is read in the browser
 * (inside Suspense, whose fallback is the whole list), so /blogs stays one static, cached
 * page, as /projects does with its search; the cards themselves are the server's.
 */
export function TaggedPosts({ posts, addCard }: { posts: readonly PostGridEntry[]; addCard: React.ReactNode }) {
  const tag = useSearchParams()?.get("tag")?.trim() ?? "";
  if (tag === "") return <PostGrid posts={posts} addCard={addCard} />;

  const shown = posts.filter((post) => hasTag(post, tag));
  // The tag as the owner spells it when a post has it ("React" for ?tag=react).
  const name = shown[0]?.tags.find((own) => tagKey(own) === tagKey(tag)) ?? tag;
  return (
    <section aria-labelledby="tagged-posts">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-line pb-4">
        <div>
          <h2 id="tagged-posts" className="text-balance text-2xl font-semibold tracking-tight">
            Posts tagged “{name}”
          </h2>
          <p className="mt-1 text-sm text-muted">{countText(shown.length)}</p>
        </div>
        <IntentLink
          href="/blogs"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon size={16} />
          Show all posts
        </IntentLink>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center text-muted">
          No post is tagged “{name}”.
        </p>
      ) : (
        <PostGrid posts={shown} />
      )}
    </section>
  );
}
