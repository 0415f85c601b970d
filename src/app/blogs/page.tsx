import type { Metadata } from "next";
import { OwnerAddCard } from "@/components/site/add-new-card";
import { BlogCard } from "@/components/site/blog-card";
import { PageTitle } from "@/components/site/page-title";
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

export default async function BlogsPage() {
  const blogs = await getBlogs();
  return (
    <Container>
      <PageTitle
        eyebrow="Writing"
        title="Blogs"
        description="Notes on building for the web: performance, databases, tooling and the lessons in between."
      />
      {blogs.length === 0 && (
        <p className="mb-6 rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center text-muted">
          No posts yet — the first one is being written.
        </p>
      )}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {blogs.map((blog, index) => (
          <li key={blog._id}>
            <BlogCard blog={blog} priority={index === 0} />
          </li>
        ))}
        <li className="empty:hidden">
          <OwnerAddCard title="ADD NEW BLOG HERE" href="/add-blog" className="h-full" />
        </li>
      </ul>
    </Container>
  );
}
