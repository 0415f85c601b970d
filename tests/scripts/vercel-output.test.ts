import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  LIMITS,
  PUBLIC_PAGES,
  cachedPagePolicy,
  formatRouteTable,
  judgeOutput,
  readVercelOutput,
  type ConfigRoute,
} from "../../scripts/lib/vercel-output";

/**
 * How `npm run vercel:check` reads and judges Vercel's build output, on a small
 * `.vercel/output` tree written here in the shape `vercel build` writes (Build Output API
 * v3): public pages as prerenders sharing one ISR function by symlink, session pages as a
 * Page function, the proxy's routes in config.json.
 */
const PAGE_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
const SESSION = "(?:login|admin|admin/profile|admin/arrange|admin/media|admin/trash|admin/account|message|activity|add-[^/]+|edit-[^/]+/[^/]+|preview/[^/]+/[^/]+)/?";

let project: string;
let output: string;

function write(file: string, content: string | object) {
  const full = path.join(project, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, typeof content === "string" ? content : JSON.stringify(content));
}

/** A project file of `bytes` bytes (sparse: nothing is really written). */
function sized(file: string, bytes: number) {
  write(file, "");
  fs.truncateSync(path.join(project, file), bytes);
}

function func(name: string, operationType: string, filePathMap: Record<string, string>) {
  write(`.vercel/output/functions/${name}.func/.vc-config.json`, { operationType, handler: "___next_launcher.cjs", filePathMap });
  write(`.vercel/output/functions/${name}.func/___next_launcher.cjs`, "x".repeat(100));
}

function link(name: string, target: string) {
  const at = path.join(output, "functions", `${name}.func`);
  fs.mkdirSync(path.dirname(at), { recursive: true });
  fs.symlinkSync(path.relative(path.dirname(at), path.join(output, "functions", `${target}.func`)), at);
}

function prerender(name: string, config: object) {
  write(`.vercel/output/functions/${name}.prerender-config.json`, { type: "Prerender", ...config });
}

const middleware = (src: string, extra: Partial<ConfigRoute> = {}): ConfigRoute => ({
  src,
  middlewarePath: "/_middleware",
  missing: [{ type: "header", key: "x-prerender-revalidate", value: "token" }],
  continue: true,
  ...extra,
} as ConfigRoute);

function config(routes: ConfigRoute[]) {
  write(".vercel/output/config.json", { version: 3, routes });
}

/** The routes `vercel build` writes for this app's next.config.ts headers() and proxy. */
const GOOD_ROUTES: ConfigRoute[] = [
  { src: "^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", headers: { "X-Frame-Options": "DENY" } },
  {
    src: `^(?:/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$|${SESSION}$).*))(?:/)?$`,
    headers: { "Content-Security-Policy": PAGE_POLICY },
    missing: [{ type: "header", key: "next-action" }],
  },
  { src: "^/api(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$", headers: { "Content-Security-Policy": "default-src 'none'" } },
  ...["login", "admin", "admin\\/profile", "admin\\/arrange", "admin\\/media", "admin\\/trash", "admin\\/account", "message", "activity", "add-([^\\/#\\?]+?)", "edit-([^\\/#\\?]+?)(?:\\/([^\\/#\\?]+?))", "preview(?:\\/([^\\/#\\?]+?))(?:\\/([^\\/#\\?]+?))"].map((page) =>
    middleware(`^(?:\\/(_next\\/data\\/[^/]{1,}))?\\/${page}(\\.json|\\.rsc)?[\\/#\\?]?$`),
  ),
  middleware("^(?:\\/((?!api\\/|uploads\\/|_next\\/).*))(\\.rsc)?[\\/#\\?]?$", { has: [{ type: "header", key: "next-action" }] }),
];

