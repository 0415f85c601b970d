import "server-only";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { and, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { analyticsCountries, analyticsDays, analyticsPages, analyticsSources, blogs } from "@/lib/db/schema";
import { getProfile } from "@/lib/data/profile";
import { endDaysBefore } from "./count";
import { addDays, dayIn, daysBetween } from "./day";
import { COUNTED_PAGES, POST_PAGE_PREFIX } from "./pages";

export interface Counts {
  views: number;
  visitors: number;
}

export interface PageCounts extends Counts {
  path: string;
  title: string;
}

/** GET /api/v1/analytics's answer. A period's visitors are the sum of its days' unique visitors. */
export interface Analytics {
  days: number;
  /** The period's first and last day (the last is today, in the site's time zone). */
  from: string;
  to: string;
  timeZone: string;
  total: Counts;
  /** The period just before, as long: what the change is measured against. */
  previous: Counts;
  daily: Array<{ date: string } & Counts>;
  pages: PageCounts[];
  referrers: Array<{ source: string; views: number }>;
  /** Only where the platform named visitors' countries (Vercel). */
  countries?: Array<{ country: string; views: number }>;
}

const TOP = 20;
const int = (value: unknown) => Number(value ?? 0);

/** What a page key is called on the dashboard and where it lives now; a post by its current title and slug. */
async function describePages(keys: string[]): Promise<Map<string, { path: string; title: string }>> {
  const described = new Map<string, { path: string; title: string }>();
  const postIds = keys.filter((key) => key.startsWith(POST_PAGE_PREFIX)).map((key) => key.slice(POST_PAGE_PREFIX.length));
  if (postIds.length) {
    const db = await getDb();
    const rows = await db.select({ id: blogs.id, title: blogs.title, slug: blogs.slug }).from(blogs).where(inArray(blogs.id, postIds));
    for (const row of rows) described.set(`${POST_PAGE_PREFIX}${row.id}`, { path: `/blogs/${row.slug}`, title: row.title });
  }
  for (const key of keys) {
    if (described.has(key)) continue;
    // A post deleted for good since: its views stay, under no address.
    described.set(key, key.startsWith(POST_PAGE_PREFIX) ? { path: "", title: "A deleted post" } : { path: key, title: COUNTED_PAGES[key] ?? key });
  }
  return described;
}

async function totalBetween(from: string, to: string): Promise<Counts> {
  const db = await getDb();
  const [row] = await db
    .select({ views: sql`coalesce(sum(${analyticsDays.views}), 0)`, visitors: sql`coalesce(sum(${analyticsDays.visitors}), 0)` })
    .from(analyticsDays)
    .where(and(gte(analyticsDays.day, from), lte(analyticsDays.day, to)));
  return { views: int(row?.views), visitors: int(row?.visitors) };
}

/** The last `days` days (today included) in the site's time zone. */
export async function queryAnalytics(days: number, at: Date = new Date()): Promise<Analytics> {
  const { timeZone } = await getProfile();
  const to = dayIn(timeZone, at);
  const from = addDays(to, -(days - 1));
  // Reading is also a moment to end a day no view has ended yet (its secret and hashes go).
  await endDaysBefore(to);
  const db = await getDb();
  const inPeriod = (table: { day: AnyPgColumn }) => and(gte(table.day, from), lte(table.day, to));
  const [dayRows, total, previous, pageRows, sourceRows, countryRows] = await Promise.all([
    db.select().from(analyticsDays).where(inPeriod(analyticsDays)),
    totalBetween(from, to),
    totalBetween(addDays(from, -days), addDays(from, -1)),
    db
      .select({ page: analyticsPages.page, views: sql`sum(${analyticsPages.views})`, visitors: sql`sum(${analyticsPages.visitors})` })
      .from(analyticsPages)
      .where(inPeriod(analyticsPages))
      .groupBy(analyticsPages.page)
      .orderBy(desc(sql`sum(${analyticsPages.views})`), analyticsPages.page)
      .limit(TOP),
    db
      .select({ source: analyticsSources.source, views: sql`sum(${analyticsSources.views})` })
      .from(analyticsSources)
      .where(inPeriod(analyticsSources))
      .groupBy(analyticsSources.source)
      .orderBy(desc(sql`sum(${analyticsSources.views})`), analyticsSources.source)
      .limit(TOP),
    db
      .select({ country: analyticsCountries.country, views: sql`sum(${analyticsCountries.views})` })
      .from(analyticsCountries)
      .where(inPeriod(analyticsCountries))
      .groupBy(analyticsCountries.country)
      .orderBy(desc(sql`sum(${analyticsCountries.views})`), analyticsCountries.country)
      .limit(TOP),
  ]);
  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const described = await describePages(pageRows.map((row) => row.page));
  return {
    days,
    from,
    to,
    timeZone,
    total,
    previous,
    daily: daysBetween(from, to).map((date) => ({ date, views: byDay.get(date)?.views ?? 0, visitors: byDay.get(date)?.visitors ?? 0 })),
    pages: pageRows.map((row) => ({ ...described.get(row.page)!, views: int(row.views), visitors: int(row.visitors) })),
    referrers: sourceRows.map((row) => ({ source: row.source, views: int(row.views) })),
    ...(countryRows.length ? { countries: countryRows.map((row) => ({ country: row.country, views: int(row.views) })) } : {}),
  };
}

/** A post's views over the last `days` days and over every day kept. */
export async function viewsOfPost(id: string, days = 30, at: Date = new Date()): Promise<{ recent: number; kept: number }> {
  const { timeZone } = await getProfile();
  const to = dayIn(timeZone, at);
  const db = await getDb();
  const [row] = await db
    .select({
      recent: sql`coalesce(sum(${analyticsPages.views}) filter (where ${analyticsPages.day} >= ${addDays(to, -(days - 1))}::date), 0)`,
      kept: sql`coalesce(sum(${analyticsPages.views}), 0)`,
    })
    .from(analyticsPages)
    .where(eq(analyticsPages.page, `${POST_PAGE_PREFIX}${id}`));
  return { recent: int(row?.recent), kept: int(row?.kept) };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Quoted when needed; a leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Every kept day's counts per page, as CSV (GET /api/v1/analytics.csv). */
export async function analyticsCsv(): Promise<string> {
  const db = await getDb();
  const rows = await db.select().from(analyticsPages).orderBy(analyticsPages.day, analyticsPages.page);
  const described = await describePages([...new Set(rows.map((row) => row.page))]);
  const lines = ["date,path,title,views,visitors"];
  for (const row of rows) {
    const page = described.get(row.page)!;
    lines.push([row.day, page.path, page.title, row.views, row.visitors].map(csvCell).join(","));
  }
  return `${lines.join("\n")}\n`;
}
