import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { analyticsCountries, analyticsDays, analyticsPages, analyticsSecrets, analyticsSources, analyticsVisitors } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { dayIn, monthsBefore } from "./day";

/** Distinct sources kept per day; the views of any further source are counted as OTHER_SOURCE. */
export const MAX_SOURCES_PER_DAY = 100;
export const OTHER_SOURCE = "other";

export interface View {
  /** The page key (src/lib/analytics/pages.ts pageKeyOf). */
  page: string;
  source: string | null;
  country: string | null;
  /** The client's address and user agent: hashed with the day's secret, never stored. */
  address: string;
  userAgent: string;
  timeZone: string;
  at?: Date;
}

// The day's secret never changes once written: one read per day and server instance.
let knownSecret: { day: string; secret: string } | null = null;

/**
 * The secret of `day`'s visitor hashes, made by the day's first view. Making it is also
 * when the days before are ended: their secrets and hashes are deleted (no stored value
 * can then be linked to a visitor, or one day to another), and counts older than the
 * retention (ANALYTICS_RETENTION_MONTHS) go.
 */
async function secretOf(day: string): Promise<string> {
  if (knownSecret?.day === day) return knownSecret.secret;
  const db = await getDb();
  const [created] = await db
    .insert(analyticsSecrets)
    .values({ day, secret: randomBytes(32).toString("hex") })
    .onConflictDoNothing()
    .returning({ secret: analyticsSecrets.secret });
  if (created) await endDaysBefore(day);
  const secret = created?.secret ?? (await db.select({ secret: analyticsSecrets.secret }).from(analyticsSecrets).where(eq(analyticsSecrets.day, day)))[0]?.secret;
  if (!secret) throw new Error(`The visitor secret of ${day} could not be read.`);
  knownSecret = { day, secret };
  return secret;
}

/** Deletes the secrets and visitor hashes of the days before `today`, and counts past the retention. */
export async function endDaysBefore(today: string): Promise<void> {
  const db = await getDb();
  const cutoff = monthsBefore(today, getEnv().ANALYTICS_RETENTION_MONTHS);
  await db.delete(analyticsSecrets).where(lt(analyticsSecrets.day, today));
  await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
  for (const table of [analyticsDays, analyticsPages, analyticsSources, analyticsCountries]) {
    await db.delete(table).where(lt(table.day, cutoff));
  }
}

/** The visitor's key for one day: useless without the day's secret, which is deleted with it. */
function visitorHash(secret: string, day: string, address: string, userAgent: string): string {
  return createHash("sha256").update(`${secret}\n${day}\n${address}\n${userAgent}`).digest("hex").slice(0, 32);
}

/**
 * Counts one view, in one statement: the day's and the page's views go up by one, their
 * visitors by one when this visitor's hash is new for the day (for the site, for the page),
 * and the source's and country's views by one. A day keeps its first MAX_SOURCES_PER_DAY
 * sources; later ones add to "other". Rows are per day and page: a burst adds no rows.
 */
export async function countView(view: View): Promise<void> {
  const day = dayIn(view.timeZone, view.at);
  const hash = visitorHash(await secretOf(day), day, view.address, view.userAgent);
  const db = await getDb();
  await db.execute(sql`
    with site_visitor as (
      insert into analytics_visitors (day, scope, hash) values (${day}::date, '', ${hash})
      on conflict do nothing returning 1
    ), page_visitor as (
      insert into analytics_visitors (day, scope, hash) values (${day}::date, ${view.page}, ${hash})
      on conflict do nothing returning 1
    ), day_count as (
      insert into analytics_days (day, views, visitors)
      values (${day}::date, 1, (select count(*)::int from site_visitor))
      on conflict (day) do update set views = analytics_days.views + 1, visitors = analytics_days.visitors + excluded.visitors
    ), page_count as (
      insert into analytics_pages (day, page, views, visitors)
      values (${day}::date, ${view.page}, 1, (select count(*)::int from page_visitor))
      on conflict (day, page) do update set views = analytics_pages.views + 1, visitors = analytics_pages.visitors + excluded.visitors
    ), source_count as (
      insert into analytics_sources (day, source, views)
      select ${day}::date,
        case when exists (select 1 from analytics_sources s where s.day = ${day}::date and s.source = ${view.source}::text)
          or (select count(*) from analytics_sources s where s.day = ${day}::date and s.source <> ${OTHER_SOURCE}) < ${MAX_SOURCES_PER_DAY}
          then ${view.source}::text else ${OTHER_SOURCE} end,
        1
      where ${view.source}::text is not null
      on conflict (day, source) do update set views = analytics_sources.views + 1
    )
    insert into analytics_countries (day, country, views)
    select ${day}::date, ${view.country}::text, 1 where ${view.country}::text is not null
    on conflict (day, country) do update set views = analytics_countries.views + 1
  `);
}
