import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { BlogForm } from "@/components/admin/forms/blog-form";
import { blogFormValues } from "@/components/admin/forms/form-values";
import { loadForEdit } from "@/components/admin/load-for-edit";
import { RedirectWithToast } from "@/components/admin/redirect-with-toast";
import { PostViews } from "@/components/admin/analytics/post-views";
import { viewsOfPost } from "@/lib/analytics/query";
import { requireOwner } from "@/lib/auth/require-owner";
import { getBlog } from "@/lib/data/blogs";
import { getMediaIndex } from "@/lib/data/public";

export const metadata: Metadata = { title: "Edit blog post" };

export default async function EditBlogPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwner();
  const { id } = await params;
  const loaded = await loadForEdit(() => getBlog(id), "blogs");
  if ("error" in loaded) {
    return <RedirectWithToast href="/blogs" listName="blogs" message={loaded.error} />;
  }
  // Today's date on the server, so the browser's first render matches it.
  const today = new Date().toISOString().slice(0, 10);
  // The preview shows the post's images at their sizes, as the page does.
  const [media, views] = await Promise.all([getMediaIndex(loaded.item.content), viewsOfPost(loaded.item._id)]);
  return (
    <AdminPage title="Edit blog post" description="Change the post or delete it." back={{ href: "/blogs", label: "Blogs" }}>
      <PostViews {...views} />
      <BlogForm blog={blogFormValues(loaded.item)} today={today} media={media} />
    </AdminPage>
  );
}
