import { siteConfig } from "@/config/site";
import { getBlogById, getBlogs } from "@/lib/data/public";
import { formatLongDate } from "@/lib/site/format";
import { OG_SIZE, renderOgImage } from "@/lib/site/og-image";

export const revalidate = 300;
export const alt = `A post by ${siteConfig.owner.name}`;
export const size = OG_SIZE;
export const contentType = "image/png";

/** One image per post, built with the post pages; later posts get theirs on first request. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  return (await getBlogs()).map((blog) => ({ id: blog._id }));
}

export default async function BlogOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const blog = await getBlogById((await params).id);
  return renderOgImage({
    kicker: blog ? `Blog · ${formatLongDate(blog.date)}` : "Blog",
    title: blog?.title ?? "Post not found",
    subtitle: blog?.summary ?? siteConfig.owner.bio,
  });
}
