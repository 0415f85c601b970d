/**
 * What `npm run vercel:check` reads from Vercel's build output (`.vercel/output`, the Build
 * Output API v3) and how it judges it: kept apart from the build so that the judging is
 * unit-tested on a small tree (tests/scripts/vercel-output.test.ts).
 *
 * - functions/<route>.func/.vc-config.json: one function; `filePathMap` lists the files
 *   traced into it (function path -> project path). Routes share a bundle by symlink.
 * - functions/<route>.prerender-config.json: the route is cached by Vercel (ISR):
 *   `expiration` in seconds (false: never), `initialHeaders` of the build's render.
 * - config.json `routes`: header routes (next.config.ts headers()) and the proxy's
 *   (`middlewarePath`), each with a regex `src` and optional `has`/`missing` conditions.
 */
import fs from "node:fs";
import path from "node:path";
import { CACHE_TAGS } from "../../src/lib/cache-tags";

export const LIMITS = {
  /** A public page is served from Vercel's cache for at most this long between renders. */
  maxExpirationSeconds: 300,
  /** A page function's traced files, at most (cold starts grow with the bundle). */
  maxPageFunctionBytes: 20 * 1024 * 1024,
} as const;

/** Every page a visitor sees; posts are one route, each rendered on its first view. */
export const PUBLIC_PAGES = ["/", "/about", "/projects", "/blogs", "/experience", "/certification", "/techStack", "/contact", "/blogs/[slug]"];

/** Paths the proxy must see (they read the session, or are previews) and paths it must not (cached pages). */
export const SESSION_PAGE_EXAMPLES = ["/login", "/admin", "/admin/profile", "/admin/arrange", "/admin/media", "/admin/trash", "/admin/account", "/message", "/activity", "/add-project", "/edit-blog/3f1c", "/preview/blogs/3f1c"];
export const PUBLIC_PAGE_EXAMPLES = ["/", "/about", "/projects", "/blogs", "/blogs/3f1c", "/experience", "/certification", "/techStack", "/contact"];

const PGLITE = "@electric-sql/pglite";

export type Kind = "ISR" | "ISR on first view" | "static" | "function";

export interface Bundle {
  /** The .func folder, relative to functions/ (after symlinks). */
  name: string;
  bytes: number;
  files: number;
  /** Files of PGlite traced into it. */
  pgliteFiles: number;
  /** Vercel's grouping: "Page" and "ISR" render pages, "API" route handlers. */
  operationType?: string;
}

export interface OutputRoute {
  route: string;
  kind: Kind;
  /** Seconds; false: cached until the next deployment; undefined: not cached. */
  expiration?: number | false;
  /** The data-cache tags of the build's render (expired by the owner's writes). */
  tags: string[];
  /** A Content-Security-Policy stored with the build's render (prerender initialHeaders). */
  initialPolicy?: string;
  bundle?: Bundle;
}

export interface Condition {
  type: string;
  key?: string;
  value?: string;
}

export interface ConfigRoute {
  src?: string;
  headers?: Record<string, string>;
  has?: Condition[];
  missing?: Condition[];
  middlewarePath?: string;
}

export interface VercelOutput {
  routes: OutputRoute[];
  /** The proxy's own bundle, if there is a proxy. */
  middleware?: Bundle;
  configRoutes: ConfigRoute[];
}

interface VcConfig {
  filePathMap?: Record<string, string>;
  operationType?: string;
}

interface PrerenderConfig {
  type?: string;
  expiration?: number | false;
  fallback?: unknown;
  initialHeaders?: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

/** functions/about.func -> /about, index -> /, blogs/[slug] -> /blogs/[slug]. */
function routeOf(relative: string): string {
  const route = `/${relative}`;
  if (route === "/index") return "/";
  return route.endsWith("/index") ? route.slice(0, -"/index".length) : route;
}

/** Real files under a folder (not following symlinked folders), by path relative to it. */
function realFiles(dir: string, prefix = ""): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) for (const [file, size] of realFiles(full, relative)) files.set(file, size);
    else if (entry.isFile()) files.set(relative, fs.statSync(full).size);
  }
  return files;
}

