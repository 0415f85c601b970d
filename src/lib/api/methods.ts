import { ROUTE_METHODS } from "@/lib/self-hosting/methods.mjs";
import { errorResponse } from "./handler";

/** The methods Next.js dispatches to a route handler (the self-hosted server answers others). */
export { ROUTE_METHODS };
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** The methods a route file may implement; HEAD follows GET and OPTIONS is answered here. */
type ImplementedMethod = Exclude<RouteMethod, "HEAD" | "OPTIONS">;
// `never` as the context: any handler's own context type is accepted.
type AnyHandler = (req: Request, context: never) => Response | Promise<Response>;
type Handlers = Partial<Record<ImplementedMethod, AnyHandler>>;

type Refusal = (req: Request) => Response;
type AllMethods<H extends Handlers> = {
  [M in RouteMethod]: M extends keyof H
    ? H[M]
    : M extends "HEAD"
      ? "GET" extends keyof H
        ? H["GET"]
        : Refusal
      : Refusal;
};

/** "GET, HEAD, OPTIONS": the Allow header of a route implementing `handlers`. */
export function allowedMethods(handlers: Handlers): string {
  const implemented = new Set<RouteMethod>(["OPTIONS", ...(Object.keys(handlers) as ImplementedMethod[])]);
  if (implemented.has("GET")) implemented.add("HEAD");
  return ROUTE_METHODS.filter((method) => implemented.has(method)).join(", ");
}

/**
 * Every method of a route file, for `export const { GET, HEAD, OPTIONS, POST, PUT, PATCH,
 * DELETE } = methods({ ... })`. Next answers a method a file does not export with an empty
 * 405 and no Allow header; here it is a 405 `{msg}` naming the methods the route has, and
 * OPTIONS lists them (204). HEAD is GET's, as Next would make it.
 *
 * Not for a route prerendered at build time (`force-static`, `revalidate`): exporting
 * POST, PUT, PATCH, DELETE or OPTIONS makes Next render it on every request instead.
 */
export function methods<H extends Handlers>(handlers: H): AllMethods<H> {
  const allow = allowedMethods(handlers);
  const refuse: Refusal = (req) => {
    const res = errorResponse(405, `${req.method} is not allowed here. Allowed: ${allow}.`);
    res.headers.set("Allow", allow);
    return res;
  };
  const options = () => new Response(null, { status: 204, headers: { Allow: allow, "Cache-Control": "no-store" } });
  const all: Record<string, unknown> = { OPTIONS: options };
  for (const method of ROUTE_METHODS) {
    if (method === "OPTIONS") continue;
    all[method] = handlers[method as ImplementedMethod] ?? (method === "HEAD" ? handlers.GET : undefined) ?? refuse;
  }
  return all as AllMethods<H>;
}
