import type { ContentCounts } from "@/lib/data/dashboard";
import { ContentCountList } from "./content-counts";
import { InboxSummary } from "./inbox-summary";
import { LatestActivityList, LatestMessages, type LatestActivity, type LatestMessage } from "./latest-lists";
import { ProfileSummary, type ProfileSummaryProps } from "./profile-summary";

export interface DashboardProps {
  counts: ContentCounts;
  latestMessages: LatestMessage[];
  latestActivity: LatestActivity[];
  /** Who the site says the owner is, with Edit profile. */
  profile?: ProfileSummaryProps;
}

/** The owner's home: the inbox first, then the content with a New button each, then what happened lately. */
export function DashboardView({ counts, latestMessages, latestActivity, profile }: DashboardProps) {
  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-3">
        <InboxSummary unread={counts.unreadMessages} total={counts.messages} />
        {profile && <ProfileSummary {...profile} />}
      </div>
      <section aria-labelledby="dashboard-content" className="flex flex-col gap-3">
        <h2 id="dashboard-content" className="text-xl font-semibold tracking-tight text-fg">
          Content
        </h2>
        <ContentCountList counts={counts} />
      </section>
      <div className="grid gap-10 md:grid-cols-2 md:gap-6">
        <LatestMessages messages={latestMessages} />
        <LatestActivityList entries={latestActivity} />
      </div>
    </div>
  );
}
