import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { BlogForm } from "@/components/admin/forms/blog-form";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Add blog post" };

export default async function AddBlogPage() {
  await requireOwner();
  // Today's date on the server, so the browser's first render matches it.
  const today = new Date().toISOString().slice(0, 10);
  return (
    <AdminPage title="Add blog post" description="A new post in Markdown, with a live preview." back={{ href: "/blogs", label: "Blogs" }}>
      <BlogForm today={today} />
    </AdminPage>
  );
}