const TAGS = "_N_T_/layout,_N_T_/about/page,profile,experiences";

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "vercel-output-"));
  output = path.join(project, ".vercel/output");
  sized("node_modules/next/server.js", 3 * 1024 * 1024);
  sized("node_modules/react-dom/server.js", 2 * 1024 * 1024);
  const pageFiles = { "node_modules/next/server.js": "node_modules/next/server.js", "node_modules/react-dom/server.js": "node_modules/react-dom/server.js" };
  // One ISR bundle for every public page, as Vercel groups them; the others link to it.
  func("blogs/[slug]", "ISR", pageFiles);
  for (const page of ["index", "about", "projects", "blogs", "experience", "certification", "techStack", "contact"]) {
    if (page !== "blogs/[slug]") link(page, "blogs/[slug]");
    link(`${page}.rsc`, "blogs/[slug]");
    prerender(page, { expiration: 300, fallback: { type: "FileFsRef", fsPath: `${page}.prerender-fallback.html` }, initialHeaders: { "x-next-cache-tags": TAGS } });
    prerender(`${page}.rsc`, { expiration: 300, initialHeaders: { "x-next-cache-tags": TAGS } });
  }
  // Posts: nothing rendered at build time; Vercel's placeholder expiry is 1 s.
  prerender("blogs/[slug]", { expiration: 1, fallback: null, initialHeaders: { vary: "rsc" } });
  func("login", "Page", pageFiles);
  for (const page of ["admin", "admin/profile", "message", "activity", "add-project", "edit-blog/[id]"]) link(page, "login");
  func("api/[...path]", "API", { "node_modules/next/server.js": "node_modules/next/server.js" });
  func("_middleware", "None", { "node_modules/next/server.js": "node_modules/next/server.js" });
  write(".vercel/output/static/404.html", "<p>not found</p>");
  config(GOOD_ROUTES);
});

afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test("reads kinds, expiry, tags and bundle sizes (traced files plus the function's own)", () => {
  const read = readVercelOutput(output);
  const about = read.routes.find((route) => route.route === "/about")!;
  expect(about).toMatchObject({ kind: "ISR", expiration: 300, tags: ["_N_T_/layout", "_N_T_/about/page", "profile", "experiences"] });
  const vcConfigBytes = fs.statSync(path.join(output, "functions/blogs/[slug].func/.vc-config.json")).size;
  expect(about.bundle).toEqual({ name: "blogs/[slug].func", bytes: 5 * 1024 * 1024 + 100 + vcConfigBytes, files: 4, pgliteFiles: 0, operationType: "ISR" });
  expect(read.routes.find((route) => route.route === "/")?.kind).toBe("ISR");
  expect(read.routes.find((route) => route.route === "/blogs/[slug]")?.kind).toBe("ISR on first view");
  expect(read.routes.find((route) => route.route === "/admin/profile")).toMatchObject({ kind: "function", bundle: { name: "login.func", operationType: "Page" } });
  expect(read.routes.find((route) => route.route === "/404")?.kind).toBe("static");
  // Variants (RSC payloads) are not routes of their own; the proxy is listed apart.
  expect(read.routes.map((route) => route.route)).not.toContain("/about.rsc");
  expect(read.middleware?.name).toBe("_middleware.func");
  expect(cachedPagePolicy(read)).toBe(PAGE_POLICY);
});

test("the app's shape passes, and the table names each route's kind, function and size", () => {
  const read = readVercelOutput(output);
  expect(judgeOutput(read)).toEqual([]);
  const table = formatRouteTable(read);
  expect(table).toMatch(/^\/about\s+ISR\s+300 s\s+blogs\/\[slug\]\.func \(ISR\)\s+5\.0 MB$/m);
  expect(table).toMatch(/^\/blogs\/\[slug\]\s+ISR on first view\s+per render\s+blogs\/\[slug\]\.func/m);
  expect(table).toMatch(/^\/login\s+function\s+login\.func \(Page\)\s+5\.0 MB$/m);
  expect(table).toMatch(/^\(proxy\)\s+middleware\s+_middleware\.func\s+3\.0 MB$/m);
  for (const page of PUBLIC_PAGES) expect(table).toMatch(new RegExp(`^${page.replace(/[[\]]/g, "\\$&")}\\s`, "m"));
});

test("a public page rendered per request (no prerender) fails", () => {
  fs.rmSync(path.join(output, "functions/projects.prerender-config.json"));
  expect(judgeOutput(readVercelOutput(output))).toEqual(["/projects: a function per request, not a prerendered (ISR) output"]);
});

