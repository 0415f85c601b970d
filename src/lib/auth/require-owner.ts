import "server-only";
import { redirect } from "next/navigation";
import { getCurrentOwner } from "./current-owner";
import type { Owner } from "./session";

/**
 * The owner of an admin screen, or a redirect to / for anyone else. Every admin layout AND
 * page calls it: with partial rendering a client navigation may render a page without its
 * layout running again, so a layout-only check would not protect the page.
 */
export async function requireOwner(): Promise<Owner> {
  const owner = await getCurrentOwner();
  if (!owner) redirect("/");
  return owner;
}
