import "server-only";
import { after } from "next/server";
import { getPublicProfile } from "@/lib/data/public";
import { getEnv } from "@/lib/env";
import { configuredOrigin, originOf, vercelProductionOrigin } from "@/lib/site/site-url";
import { newLoginMail, type NewLogin } from "./new-login-mail";
import { newMessageMail, type NewMessage } from "./new-message-mail";
import { mailTransport } from "./transport";

/** Waits between attempts: four tries over about 21 s, well inside a function's run time. */
export const RETRY_DELAYS_MS = [1_000, 4_000, 16_000];

/**
 * The owner's inbox on the site: the site's address (the profile's, or Vercel's production
 * domain) + /message; null while the address is unknown. Never the request's origin: its Host
 * header is written by the sender of the message.
 */
export function inboxUrl(configuredSiteUrl: string | null | undefined): string | null {
  const base = originOf(configuredSiteUrl);
  return base ? `${base}/message` : null;
}

/** The configured origin, read from the profile; Vercel's domain when the profile cannot be read. */
async function configuredSiteUrl(): Promise<string | null> {
  try {
    return configuredOrigin(await getPublicProfile());
  } catch {
    return vercelProductionOrigin();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `send` until it succeeds, waiting RETRY_DELAYS_MS between attempts; every failure is
 * logged. A permanent refusal (an SMTP 5xx: bad password, unknown mailbox) would only be
 * refused again, so it ends the attempts. Never rejects: true when sent.
 */
export async function sendWithRetries(send: () => Promise<unknown>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      await send();
      return true;
    } catch (error) {
      const permanent = (error as { permanent?: unknown }).permanent === true;
      const giveUp = permanent || attempt > delays.length;
      console.error(
        `[notify] an e-mail failed (attempt ${attempt}; ${giveUp ? "giving up" : "retrying"}):`,
        error instanceof Error ? error.message : error,
      );
      if (giveUp) return false;
      await sleep(delays[attempt - 1]);
    }
  }
}

/** Deliveries started and not yet finished in this process. */
const inFlight = new Set<Promise<unknown>>();

function track(delivery: Promise<unknown>): Promise<unknown> {
  inFlight.add(delivery);
  const done = () => inFlight.delete(delivery);
  delivery.then(done, done);
  return delivery;
}

/** Resolves once every delivery started in this process has been sent or given up on. */
export async function notificationsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

async function sendMail(smtpUrl: string, mail: ReturnType<typeof newMessageMail>): Promise<boolean> {
  try {
    const transport = mailTransport(smtpUrl);
    try {
      return await sendWithRetries(() => transport.sendMail(mail));
    } finally {
      transport.close();
    }
  } catch (error) {
    console.error("[notify] the new-message e-mail could not be prepared:", error instanceof Error ? error.message : error);
    return false;
  }
}

/**
 * Runs `task` once the response has been sent (Next's `after`, which on Vercel keeps the
 * function alive for it). Outside a request (scripts, tests) `after` throws: the task then
 * runs detached, still without holding up the caller.
 */
function afterResponse(task: () => Promise<unknown>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}

type MailTo = { to: string; from: string };

/**
 * Sends the owner an e-mail made by `makeMail` once the response has gone (nothing without
 * SMTP_URL): the one path of every notice, so none of them holds up a request or lets a
 * failure reach the one who caused it. `what` names it in the log.
 */
function mailOwnerAfterResponse(what: string, makeMail: (settings: MailTo) => Promise<ReturnType<typeof newMessageMail>>): void {
  const failed = (error: unknown) => console.error(`[notify] the ${what} e-mail was not sent:`, error instanceof Error ? error.message : error);
  try {
    const env = getEnv();
    if (!env.SMTP_URL || !env.NOTIFY_EMAIL) return;
    const smtpUrl = env.SMTP_URL;
    const settings = { to: env.NOTIFY_EMAIL, from: env.NOTIFY_FROM ?? env.NOTIFY_EMAIL };
    const deliver = async () => {
      try {
        return await sendMail(smtpUrl, await makeMail(settings));
      } catch (error) {
        failed(error);
        return false;
      }
    };
    afterResponse(() => track(deliver()));
  } catch (error) {
    failed(error);
  }
}

/**
 * E-mails the owner about a message that has just been stored, after the response: the
 * visitor never waits for SMTP and a failure never reaches them. Does nothing without
 * SMTP_URL.
 */
export function notifyNewMessage(message: NewMessage): void {
  mailOwnerAfterResponse("new-message", async (settings) => newMessageMail(message, { ...settings, inboxUrl: inboxUrl(await configuredSiteUrl()) }));
}

/**
 * E-mails the owner that a browser which had not logged in before has just logged in, with a
 * signed link that signs that session out (`signOutPath`, made absolute on the site's
 * configured address: never the request's Host, which the one logging in wrote). After the
 * response; nothing without SMTP_URL.
 */
export function notifyNewLogin(login: Omit<NewLogin, "signOutUrl" | "timeZone">, signOutPath: string): void {
  mailOwnerAfterResponse("new-login", async (settings) => {
    const profile = await getPublicProfile().catch(() => null);
    const base = originOf(profile ? configuredOrigin(profile) : vercelProductionOrigin());
    return newLoginMail({ ...login, signOutUrl: base ? `${base}${signOutPath}` : null, timeZone: profile?.timeZone ?? "UTC" }, settings);
  });
}
