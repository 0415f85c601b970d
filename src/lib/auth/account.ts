import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { ApiError, badRequest, conflict, unauthorized } from "@/lib/errors";
import type { AccountChange } from "@/lib/validations/account";
import { verifyCredentials, withHashSlot } from "./login";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { revokeOtherSessions, type Owner } from "./session";

/** What /admin/account shows of the login (never the hash). */
export interface Account {
  email: string;
  name: string;
  /** The zero-config demo's published password is still the one (the first-run checklist's first item). */
  demoPassword: boolean;
}

export async function readAccount(userId: string): Promise<Account | null> {
  const db = await getDb();
  const [row] = await db.select({ email: users.email, name: users.name, demoPassword: users.demoPassword }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export interface AccountChangeResult {
  msg: string;
  passwordChanged: boolean;
  /** How many other devices the new password signed out. */
  signedOut: number;
}

/**
 * The signed-in owner proves the password again before a change of keys (a new password, a
 * new e-mail, a new passkey): a stolen session alone cannot add a way in that outlives it.
 * Checked exactly like a login (the per-address limits; a wrong one counts as a failure,
 * but never draws on the global budget), and answered 400, not 401, which the admin's forms
 * read as an ended session. Returns the hash it was checked against, for the write to
 * confirm it is still the one.
 */
export async function confirmCurrentPassword(owner: Owner, password: string, ip: string): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, owner._id)).limit(1);
  try {
    await verifyCredentials({ email: owner.email, password }, ip, null, { globalBudget: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw badRequest("The current password is wrong.");
    throw error;
  }
  if (!row) throw badRequest("The current password is wrong.");
  return row.passwordHash;
}

/**
 * Changes the owner's login: the current password first, checked exactly like a login (the
 * same limits; a wrong one counts as a failed login), but answered 400, not 401, which the
 * admin's forms read as an ended session. A new password is hashed (the slow scrypt), ends
 * the demo's flag and signs out every other session in the same transaction; this session
 * stays. A new e-mail is the next login's.
 */
export async function changeAccount(owner: Owner, sessionId: string, change: AccountChange, ip: string): Promise<AccountChangeResult> {
  const verifiedHash = await confirmCurrentPassword(owner, change.currentPassword, ip);
  const email = change.email?.trim().toLowerCase();
  const newPassword = change.newPassword;
  if (newPassword !== undefined) {
    const problem = await passwordProblem(newPassword, email ?? owner.email);
    if (problem) throw badRequest(problem);
    if (newPassword === change.currentPassword) throw badRequest("The new password is the current one: choose another.");
  }
  const passwordHash = newPassword !== undefined ? await withHashSlot(() => hashPassword(newPassword)) : undefined;
  const db = await getDb();
  let signedOut = 0;
  await db.transaction(async (tx) => {
    // Two changes at once, or one from a session signed out meanwhile: the row is locked,
    // and the write goes ahead only if the password checked is still the one and this
    // session still exists.
    const [locked] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, owner._id)).for("update");
    const [live] = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    if (!live) throw unauthorized();
    if (locked?.passwordHash !== verifiedHash) throw conflict("The password was changed meanwhile, on another device. Reload, then try again with the new one.");
    if (email && email !== owner.email) {
      const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (taken && taken.id !== owner._id) throw badRequest("That e-mail is already in use.");
    }
    await tx
      .update(users)
      .set({
        ...(email ? { email } : {}),
        ...(passwordHash ? { passwordHash, demoPassword: false } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, owner._id));
    if (passwordHash) signedOut = await revokeOtherSessions(owner._id, sessionId, tx);
  });
  const parts = [
    ...(email && email !== owner.email ? [`Your login e-mail is now ${email}.`] : []),
    ...(passwordHash ? [`Your password is changed${signedOut > 0 ? `; ${signedOut === 1 ? "one other device was" : `${signedOut} other devices were`} signed out` : ""}.`] : []),
  ];
  return { msg: parts.join(" ") || "Nothing changed.", passwordChanged: passwordHash !== undefined, signedOut };
}
