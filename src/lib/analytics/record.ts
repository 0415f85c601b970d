import "server-only";
import { getPublicProfile } from "@/lib/data/public";
import { hitRateLimit, limitSubject } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/env";
import { tooManyRequests } from "@/lib/errors";
import type { ViewInput } from "@/lib/validations/analytics";
import { countView } from "./count";
import { notCountedReason, type NotCounted } from "./exclusion";
import { pageKeyOf } from "./pages";
import { countryOf, sourceOf } from "./source";

export type Outcome = "counted" | NotCounted | "not-a-public-page";

/**
 * What POST /api/v1/views does with a view: the cheap refusals first (no database), then the
 * address's limit (VIEWS_MAX_PER_MINUTE: a 429 past it), then the page (a public page of the
 * site, a post by its id), then the count. Returns what happened, for tests; the beacon
 * hears 204 whatever it was, so it learns nothing about the counts.
 */
export async function recordView(req: Request, ip: string, input: ViewInput): Promise<Outcome> {
  const reason = await notCountedReason(req.headers);
  if (reason) return reason;
  const env = getEnv();
  if ((await hitRateLimit(`views:ip:${limitSubject(ip)}`, 60)) > env.VIEWS_MAX_PER_MINUTE) {
    throw tooManyRequests("Too many page views from this address. Please slow down.");
  }
  const page = await pageKeyOf(input.path);
  if (!page) return "not-a-public-page";
  const { timeZone } = await getPublicProfile();
  await countView({
    page,
    source: sourceOf(input, req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host),
    country: countryOf(req.headers),
    address: ip,
    userAgent: req.headers.get("user-agent") ?? "",
    timeZone,
  });
  return "counted";
}
