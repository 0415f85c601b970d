import { route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { analyticsCsv } from "@/lib/analytics/query";

/** Every kept day's views and visitors per page, for a spreadsheet. */
export const GET = route(
  async () =>
    new Response(await analyticsCsv(), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="analytics.csv"',
        "Cache-Control": "no-store",
      },
    }),
  { owner: true },
);

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET });
