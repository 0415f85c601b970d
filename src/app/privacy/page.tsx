import type { Metadata } from "next";
import { PageTitle } from "@/components/site/page-title";
import { Container } from "@/components/ui/container";
import { getPublicProfile } from "@/lib/data/public";
import { getEnv } from "@/lib/env";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getPublicProfile();
  return pageMetadata(profile, {
    path: "/privacy",
    title: "Privacy",
    description: `What ${profile.name}'s site counts of a visit, and what it never keeps.`,
  });
}

/** What src/lib/analytics does, in plain words: keep it in step with that code. */
export default async function PrivacyPage() {
  const profile = await getPublicProfile();
  const months = getEnv().ANALYTICS_RETENTION_MONTHS;
  return (
    <Container className="max-w-3xl">
      <PageTitle eyebrow="Privacy" title="What this site counts" description="No cookies, no tracking, no third parties." />
      <div className="flex flex-col gap-4 text-pretty leading-relaxed text-fg">
        <p>
          This site counts how many times each page is read, so that {profile.name} knows whether anyone reads it. The
          counting happens on this site&apos;s own server. No other company sees your visit, and no advertising or
          analytics service is used.
        </p>
        <p>
          No cookie is set and nothing is stored in your browser. Your IP address and your browser&apos;s full
          description are never stored. To count a visitor once per day, the server mixes them with the date and a
          random secret into a code that cannot be turned back into either. The secret and the codes are deleted when
          the day is over, so no stored value can be linked to you, or one day to the next.
        </p>
        <p>
          What is kept is a total per day and per page: views and visitors. Where a visitor came from is kept as the
          other site&apos;s name only (such as news.ycombinator.com), never the full link, plus a campaign name if
          the link carried one (utm_source). These totals are kept for {months} months.
        </p>
        <p>
          If your browser asks sites not to track you (Do Not Track or Global Privacy Control), your visits are not
          counted at all.
        </p>
      </div>
    </Container>
  );
}
