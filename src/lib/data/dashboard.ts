import "server-only";
import { and, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { blogs, certifications, experiences, messages, projects, techStack } from "@/lib/db/schema";
import { notDeleted } from "@/lib/trash/condition";
import { listRecentActivity, type Activity } from "./activity";
import { listMessagePage, type Message } from "./messages";

export interface ContentCounts {
  /** Every project, archived ones included. */
  projects: number;
  archivedProjects: number;
  blogs: number;
  experiences: number;
  certifications: number;
  techStack: number;
  messages: number;
  unreadMessages: number;
}

export interface Dashboard {
  counts: ContentCounts;
  latestMessages: Message[];
  latestActivity: Activity[];
}

type CountName = keyof ContentCounts;

/** Every count in one round trip: one `count(*)` per row of a UNION ALL. */
async function countContent(): Promise<ContentCounts> {
  const db = await getDb();
  // The names are fixed strings of this module, never input.
  const counted = (name: CountName) => ({
    name: sql<CountName>`${sql.raw(`'${name}'`)}::text`.as("name"),
    count: sql<number>`count(*)::int`.as("count"),
  });
  const rows = await unionAll(
    db.select(counted("projects")).from(projects).where(notDeleted(projects)),
    db.select(counted("archivedProjects")).from(projects).where(and(sql`${projects.isArchived}`, notDeleted(projects))),
    db.select(counted("blogs")).from(blogs).where(notDeleted(blogs)),
    db.select(counted("experiences")).from(experiences).where(notDeleted(experiences)),
    db.select(counted("certifications")).from(certifications).where(notDeleted(certifications)),
    db.select(counted("techStack")).from(techStack).where(notDeleted(techStack)),
    db.select(counted("messages")).from(messages).where(notDeleted(messages)),
    db.select(counted("unreadMessages")).from(messages).where(and(sql`not ${messages.read}`, notDeleted(messages))),
  );
  const counts = Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
  return counts as unknown as ContentCounts;
}

/** What the owner's dashboard (/admin) shows, in three queries. */
export async function getDashboard({ messages: messageCount = 5, activity: activityCount = 8 } = {}): Promise<Dashboard> {
  const [counts, latest, latestActivity] = await Promise.all([
    countContent(),
    listMessagePage(messageCount, null),
    listRecentActivity(activityCount),
  ]);
  return { counts, latestMessages: latest.messages, latestActivity };
}
