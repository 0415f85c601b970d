import "server-only";
import { headers } from "next/headers";

/**
 * The headers of the request being answered, for the files rendered per request (the
 * sitemap, robots.txt), which take their origin from it when none is configured. Null
 * outside a request: a script or a test calling the route's function directly.
 */
export async function currentRequestHeaders(): Promise<Headers | null> {
  try {
    return (await headers()) as unknown as Headers;
  } catch (error) {
    if (error instanceof Error && /outside a request scope/.test(error.message)) return null;
    throw error;
  }
}
