import { z } from "zod";
import { LIMITS, optionalText, requiredText } from "./fields";

/** POST /api/v1/views: the page a visitor sees, and where they came from. */
export const viewSchema = z.object({
  path: requiredText(LIMITS.short * 2).refine((value) => value.startsWith("/"), "must be a path on this site, starting with /"),
  // Absent, null or "": none.
  referrer: optionalText(LIMITS.url).nullish(),
  utm_source: optionalText(LIMITS.short).nullish(),
});

export type ViewInput = z.infer<typeof viewSchema>;

/** The periods GET /api/v1/analytics answers for, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** `?days=` of the analytics routes: 7, 30 or 90; absent means 30. */
export function parsePeriod(value: string | null): AnalyticsPeriod | null {
  if (value === null) return 30;
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days) && /^\d+$/.test(value) ? (days as AnalyticsPeriod) : null;
}
