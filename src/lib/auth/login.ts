import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { clearRateLimit, hitRateLimit, limitSubject, releaseRateLimit } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/env";
import { ApiError, tooManyRequests, unauthorized } from "@/lib/errors";
import type { LoginInput } from "@/lib/validations/auth";
import { decoyHash, verifyPassword } from "./password";
import type { Owner } from "./session";
import { isTrustedDevice, TRUSTED_DEVICE_COOKIE, type TrustedUser } from "./trusted-device";

export const INVALID_CREDENTIALS = "Invalid email or password.";

/** The key of the budget all addresses share; see docs/decisions.md, "Login limits". */
export const GLOBAL_LOGIN_KEY = "login:global";

export function loginLimitKeys(ip: string, email: string) {
  const subject = limitSubject(ip);
  return {
    ip: `login:ip:${subject}`,
    ipEmail: `login:ip-email:${subject} ${email.trim().toLowerCase()}`,
  };
}

/**
 * Checks credentials under three failure limits kept in the database: per address, per
 * address and e-mail together, and one budget for all addresses that a browser the owner
 * logged in from before does not draw on. Each attempt reserves its place in every
 * counter with one atomic upsert before the password is checked, so parallel attempts
 * cannot all pass a check that none has counted yet; a successful login gives its places
 * back. An unknown e-mail costs one hash as well, and the limits never depend on whether
 * the e-mail exists: every answer reads the same and takes about as long.
 * `globalBudget: false`: a signed-in owner confirming the current password (Account).
 */
export async function verifyCredentials(
  input: LoginInput,
  ip: string,
  cookieHeader: string | null = null,
  { globalBudget = true }: { globalBudget?: boolean } = {},
): Promise<Owner> {
  const env = getEnv();
  const window = env.LOGIN_WINDOW_SECONDS;
  const email = input.email.trim().toLowerCase();
  const keys = loginLimitKeys(ip, email);
  const limited = () =>
    tooManyRequests(`Too many failed login attempts. Please wait ${Math.ceil(window / 60)} minutes and try again.`);

  const [ipCount, ipEmailCount] = await Promise.all([
    hitRateLimit(keys.ip, window),
    hitRateLimit(keys.ipEmail, window),
  ]);
  // Refused attempts keep their places: they count against the address that sent them.
  if (ipCount > env.LOGIN_MAX_FAILURES_PER_IP || ipEmailCount > env.LOGIN_MAX_FAILURES_PER_EMAIL) throw limited();

  const reserved = [keys.ip, keys.ipEmail];
  try {
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // The global budget is for logins; a signed-in owner confirming the password (Account)
    // is not one, and strangers spending it must not stop the owner changing it.
    if (globalBudget && (!user || !isTrustedDevice(cookieHeader, user))) {
      const globalCount = await hitRateLimit(GLOBAL_LOGIN_KEY, window);
      reserved.push(GLOBAL_LOGIN_KEY);
      if (globalCount > env.LOGIN_MAX_FAILURES_GLOBAL) {
        // Not this address's fault: give its places back so the wait ends with the budget.
        await release(reserved);
        throw limited();
      }
    }
    const valid = await withHashSlot(async () =>
      verifyPassword(input.password, user?.passwordHash ?? (await decoyHash())),
    );
    if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS); // the places stay: a failure
    await Promise.all([clearRateLimit(keys.ipEmail), release(reserved.filter((key) => key !== keys.ipEmail))]);
    return { _id: user.id, email: user.email, name: user.name };
  } catch (error) {
    // The database failed midway: that attempt was not a guess.
    if (!(error instanceof ApiError)) await release(reserved).catch(() => {});
    throw error;
  }
}

/** The owner as a trusted-device note is signed for (src/lib/auth/trusted-device.ts); null when gone. */
export async function trustedUserOf(userId: string): Promise<TrustedUser | null> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}

/**
 * True when the Cookie header carries the owner's trusted-device note (a browser the owner
 * logged in from before, with the current password). No note, no query.
 */
export async function isOwnersTrustedBrowser(cookieHeader: string | null): Promise<boolean> {
  if (!cookieHeader?.includes(`${TRUSTED_DEVICE_COOKIE}=`)) return false;
  const db = await getDb();
  const [owner] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).orderBy(users.createdAt).limit(1);
  return owner ? isTrustedDevice(cookieHeader, owner) : false;
}

async function release(keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => releaseRateLimit(key)));
}

/**
 * At most HASH_SLOTS password checks run at once in this process; the rest wait their
 * turn. scrypt holds one of libuv's four threads (shared with file and DNS work) and
 * 32 MiB for ~150 ms, so a burst of logins would otherwise slow every other visitor.
 */
const HASH_SLOTS = 2;
let hashesRunning = 0;
const hashQueue: Array<() => void> = [];

export async function withHashSlot<T>(task: () => Promise<T>): Promise<T> {
  if (hashesRunning < HASH_SLOTS) hashesRunning++;
  else await new Promise<void>((resolve) => hashQueue.push(resolve));
  try {
    return await task();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = hashQueue.shift();
    if (next) next();
    else hashesRunning--;
  }
}
