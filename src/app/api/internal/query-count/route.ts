import { json } from "@/lib/api/handler";
import { queryCount } from "@/lib/db/client";
import { getEnv } from "@/lib/env";

/**
 * The number of database queries this process has run, for `npm run bench`. Exists only
 * when the server was started with BENCH_QUERY_COUNTER=1; a 404 everywhere else.
 */
export function GET() {
  if (!getEnv().BENCH_QUERY_COUNTER) return json({ msg: "Not found." }, 404);
  return json({ queries: queryCount() });
}
