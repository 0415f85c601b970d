import Link from "next/link";
import type { Analytics } from "@/lib/analytics/query";
import { focusRing, linkClass } from "../fields/styles";
import { formatChange, formatDay } from "./format";
import { VisitsChart } from "./visits-chart";

const card = "rounded-2xl border border-line bg-surface p-4 shadow-card";

function Total({ label, now, before, days }: { label: string; now: number; before: number; days: number }) {
  return (
    <div className={`${card} flex flex-col gap-1`}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-3xl font-semibold tabular-nums tracking-tight text-fg">{now.toLocaleString("en")}</dd>
      <dd className="text-sm text-muted">
        {formatChange(now, before)} <span className="sr-only">compared with the {days} days before</span>
        <span aria-hidden="true">vs previous {days} days</span>
      </dd>
    </div>
  );
}

function TopList({ title, id, rows, empty }: { title: string; id: string; rows: Array<{ key: string; label: React.ReactNode; views: number }>; empty: string }) {
  return (
    <section aria-labelledby={id} className={`${card} flex flex-col gap-2`}>
      <h3 id={id} className="font-semibold text-fg">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {rows.map((row) => (
            <li key={row.key} className="flex min-h-11 items-center justify-between gap-3 py-1.5 text-sm">
              <span className="flex min-h-11 min-w-0 flex-1 items-center break-words">{row.label}</span>
              <span className="shrink-0 tabular-nums text-muted">
                {row.views.toLocaleString("en")}
                <span className="sr-only"> views</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The dashboard's visitor counts: the last 30 days' totals with the change against the 30
 * days before, the chart with its table, the top pages and posts, the top sources.
 */
export function VisitorsSection({ analytics }: { analytics: Analytics }) {
  const { days, total, previous, daily, pages, referrers, countries } = analytics;
  return (
    <section aria-labelledby="dashboard-visitors" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <h2 id="dashboard-visitors" className="text-xl font-semibold tracking-tight text-fg">
          Visitors
        </h2>
        <a href="/api/v1/analytics.csv" className={`-mx-2 px-2 text-sm ${linkClass}`} download>
          Download all counts (CSV)
        </a>
      </div>
      <p className="text-sm text-muted">
        The last {days} days ({formatDay(analytics.from)} to {formatDay(analytics.to)}, days in {analytics.timeZone}). A
        visitor is counted once per day, so a period&apos;s visitors are the sum of its days&apos; visitors. Your own visits,
        bots and visitors asking not to be tracked are not counted. <Link href="/privacy" className={linkClass}>What is kept</Link>
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <Total label="Views" now={total.views} before={previous.views} days={days} />
        <Total label="Visitors" now={total.visitors} before={previous.visitors} days={days} />
      </dl>
      <div className={card}>
        <VisitsChart daily={daily} />
        <details className="mt-2">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm text-accent">Show the figures per day</summary>
          <div className="max-h-80 overflow-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Views and visitors per day, the last {days} days</caption>
              <thead>
                <tr className="text-left text-muted">
                  <th scope="col" className="py-1 font-medium">Day</th>
                  <th scope="col" className="py-1 text-right font-medium">Views</th>
                  <th scope="col" className="py-1 text-right font-medium">Visitors</th>
                </tr>
              </thead>
              <tbody className="tabular-nums">
                {[...daily].reverse().map((day) => (
                  <tr key={day.date} className="border-t border-line">
                    <th scope="row" className="py-1 text-left font-normal">{formatDay(day.date)}</th>
                    <td className="py-1 text-right">{day.views}</td>
                    <td className="py-1 text-right">{day.visitors}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        <TopList
          title="Top pages and posts"
          id="dashboard-top-pages"
          empty="No views yet."
          rows={pages.slice(0, 10).map((page) => ({
            key: page.path || page.title,
            // The whole row's width: a touch target however short the title.
            label: page.path ? (
              <Link href={page.path} className={`flex min-h-11 flex-1 items-center rounded-md font-medium text-accent underline-offset-4 hover:underline ${focusRing}`}>
                {page.title}
              </Link>
            ) : (
              page.title
            ),
            views: page.views,
          }))}
        />
        <TopList
          title="Top sources"
          id="dashboard-top-sources"
          empty="No visitor came from another site yet."
          rows={referrers.slice(0, 10).map((row) => ({ key: row.source, label: row.source, views: row.views }))}
        />
        {countries && (
          <TopList
            title="Countries"
            id="dashboard-countries"
            empty=""
            rows={countries.slice(0, 10).map((row) => ({ key: row.country, label: row.country, views: row.views }))}
          />
        )}
      </div>
    </section>
  );
}
