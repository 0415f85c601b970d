/**
 * Issue 15, finding 10: unknown API paths answered the HTML 404 page, a method a route does
 * not implement got an empty 405 without Allow, and TRACE was a 500. The route files are
 * called as Next calls them; what only Next's router decides (a catch-all never beats a
 * real route) is checked against the production server in e2e/api-edges.spec.ts.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { selfHostedRequests } from "@/lib/self-hosting/request-handler.mjs";
import { ROUTE_METHODS, type RouteMethod } from "@/lib/api/methods";
import { ORIGIN, UNKNOWN_ID } from "../helpers/api";
import { resetDatabase, withEnv } from "../helpers/db";

type Handler = (req: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;
type RouteModule = Partial<Record<RouteMethod, Handler>>;

const APP_DIR = path.join(__dirname, "../../src/app");

/** Every route.ts under src/app, as "api/v1/blogs/[id]". */
function routeFiles(dir = APP_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [path.relative(APP_DIR, dir).split(path.sep).join("/")] : [];
  });
}

/**
 * Prerendered at build time: exporting POST, PUT, PATCH, DELETE or OPTIONS would make Next
 * render them on every request, so they keep Next's own 405 (see src/lib/api/methods.ts).
 */
// The cards and icons are cached like pages (revalidate 300): the same holds for them.
const STATIC_ROUTES = new Set(["icons.svg", "rss.xml", "og", "og/blogs/[id]", "monogram/favicon", "monogram/apple-touch"]);
const CATCH_ALL = "api/[...path]";

/** What each route implements, as its Allow header must say. */
const EXPECTED_ALLOW: Record<string, string> = {
  "api/internal/query-count": "GET, HEAD, OPTIONS",
  "api/v1/account": "GET, HEAD, OPTIONS, PATCH",
  "api/v1/auth/login": "OPTIONS, POST",
  "api/v1/auth/logout": "OPTIONS, DELETE",
  "api/v1/auth/passkey": "OPTIONS, POST",
  "api/v1/auth/passkey/options": "OPTIONS, POST",
  "api/v1/auth/sign-out-link": "OPTIONS, POST",
  "api/v1/autosaves": "GET, HEAD, OPTIONS",
  "api/v1/autosaves/[id]": "GET, HEAD, OPTIONS, PUT, DELETE",
  "api/v1/passkeys": "GET, HEAD, OPTIONS, POST",
  "api/v1/passkeys/[id]": "OPTIONS, DELETE",
  "api/v1/passkeys/options": "OPTIONS, POST",
  "api/v1/sessions": "GET, HEAD, OPTIONS, DELETE",
  "api/v1/sessions/[id]": "OPTIONS, DELETE",
  "api/v1/blogs": "GET, HEAD, OPTIONS, POST",
  "api/v1/blogs/[id]": "GET, HEAD, OPTIONS, PATCH, DELETE",
  "api/v1/blogs/[id]/restore": "OPTIONS, POST",
  "api/v1/blogs/[id]/preview": "OPTIONS, POST, DELETE",
  "api/v1/blogs/[id]/versions": "GET, HEAD, OPTIONS",
  "api/v1/blogs/[id]/versions/[version]": "GET, HEAD, OPTIONS",
  "api/v1/blogs/[id]/versions/[version]/restore": "OPTIONS, POST",
  "api/v1/certification": "GET, HEAD, OPTIONS, POST",
  "api/v1/certification/[id]": "GET, HEAD, OPTIONS, PATCH, DELETE",
  "api/v1/certification/[id]/restore": "OPTIONS, POST",
  "api/v1/experiences": "GET, HEAD, OPTIONS, POST",
  "api/v1/experiences/[id]": "GET, HEAD, OPTIONS, PATCH, DELETE",
  "api/v1/experiences/[id]/restore": "OPTIONS, POST",
  "api/v1/demo-content": "GET, HEAD, OPTIONS, DELETE",
  "api/v1/analytics": "GET, HEAD, OPTIONS",
  "api/v1/analytics.csv": "GET, HEAD, OPTIONS",
  "api/v1/views": "OPTIONS, POST",
  "api/v1/media": "GET, HEAD, OPTIONS, POST",
  "api/v1/media/[id]": "GET, HEAD, OPTIONS, PATCH, DELETE",
  "api/v1/media/clean": "OPTIONS, POST",
  "api/v1/message": "GET, HEAD, OPTIONS, POST",
  "api/v1/message/[id]": "OPTIONS, PATCH, DELETE",
  "api/v1/message/[id]/restore": "OPTIONS, POST",
  "api/v1/profile": "GET, HEAD, OPTIONS, PATCH",
  "api/v1/projects": "GET, HEAD, OPTIONS, POST",
  "api/v1/projects/[id]": "GET, HEAD, OPTIONS, PATCH, DELETE",
  "api/v1/projects/[id]/restore": "OPTIONS, POST",
  "api/v1/projects/[id]/preview": "OPTIONS, POST, DELETE",
  "api/v1/projects/[id]/versions": "GET, HEAD, OPTIONS",
  "api/v1/projects/[id]/versions/[version]": "GET, HEAD, OPTIONS",
  "api/v1/projects/[id]/versions/[version]/restore": "OPTIONS, POST",
  "api/v1/projects/selectedProjects": "GET, HEAD, OPTIONS",
  "api/v1/projects/featured": "OPTIONS, PUT",
  "api/v1/techStack": "GET, HEAD, OPTIONS, POST",
  "api/v1/techStack/[id]": "GET, HEAD, OPTIONS, PATCH, DELETE",
  "api/v1/techStack/[id]/restore": "OPTIONS, POST",
  "api/v1/techStack/order": "OPTIONS, PUT",
  "api/v1/trash": "GET, HEAD, OPTIONS",
  "api/v1/trash/[collection]/[id]": "OPTIONS, DELETE",
  "api/v1/users/current-user": "GET, HEAD, OPTIONS",
  "uploads/[name]": "GET, HEAD, OPTIONS",
};