/** A function's size: the files in its folder and those its filePathMap names. */
function readBundle(funcDir: string, functionsDir: string, projectDir: string): Bundle {
  const real = fs.realpathSync(funcDir);
  const config = readJson<VcConfig>(path.join(real, ".vc-config.json"));
  const sizes = realFiles(real);
  for (const [inFunction, source] of Object.entries(config.filePathMap ?? {})) {
    if (sizes.has(inFunction)) continue;
    const file = path.resolve(projectDir, source);
    sizes.set(inFunction, fs.existsSync(file) ? fs.statSync(file).size : 0);
  }
  let bytes = 0;
  let pgliteFiles = 0;
  for (const [file, size] of sizes) {
    bytes += size;
    if (file.includes(PGLITE) || (config.filePathMap?.[file] ?? "").includes(PGLITE)) pgliteFiles += 1;
  }
  const name = path.relative(fs.realpathSync(functionsDir), real).split(path.sep).join("/");
  return { name, bytes, files: sizes.size, pgliteFiles, operationType: config.operationType };
}

/** Every entry under functions/ ending in `suffix`, as paths relative to it (without it). */
function entriesEnding(dir: string, suffix: string, prefix = ""): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.name.endsWith(suffix)) found.push(relative.slice(0, -suffix.length));
    else if (entry.isDirectory() && !entry.name.endsWith(".func")) found.push(...entriesEnding(dir, suffix, relative));
  }
  return found;
}

/** RSC payloads and per-segment prefetches of a page: variants, not routes of their own. */
const isVariant = (name: string) => name.endsWith(".rsc") || /\.segments(\/|$)/.test(name);

/**
 * Reads `.vercel/output`. File sizes come from the project the output was built in (the
 * folder holding `.vercel`), where filePathMap's paths point.
 */
export function readVercelOutput(outputDir: string, projectDir = path.resolve(outputDir, "..", "..")): VercelOutput {
  const functionsDir = path.join(outputDir, "functions");
  const config = readJson<{ routes?: ConfigRoute[] }>(path.join(outputDir, "config.json"));
  const funcs = new Set(entriesEnding(functionsDir, ".func"));
  const prerenders = new Set(entriesEnding(functionsDir, ".prerender-config.json"));

  const bundles = new Map<string, Bundle>();
  const bundleOf = (name: string) => {
    const dir = path.join(functionsDir, `${name}.func`);
    const key = fs.realpathSync(dir);
    if (!bundles.has(key)) bundles.set(key, readBundle(dir, functionsDir, projectDir));
    return bundles.get(key)!;
  };

  const routes: OutputRoute[] = [];
  for (const name of [...new Set([...funcs, ...prerenders])].sort()) {
    if (isVariant(name) || name === "_middleware") continue;
    const bundle = funcs.has(name) ? bundleOf(name) : undefined;
    if (!prerenders.has(name)) {
      routes.push({ route: routeOf(name), kind: "function", tags: [], bundle });
      continue;
    }
    const prerender = readJson<PrerenderConfig>(path.join(functionsDir, `${name}.prerender-config.json`));
    const expiration = prerender.expiration ?? false;
    const tags = (prerender.initialHeaders?.["x-next-cache-tags"] ?? "").split(",").filter(Boolean);
    // No fallback: nothing rendered at build time (a post), each path rendered on its first
    // view and then cached; Vercel writes a placeholder expiry of 1 s for such a route.
    const kind: Kind = expiration === false ? "static" : prerender.fallback === null ? "ISR on first view" : "ISR";
    const initialPolicy = Object.entries(prerender.initialHeaders ?? {}).find(([header]) => header.toLowerCase() === "content-security-policy")?.[1];
    routes.push({ route: routeOf(name), kind, expiration, tags, initialPolicy, bundle });
  }

  const staticDir = path.join(outputDir, "static");
  if (fs.existsSync(staticDir)) {
    for (const file of fs.readdirSync(staticDir)) {
      if (file.endsWith(".html")) routes.push({ route: `/${file.slice(0, -".html".length)}`, kind: "static", tags: [] });
    }
  }

  return {
    routes,
    middleware: funcs.has("_middleware") ? bundleOf("_middleware") : undefined,
    configRoutes: config.routes ?? [],
  };
}

const matchesPath = (route: ConfigRoute, pathname: string) => route.src !== undefined && new RegExp(route.src).test(pathname);

/** The proxy's routes that run for a plain page view of `pathname` (no form, no action). */
export function proxyRoutesFor(output: VercelOutput, pathname: string): ConfigRoute[] {
  return output.configRoutes.filter((route) => route.middlewarePath && !route.has?.length && matchesPath(route, pathname));
}

/** The Content-Security-Policy values header routes give a plain GET of `pathname`. */
export function policiesFor(output: VercelOutput, pathname: string): string[] {
  return output.configRoutes
    .filter((route) => route.headers && !route.middlewarePath && !route.has?.length && matchesPath(route, pathname))
    .flatMap((route) =>
      Object.entries(route.headers!)
        .filter(([name]) => name.toLowerCase() === "content-security-policy")
        .map(([, value]) => value),
    );
}

