import type { Metadata } from "next";
import { Suspense } from "react";
import { PostGrid, type PostGridEntry } from "@/components/blog/post-grid";
import { TaggedPosts } from "@/components/blog/tagged-posts";
import { OwnerAddCard } from "@/components/site/add-new-card";
import { BlogCard } from "@/components/site/blog-card";
import { PageTitle } from "@/components/site/page-title";
import { UnpublishedItems } from "@/components/publishing/unpublished-items";
import { Container } from "@/components/ui/container";
import { getBlogs, getPublicProfile } from "@/lib/data/public";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: "/blogs",
    title: "Blogs",
    description: "Notes on building for the web: performance, databases, tooling and the lessons in between.",
  });
}

/**
 * Every post, newest first; /blogs?tag=… the posts with that tag, chosen in the browser
 * (TaggedPosts) so the page stays static.
 */
export default async function BlogsPage() {
  const blogs = await getBlogs();
  const posts: PostGridEntry[] = blogs.map((blog, index) => ({
    id: blog._id,
    tags: blog.tags,
    // The first row at its widest (three cards): any of them may be the largest paint there.
    card: <BlogCard blog={blog} priority={index < 3} />,
  }));
  const addCard = <OwnerAddCard title="ADD NEW BLOG HERE" href="/add-blog" className="h-full" />;
  return (
    <Container>
      <PageTitle
        eyebrow="Writing"
        title="Blogs"
        description="Notes on building for the web: performance, databases, tooling and the lessons in between."
      />
      <UnpublishedItems collection="blogs" />
      {blogs.length === 0 && (
        <p className="mb-6 rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center text-muted">
          No posts yet — the first one is being written.
        </p>
      )}
      <Suspense fallback={<PostGrid posts={posts} addCard={addCard} />}>
        <TaggedPosts posts={posts} addCard={addCard} />
      </Suspense>
    </Container>
  );
}