const load = (route: string) => import(path.join(APP_DIR, route, "route.ts")) as Promise<RouteModule>;

/** Calls a route file's export for `method` as Next would: a Request and its params. */
async function call(route: string, method: RouteMethod) {
  const handler = (await load(route))[method];
  if (typeof handler !== "function") throw new Error(`${route} does not export ${method}`);
  const urlPath = `/${route.replace("[id]", UNKNOWN_ID).replace("[collection]", "projects").replace("[name]", "missing.png").replace("[version]", "1").replace("[...path]", "v1/nope")}`;
  const params = { id: UNKNOWN_ID, name: "missing.png", path: ["v1", "nope"], version: "1" };
  const res = await handler(new Request(ORIGIN + urlPath, { method }), { params: Promise.resolve(params) });
  const text = await res.text();
  return { status: res.status, allow: res.headers.get("allow"), type: res.headers.get("content-type"), text };
}

const dynamicRoutes = routeFiles().filter((route) => !STATIC_ROUTES.has(route) && route !== CATCH_ALL);

beforeAll(async () => {
  await resetDatabase();
  // The query counter exists only on servers started with it (the browser suite's).
  process.env.BENCH_QUERY_COUNTER = "1";
});
afterAll(() => {
  delete process.env.BENCH_QUERY_COUNTER;
});

test("the expected table covers every route file but the static ones and the catch-all", () => {
  expect(dynamicRoutes.sort()).toEqual(Object.keys(EXPECTED_ALLOW).sort());
});

