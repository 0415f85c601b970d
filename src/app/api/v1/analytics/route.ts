import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { queryAnalytics } from "@/lib/analytics/query";
import { badRequest } from "@/lib/errors";
import { parsePeriod } from "@/lib/validations/analytics";

/** The owner's visitor counts for the last 7, 30 (the default) or 90 days. */
export const GET = route(
  async ({ req }) => {
    const days = parsePeriod(new URL(req.url).searchParams.get("days"));
    if (days === null) throw badRequest("days must be 7, 30 or 90.");
    return json(await queryAnalytics(days));
  },
  { owner: true },
);

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET });
