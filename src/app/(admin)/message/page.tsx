import type { Metadata } from "next";
import Link from "next/link";
import { AdminPage } from "@/components/admin/admin-page";
import { focusRing } from "@/components/admin/fields/styles";
import { MessageList } from "@/components/admin/messages/message-list";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Messages" };

/** The guard runs on the server; the list itself is read in the browser through SWR. */
export default async function MessagesPage() {
  await requireOwner();
  return (
    <AdminPage title="Messages" description="What visitors sent through the contact form.">
      <Link
        href="/activity"
        className={`inline-flex min-h-11 items-center self-start rounded-md text-sm font-medium text-sky-700 underline dark:text-sky-400 ${focusRing}`}
      >
        Recent logins and changes
      </Link>
      <MessageList />
    </AdminPage>
  );
}
