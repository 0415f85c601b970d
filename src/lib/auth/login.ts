import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/env";
import { tooManyRequests, unauthorized } from "@/lib/errors";
import type { LoginInput } from "@/lib/validations/auth";
import { decoyHash, verifyPassword } from "./password";
import type { Owner } from "./session";

export const INVALID_CREDENTIALS = "Invalid email or password.";

/**
 * Checks credentials under the failed-attempt limits (per address and per e-mail, kept in
 * the database). An unknown e-mail still costs one hash, so its answer takes as long as a
 * wrong password's and reads the same.
 */
export async function verifyCredentials(input: LoginInput, ip: string): Promise<Owner> {
  const env = getEnv();
  const window = env.LOGIN_WINDOW_SECONDS;
  const email = input.email.trim().toLowerCase();
  const ipKey = `login:ip:${ip}`;
  const emailKey = `login:email:${email}`;

  const [ipFailures, emailFailures] = await Promise.all([
    peekRateLimit(ipKey, window),
    peekRateLimit(emailKey, window),
  ]);
  if (ipFailures >= env.LOGIN_MAX_FAILURES_PER_IP || emailFailures >= env.LOGIN_MAX_FAILURES_PER_EMAIL) {
    throw tooManyRequests(
      `Too many failed login attempts. Please wait ${Math.ceil(window / 60)} minutes and try again.`,
    );
  }

  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
  if (!user || !valid) {
    await Promise.all([hitRateLimit(ipKey, window), hitRateLimit(emailKey, window)]);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearRateLimit(emailKey);
  return { _id: user.id, email: user.email, name: user.name };
}