/** The fixed policy the cached public pages get (that of the home page). */
export function cachedPagePolicy(output: VercelOutput): string | undefined {
  return policiesFor(output, "/")[0];
}

/** The bundles that render pages (Vercel's operationType). */
const PAGE_OPERATIONS = new Set(["Page", "ISR"]);

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** What the output misses; empty when every rule of issue 14 holds. */
export function judgeOutput(output: VercelOutput): string[] {
  const misses: string[] = [];
  const byRoute = new Map(output.routes.map((route) => [route.route, route]));
  const entityTags = new Set<string>(Object.values(CACHE_TAGS));

  for (const page of PUBLIC_PAGES) {
    const route = byRoute.get(page);
    if (!route) {
      misses.push(`${page}: not in the output`);
      continue;
    }
    if (route.kind === "function") {
      misses.push(`${page}: a function per request, not a prerendered (ISR) output`);
      continue;
    }
    if (route.expiration === false || route.expiration === undefined) {
      misses.push(`${page}: prerendered without revalidation (never expires), the owner's edits would not show`);
    } else if (route.expiration > LIMITS.maxExpirationSeconds) {
      misses.push(`${page}: expires after ${route.expiration} s (at most ${LIMITS.maxExpirationSeconds} s)`);
    }
    if (!route.bundle) misses.push(`${page}: no function to render it again`);
    // Fixed at build time, while each regeneration writes new inline scripts.
    if (route.initialPolicy) misses.push(`${page}: the build's render stored a Content-Security-Policy of its own`);
    // A page rendered at build time names its data-cache tags: the owner's writes expire them.
    if (route.kind === "ISR" && !route.tags.some((tag) => entityTags.has(tag))) {
      misses.push(`${page}: its render carries no content tag (${[...entityTags].join(", ")}); the owner's writes would not expire it`);
    }
  }

  for (const example of PUBLIC_PAGE_EXAMPLES) {
    if (proxyRoutesFor(output, example).length > 0) misses.push(`${example}: the proxy runs for a public page view`);
    const policies = policiesFor(output, example);
    if (policies.length !== 1) misses.push(`${example}: ${policies.length} Content-Security-Policy header routes (expected 1)`);
  }
  for (const example of SESSION_PAGE_EXAMPLES) {
    if (proxyRoutesFor(output, example).length === 0) misses.push(`${example}: the proxy does not run for a session page (no nonce)`);
    const policies = policiesFor(output, example);
    if (policies.length > 0) misses.push(`${example}: a fixed Content-Security-Policy beside the proxy's nonce policy`);
  }
  const policy = cachedPagePolicy(output);
  if (policy && /'nonce-|'sha256-|'strict-dynamic'/.test(policy)) {
    misses.push(`the cached pages' policy names a nonce or hash, which makes browsers ignore 'unsafe-inline': ${policy}`);
  }

  const bundles = new Map<string, Bundle>();
  for (const route of output.routes) if (route.bundle) bundles.set(route.bundle.name, route.bundle);
  if (output.middleware) bundles.set(output.middleware.name, output.middleware);
  for (const bundle of bundles.values()) {
    if (bundle.pgliteFiles > 0) misses.push(`${bundle.name}: contains ${bundle.pgliteFiles} files of ${PGLITE}`);
  }
  for (const bundle of bundles.values()) {
    if (PAGE_OPERATIONS.has(bundle.operationType ?? "") && bundle.bytes > LIMITS.maxPageFunctionBytes) {
      const served = output.routes.filter((route) => route.bundle?.name === bundle.name).map((route) => route.route);
      misses.push(`${bundle.name} (${served.join(", ")}): ${megabytes(bundle.bytes)}, a page function is at most ${megabytes(LIMITS.maxPageFunctionBytes)}`);
    }
  }
  return misses;
}

/** The routes as a table: kind, expiry, the function behind it and its size. */
export function formatRouteTable(output: VercelOutput): string {
  const rows = output.routes.map((route) => [
    route.route,
    route.kind,
    route.kind === "ISR on first view"
      ? "per render"
      : route.expiration === undefined
        ? ""
        : route.expiration === false
          ? "never"
          : `${route.expiration} s`,
    route.bundle ? `${route.bundle.name} (${route.bundle.operationType ?? "?"})` : "",
    route.bundle ? megabytes(route.bundle.bytes) : "",
  ]);
  if (output.middleware) rows.push(["(proxy)", "middleware", "", output.middleware.name, megabytes(output.middleware.bytes)]);
  const header = ["route", "kind", "expires", "function", "size"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}
