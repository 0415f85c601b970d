import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";
import { MessageList } from "@/components/admin/messages/message-list";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Messages" };

/** The guard runs on the server; the list itself is read in the browser, a page at a time. */
export default async function MessagesPage() {
  await requireOwner();
  return (
    <AdminPage title="Messages" description="What visitors sent through the contact form.">
      <Link
        href="/activity"
        className="inline-flex min-h-11 items-center self-start rounded-full text-sm font-medium text-accent underline underline-offset-4"
      >
        Recent logins and changes
      </Link>
      <MessageList />
    </AdminPage>
  );
}
