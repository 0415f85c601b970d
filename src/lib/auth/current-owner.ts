import "server-only";
import { cookies } from "next/headers";
import { ownerFromCookie, SECURE_SESSION_COOKIE, SESSION_COOKIE, type Owner } from "./session";

/** The logged-in owner in a server component or server action, or null. */
export async function getCurrentOwner(): Promise<Owner | null> {
  const jar = await cookies();
  const value = jar.get(SECURE_SESSION_COOKIE)?.value ?? jar.get(SESSION_COOKIE)?.value;
  return ownerFromCookie(value);
}
