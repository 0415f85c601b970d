import { json } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { queryCount } from "@/lib/db/client";
import { getEnv } from "@/lib/env";

/**
 * The number of database queries this process has run, for `npm run bench`, and its
 * resident memory, for the browser suite's body-limit check. Exists only when the server
 * was started with BENCH_QUERY_COUNTER=1; a 404 everywhere else.
 */
export function GET() {
  if (!getEnv().BENCH_QUERY_COUNTER) return json({ msg: "Not found." }, 404);
  return json({ queries: queryCount(), rss: process.memoryUsage().rss });
}

const counter = methods({ GET });

// Without the counter the endpoint does not exist, whatever the method: no 405 gives it away.
const unlessHidden = (answer: (req: Request) => Response) => (req: Request) =>
  getEnv().BENCH_QUERY_COUNTER ? answer(req) : json({ msg: "Not found." }, 404);

export const { HEAD } = counter;
export const OPTIONS = unlessHidden(counter.OPTIONS);
export const POST = unlessHidden(counter.POST);
export const PUT = unlessHidden(counter.PUT);
export const PATCH = unlessHidden(counter.PATCH);
export const DELETE = unlessHidden(counter.DELETE);