test("a page cached too long, or never expired, fails", () => {
  prerender("about", { expiration: 3600, initialHeaders: { "x-next-cache-tags": TAGS } });
  prerender("contact", { expiration: false, initialHeaders: { "x-next-cache-tags": TAGS } });
  expect(judgeOutput(readVercelOutput(output))).toEqual([
    "/about: expires after 3600 s (at most 300 s)",
    "/contact: prerendered without revalidation (never expires), the owner's edits would not show",
  ]);
});

test("a page whose render names no content tag, or that stored a policy of its own, fails", () => {
  prerender("blogs", { expiration: 300, initialHeaders: { "x-next-cache-tags": "_N_T_/layout,_N_T_/blogs/page" } });
  prerender("experience", { expiration: 300, initialHeaders: { "x-next-cache-tags": TAGS, "content-security-policy": "script-src 'sha256-x'" } });
  expect(judgeOutput(readVercelOutput(output))).toEqual([
    expect.stringMatching(/^\/blogs: its render carries no content tag/),
    "/experience: the build's render stored a Content-Security-Policy of its own",
  ]);
});

test("the proxy running for public page views, or not for a session page, fails", () => {
  config([...GOOD_ROUTES.filter((route) => !(route.middlewarePath && route.src?.includes("message"))), middleware("^(?:\\/((?!api\\/).*))[\\/#\\?]?$")]);
  const misses = judgeOutput(readVercelOutput(output));
  expect(misses).toContain("/: the proxy runs for a public page view");
  expect(misses).toContain("/blogs/3f1c: the proxy runs for a public page view");
  expect(misses).not.toContain("/message: the proxy does not run for a session page (no nonce)"); // the catch-all sees it
  config(GOOD_ROUTES.filter((route) => !(route.middlewarePath && route.src?.includes("message"))));
  expect(judgeOutput(readVercelOutput(output))).toEqual(["/message: the proxy does not run for a session page (no nonce)"]);
});

test("a public page without the fixed policy, or a session page with it beside its nonce, fails", () => {
  const everyDocument = { src: "^(?:/((?!api/).*))(?:/)?$", headers: { "Content-Security-Policy": PAGE_POLICY } };
  config([...GOOD_ROUTES.filter((route) => route.headers?.["Content-Security-Policy"] !== PAGE_POLICY), everyDocument]);
  expect(judgeOutput(readVercelOutput(output))).toContain("/login: a fixed Content-Security-Policy beside the proxy's nonce policy");
  config(GOOD_ROUTES.filter((route) => route.headers?.["Content-Security-Policy"] !== PAGE_POLICY));
  expect(judgeOutput(readVercelOutput(output))).toContain("/about: 0 Content-Security-Policy header routes (expected 1)");
});

test("a policy naming a hash beside 'unsafe-inline' (browsers then ignore it) fails", () => {
  const hashed = "script-src 'self' 'unsafe-inline' 'sha256-abc'";
  config(GOOD_ROUTES.map((route) => (route.headers?.["Content-Security-Policy"] === PAGE_POLICY ? { ...route, headers: { "Content-Security-Policy": hashed } } : route)));
  expect(judgeOutput(readVercelOutput(output))).toEqual([expect.stringMatching(/^the cached pages' policy names a nonce or hash/)]);
});

test("PGlite in any bundle fails, the proxy's included", () => {
  sized("node_modules/@electric-sql/pglite/dist/pglite.wasm", 1024);
  func("_middleware", "None", { "node_modules/@electric-sql/pglite/dist/pglite.wasm": "node_modules/@electric-sql/pglite/dist/pglite.wasm" });
  expect(judgeOutput(readVercelOutput(output))).toEqual(["_middleware.func: contains 1 files of @electric-sql/pglite"]);
});

test("a page function over 20 MB fails, naming the routes it serves; a route handler's size is only reported", () => {
  sized("node_modules/big/index.js", LIMITS.maxPageFunctionBytes);
  const map = { "node_modules/next/server.js": "node_modules/next/server.js", "node_modules/big/index.js": "node_modules/big/index.js" };
  func("login", "Page", map);
  func("api/[...path]", "API", map);
  expect(judgeOutput(readVercelOutput(output))).toEqual([
    "login.func (/activity, /add-project, /admin, /admin/profile, /edit-blog/[id], /login, /message): 23.0 MB, a page function is at most 20.0 MB",
  ]);
});
