import "server-only";
import { randomFillSync } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { webauthnChallenges } from "@/lib/db/schema";
import { hitRateLimit, limitSubject } from "@/lib/data/rate-limits";
import { badRequest, tooManyRequests } from "@/lib/errors";

export type ChallengePurpose = "register" | "login";
export type ChallengeRow = typeof webauthnChallenges.$inferSelect;

/** How long a browser has to answer a challenge (its prompt times out after 60 s anyway). */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Login challenges anyone may hold at once: each is a row, and asking costs nothing. */
export const MAX_OUTSTANDING_LOGIN_CHALLENGES = 300;
/** Login challenges one address may ask for per window (a login page asks one per view). */
export const LOGIN_CHALLENGES_PER_IP = 30;
export const LOGIN_CHALLENGE_WINDOW_SECONDS = 5 * 60;

const BUSY = "Too many passkey sign-ins are under way. Please wait a few minutes, or log in with the password.";

/**
 * A fresh challenge, stored until it is answered or expires; expired rows go first. A login
 * challenge is refused (429) past the address's budget, or when MAX_OUTSTANDING_LOGIN_CHALLENGES
 * are waiting: the count and the insert are one statement, so the table stays bounded. The
 * owner's trusted browser is exempt (one browser: it cannot fill the table).
 */
export async function issueChallenge(
  purpose: ChallengePurpose,
  rpId: string,
  options: { userId?: string; ip?: string; trustedBrowser?: boolean } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  // The owner's own browser (its trusted-device note) is never kept out by strangers who
  // fill the budget: the same rule as the password login's global budget.
  const capped = purpose === "login" && !options.trustedBrowser;
  if (capped && options.ip !== undefined) {
    const asked = await hitRateLimit(`passkey-challenge:ip:${limitSubject(options.ip)}`, LOGIN_CHALLENGE_WINDOW_SECONDS);
    if (asked > LOGIN_CHALLENGES_PER_IP) throw tooManyRequests(BUSY);
  }
  const db = await getDb();
  await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, sql`now()`));
  const bytes = randomFillSync(new Uint8Array(32));
  const challenge = Buffer.from(bytes).toString("base64url");
  // The database's clock, like every comparison with the row.
  const expiresAt = sql`now() + make_interval(secs => ${CHALLENGE_TTL_MS / 1000})`;
  const userId = options.userId ?? null;
  if (capped) {
    const inserted = await db.execute(sql`
      insert into ${webauthnChallenges} (challenge, purpose, user_id, rp_id, expires_at)
      select ${challenge}::text, ${purpose}::text, ${userId}::uuid, ${rpId}::text, ${expiresAt}
      where (select count(*) from ${webauthnChallenges} where purpose = 'login' and expires_at > now()) < ${MAX_OUTSTANDING_LOGIN_CHALLENGES}::int
      returning challenge`);
    const rows = Array.isArray(inserted) ? inserted : (inserted as { rows: unknown[] }).rows;
    if (rows.length === 0) throw tooManyRequests(BUSY);
  } else {
    await db.insert(webauthnChallenges).values({ challenge, purpose, userId, rpId, expiresAt });
  }
  return bytes;
}

/**
 * Takes a challenge out of the table if it is live and of this purpose: the one row a
 * ceremony may be checked against, so an answer replayed later finds nothing.
 */
export async function consumeChallenge(challenge: string, purpose: ChallengePurpose): Promise<ChallengeRow | null> {
  const db = await getDb();
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The challenge a browser's answer says it signed, read from its clientDataJSON (base64url
 * JSON); the signature over it is checked afterwards, against the row this names.
 */
export function challengeOf(clientDataJSON: string): string {
  try {
    const clientData = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as { challenge?: unknown };
    if (typeof clientData.challenge === "string" && /^[A-Za-z0-9_-]{1,200}$/.test(clientData.challenge)) {
      return clientData.challenge;
    }
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest("The passkey's answer could not be read. Please try again.");
}
