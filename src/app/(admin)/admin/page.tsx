import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { DashboardView } from "@/components/admin/dashboard/dashboard";
import { requireOwner } from "@/lib/auth/require-owner";
import { queryAnalytics } from "@/lib/analytics/query";
import { readAccount } from "@/lib/auth/account";
import { listAutosaves } from "@/lib/autosave/autosaves";
import { getDashboard } from "@/lib/data/dashboard";
import { getPublicProfile } from "@/lib/data/public";
import { firstRunChecklist } from "@/lib/first-run/checklist";
import { countDemoItems } from "@/lib/first-run/demo-content";
import { listPending } from "@/lib/publishing/pending";
import { visibleLinks } from "@/lib/site/identity";
import { configuredOrigin } from "@/lib/site/site-url";
import { storedImage } from "@/lib/site/stored-image";

export const metadata: Metadata = { title: "Dashboard" };

/**
 * The owner's home: counts, unsaved drafts from any device, the last 30 days' visitors, a New
 * button per content type, drafts and scheduled items, the latest messages and activity.
 */
export default async function DashboardPage() {
  const owner = await requireOwner();
  // The profile from the public cache (fresh after every save, which expires its tag).
  const [{ counts, latestMessages, latestActivity }, profile, unpublished, demoItems, analytics, autosaves, account] = await Promise.all([
    getDashboard(),
    getPublicProfile(),
    listPending(),
    countDemoItems(),
    queryAnalytics(30),
    listAutosaves(),
    readAccount(owner._id),
  ]);
  const checklist = firstRunChecklist(profile, {
    demoItems,
    addressKnown: configuredOrigin(profile) !== null,
    demoPassword: account?.demoPassword ?? false,
  });
  const missing = [
    ...(profile.avatar ? [] : ["photo"]),
    ...(profile.resumeUrl ? [] : ["résumé"]),
    ...(visibleLinks(profile.links).length > 0 ? [] : ["links"]),
  ];
  return (
    <AdminPage title="Dashboard" description="Your site at a glance: what is on it, who wrote, and what changed lately.">
      <DashboardView
        counts={counts}
        analytics={analytics}
        unpublished={unpublished}
        autosaves={autosaves}
        firstRun={checklist.finished ? undefined : { checklist, demoItems }}
        profile={{ name: profile.name, role: profile.role, avatar: storedImage(profile, "avatar"), missing }}
        latestMessages={latestMessages.map((message) => ({
          _id: message._id,
          name: message.name,
          subject: message.subject,
          read: message.read,
          at: message.createdAt.toISOString(),
        }))}
        latestActivity={latestActivity.map((entry) => ({
          _id: entry._id,
          action: entry.action,
          detail: entry.detail,
          at: entry.createdAt.toISOString(),
        }))}
      />
    </AdminPage>
  );
}
