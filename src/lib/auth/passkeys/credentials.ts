import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys, type PasskeyRow } from "@/lib/db/schema";
import { isId } from "@/lib/data/store";

/** A passkey as the owner's list shows it (never its key). */
export interface PasskeyListing {
  _id: string;
  name: string;
  /** ISO times */
  createdAt: string;
  lastUsedAt: string | null;
}

export function listingOf(row: Pick<PasskeyRow, "id" | "name" | "createdAt" | "lastUsedAt">): PasskeyListing {
  return {
    _id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The owner's passkeys, oldest first (the order they were added in). */
export async function listPasskeys(userId: string): Promise<PasskeyListing[]> {
  const db = await getDb();
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(listingOf);
}

/** The owner's credentials as WebAuthn names them, for excludeCredentials. */
export async function credentialDescriptorsOf(userId: string): Promise<Array<{ id: string; transports: string[] }>> {
  const db = await getDb();
  const rows = await db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, userId));
  return rows;
}

/** Removes one of the owner's passkeys; its name when there was one, else null. */
export async function removePasskey(userId: string, id: string): Promise<string | null> {
  if (!isId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row?.name ?? null;
}