describe.each(dynamicRoutes)("/%s", (route) => {
  test("exports every method Next dispatches", async () => {
    const exports = await load(route);
    expect(ROUTE_METHODS.filter((method) => typeof exports[method] !== "function")).toEqual([]);
  });

  test("OPTIONS is 204 with Allow naming what it implements", async () => {
    const res = await call(route, "OPTIONS");
    expect([res.status, res.allow]).toEqual([204, EXPECTED_ALLOW[route]]);
  });

  test("a method it does not implement is 405 {msg} with Allow; one it does is never 405", async () => {
    const allowed = new Set(EXPECTED_ALLOW[route].split(", "));
    for (const method of ROUTE_METHODS.filter((m) => m !== "OPTIONS")) {
      const res = await call(route, method);
      if (allowed.has(method)) {
        expect([method, res.status]).not.toEqual([method, 405]);
      } else {
        expect({ method, status: res.status, allow: res.allow, type: res.type }).toEqual({
          method,
          status: 405,
          allow: EXPECTED_ALLOW[route],
          type: "application/json",
        });
        // HEAD's body is dropped by the server; every other refusal says what is allowed.
        if (method !== "HEAD") {
          expect(JSON.parse(res.text)).toEqual({ msg: `${method} is not allowed here. Allowed: ${EXPECTED_ALLOW[route]}.` });
        }
      }
    }
  });
});

test("without BENCH_QUERY_COUNTER the query counter is 404 whatever the method: no 405 gives it away", async () => {
  await withEnv({ BENCH_QUERY_COUNTER: undefined }, async () => {
    for (const method of ROUTE_METHODS) {
      expect([method, (await call("api/internal/query-count", method)).status]).toEqual([method, 404]);
    }
  });
});

test("unknown /api paths: 404 {msg} whatever the method", async () => {
  for (const method of ROUTE_METHODS) {
    const res = await call(CATCH_ALL, method);
    expect({ method, status: res.status, type: res.type }).toEqual({ method, status: 404, type: "application/json" });
    expect(JSON.parse(res.text)).toEqual({ msg: "There is no API endpoint at this address." });
  }
});

describe("methods Next cannot serve (the self-hosted server answers them first)", () => {
  let server: http.Server;
  let bare: http.Server;
  let barePort: number;
  let port: number;
  let seenByNext: string[] = [];

  beforeAll(async () => {
    // What Next does with every request to a route handler or the proxy: a Fetch Request
    // of it. A throw ends in its generic 500, as start-server's request listener does.
    const next: http.RequestListener = (req, res) => {
      seenByNext.push(req.method ?? "");
      try {
        new Request(`http://localhost${req.url}`, { method: req.method });
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      } catch {
        res.writeHead(500).end("Internal Server Error");
      }
    };
    // Next on its own, and behind the self-hosted server's request handler (server.mjs).
    bare = http.createServer(next);
    server = http.createServer(selfHostedRequests(next));
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    barePort = (bare.address() as AddressInfo).port;
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seenByNext = [];
  });

  const send = (method: string, urlPath = "/api/v1/message", to = port) =>
    new Promise<{ status: number; allow?: string; type?: string; body: string } | { error: string }>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port: to, method, path: urlPath }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, type: res.headers["content-type"], body }),
        );
      });
      req.on("error", (error) => resolve({ error: error.message }));
      req.end();
    });

  test("TRACE, PROPFIND and other unserved methods: 405 {msg} with Allow, and Next never sees them", async () => {
    // The cause: a Fetch Request cannot be made for TRACE, so Next alone answers 500.
    expect(await send("TRACE", "/api/v1/message", barePort)).toMatchObject({ status: 500 });
    seenByNext = [];
    for (const method of ["TRACE", "PROPFIND", "LOCK", "PURGE"]) {
      for (const urlPath of ["/api/v1/message", "/", "/blogs"]) {
        const res = await send(method, urlPath);
        expect({ method, urlPath, ...res, body: undefined }).toEqual({
          method,
          urlPath,
          status: 405,
          allow: "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE",
          type: "application/json",
          body: undefined,
        });
        expect(JSON.parse((res as { body: string }).body)).toEqual({
          msg: `The ${method} method is not allowed. Allowed: GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE.`,
        });
      }
    }
    expect(seenByNext).toEqual([]);

    // The methods Next serves still reach it.
    for (const method of ROUTE_METHODS) {
      expect(await send(method)).toMatchObject({ status: 200 });
    }
    expect(seenByNext).toEqual([...ROUTE_METHODS]);
  });

  test("CONNECT never reaches a handler: Node closes the connection itself", async () => {
    const res = await send("CONNECT", "127.0.0.1:1");
    expect(res).toHaveProperty("error");
    expect(seenByNext).toEqual([]);
  });
});
