import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ActivityList } from "@/components/admin/activity-list";
import { requireOwner } from "@/lib/auth/require-owner";
import { listRecentActivity } from "@/lib/data/activity";

export const metadata: Metadata = { title: "Activity" };

const RECENT = 50;

/** The latest owner logins (successful or not) and changes, newest first. */
export default async function ActivityPage() {
  await requireOwner();
  const entries = await listRecentActivity(RECENT);
  return (
    <AdminPage
      title="Activity"
      description={`The latest ${RECENT} logins and changes, with the address they came from. A failed login you do not recognise is worth a look.`}
      back={{ href: "/message", label: "Messages" }}
    >
      <ActivityList
        entries={entries.map((entry) => ({
          _id: entry._id,
          action: entry.action,
          detail: entry.detail,
          ip: entry.ip,
          at: entry.createdAt.toISOString(),
        }))}
      />
    </AdminPage>
  );
}
