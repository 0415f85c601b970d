import { isbot } from "isbot";
import { readSessionToken, sessionCookieFrom } from "@/lib/auth/session-token";
import { getEnv } from "@/lib/env";

/** Headless and automation browsers that isbot's list may not name. */
const HEADLESS = /headless|phantomjs|selenium|webdriver|puppeteer|playwright|lighthouse|electron/i;

export type NotCounted = "preview-deployment" | "do-not-track" | "global-privacy-control" | "bot" | "owner";

/**
 * Why a view is not counted, or null when it is: a preview deployment, a visitor who asks
 * not to be tracked (DNT: 1, Sec-GPC: 1), a bot or headless browser (or no user agent at
 * all), or the owner (a valid session cookie of this site: checked here, on the server; no
 * query). Cheap checks only: this runs before any database work.
 */
export async function notCountedReason(headers: Headers): Promise<NotCounted | null> {
  if (getEnv().VERCEL_ENV === "preview") return "preview-deployment";
  if (headers.get("dnt")?.trim() === "1") return "do-not-track";
  if (headers.get("sec-gpc")?.trim() === "1") return "global-privacy-control";
  const agent = headers.get("user-agent") ?? "";
  if (agent.trim() === "" || isbot(agent) || HEADLESS.test(agent)) return "bot";
  if (await readSessionToken(sessionCookieFrom(headers.get("cookie")))) return "owner";
  return null;
}
