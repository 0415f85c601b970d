import { siteConfig } from "@/config/site";
import { getBlogById } from "@/lib/data/public";
import { formatLongDate } from "@/lib/site/format";
import { OG_SIZE, renderOgImage } from "@/lib/site/og-image";

export const revalidate = 300;
export const alt = `A post by ${siteConfig.owner.name}`;
export const size = OG_SIZE;
export const contentType = "image/png";

// Rendered on a post's first share, then cached (revalidate) and dropped with the blogs tag.
export default async function BlogOpenGraphImage({ params }: { params: Promise<{ id: string }> }) {
  const blog = await getBlogById((await params).id);
  return renderOgImage({
    kicker: blog ? `Blog · ${formatLongDate(blog.date)}` : "Blog",
    title: blog?.title ?? "Post not found",
    subtitle: blog?.summary ?? siteConfig.owner.bio,
  });
}
