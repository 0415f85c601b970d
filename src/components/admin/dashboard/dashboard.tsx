import Link from "next/link";
import type { ContentCounts } from "@/lib/data/dashboard";
import { UnpublishedList, type UnpublishedItem } from "@/components/publishing/unpublished-list";
import { linkClass } from "../fields/styles";
import { ContentCountList } from "./content-counts";
import { InboxSummary } from "./inbox-summary";
import { LatestActivityList, LatestMessages, type LatestActivity, type LatestMessage } from "./latest-lists";
import { ProfileSummary, type ProfileSummaryProps } from "./profile-summary";
import { FirstRunChecklist } from "./first-run-checklist";
import type { Checklist } from "@/lib/first-run/checklist";
import type { Analytics } from "@/lib/analytics/query";
import { VisitorsSection } from "../analytics/visitors-section";
import type { AutosaveSummary } from "@/lib/autosave/types";
import { UnsavedDrafts } from "./unsaved-drafts";

export interface DashboardProps {
  counts: ContentCounts;
  latestMessages: LatestMessage[];
  latestActivity: LatestActivity[];
  /** Who the site says the owner is, with Edit profile. */
  profile?: ProfileSummaryProps;
  /** Drafts and scheduled posts and projects, with Publish now. */
  unpublished?: UnpublishedItem[];
  /** "Make this site yours", while the identity is unfinished or demo content remains. */
  firstRun?: { checklist: Checklist; demoItems: number };
  /** The last 30 days' visitor counts (src/lib/analytics). */
  analytics?: Analytics;
  /** Unsaved work the server keeps (autosaves), from any device. */
  autosaves?: AutosaveSummary[];
}

/** The owner's home: the inbox first, then the content with a New button each, then what happened lately. */
export function DashboardView({ counts, latestMessages, latestActivity, profile, unpublished = [], firstRun, analytics, autosaves = [] }: DashboardProps) {
  return (
    <div className="flex flex-col gap-10">
      {firstRun && <FirstRunChecklist {...firstRun} />}
      <div className="flex flex-col gap-3">
        <InboxSummary unread={counts.unreadMessages} total={counts.messages} />
        {profile && <ProfileSummary {...profile} />}
      </div>
      <UnsavedDrafts autosaves={autosaves} />
      {analytics && <VisitorsSection analytics={analytics} />}
      <section aria-labelledby="dashboard-content" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <h2 id="dashboard-content" className="text-xl font-semibold tracking-tight text-fg">
            Content
          </h2>
          <Link href="/admin/arrange" className={`-mx-2 px-2 text-sm ${linkClass}`}>
            Arrange featured projects and tech stack
          </Link>
        </div>
        <ContentCountList counts={counts} />
      </section>
      <UnpublishedList
        items={unpublished}
        description="Drafts and scheduled items: only you see them until they are published. Scheduled ones go live on their own."
      />
      <div className="grid gap-10 md:grid-cols-2 md:gap-6">
        <LatestMessages messages={latestMessages} />
        <LatestActivityList entries={latestActivity} />
      </div>
    </div>
  );
}
