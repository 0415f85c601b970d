import type { NextConfig } from "next";
import { previewPath } from "@/lib/preview/paths";
import { signPreview } from "@/lib/preview/token";
import { isSessionPage, VERCEL_CACHED_PAGE_CSP } from "@/lib/security/csp";
import { robotsRules } from "@/lib/site/robots";
import { nextConfigWith, restoreEnvAfterEach } from "../helpers/next-config";

/**
 * Preview pages are for whoever holds the link: rendered per request with a nonce policy in
 * every CSP mode, never cached, never indexed, disallowed to crawlers.
 */
restoreEnvAfterEach();

/** The headers next.config.ts's headers() give `path` (a plain GET), by name. */
async function headersFor(config: NextConfig, path: string): Promise<Array<[string, string]>> {
  const routes = await config.headers!();
  return routes
    .filter((route) => !route.has && new RegExp(`^${route.source.replace(/\/:path\*$/, "(?:/.*)?").replace(/:\w+(?=\()/, "")}$`).test(path))
    .flatMap((route) => route.headers.map((header): [string, string] => [header.key, header.value]));
}

const PREVIEWS = ["blogs", "projects"].flatMap((collection) =>
  ["3f1c2b4a-9d8e-4f70-8a6b-5c4d3e2f1a0b", "ffffffff-ffff-4fff-bfff-ffffffffffff", "00000000-0000-4000-8000-000000000000"].map((id) =>
    previewPath(collection as "blogs" | "projects", signPreview(collection as "blogs" | "projects", id, new Date("2026-11-30T12:00:00Z"))),
  ),
);
const PREVIEW = PREVIEWS[0];

/** As Next compiles a matcher source; ours are plain enough to test as regexes. */
const matches = (source: string, path: string) => new RegExp(`^${source.replace(/:\w+/g, "[^/]+")}$`).test(path);

test("every preview page renders per request, with the proxy's nonce, in every CSP mode", async () => {
  const hash = (await import("@/proxy.cached")).config.matcher.filter((m): m is string => typeof m === "string");
  const nonce = (await import("@/proxy.nonce")).config.matcher.filter((m): m is string => typeof m === "string");
  for (const path of PREVIEWS) {
    expect([path, isSessionPage(path)]).toEqual([path, true]);
    expect([path, hash.some((source) => matches(source, path))]).toEqual([path, true]);
    // Not taken for a file with an extension, which the nonce proxy leaves alone.
    expect([path, nonce.some((source) => matches(source, path))]).toEqual([path, true]);
  }
});

test.each([
  ["next start (hash)", { NODE_ENV: "production" }],
  ["Vercel (vercel-cached)", { NODE_ENV: "production", VERCEL: "1" }],
  ["nonce", { NODE_ENV: "production", CSP_MODE: "nonce" }],
])("%s: X-Robots-Tag noindex and Cache-Control private, no-store; no fixed page policy", async (_mode, env) => {
  const headers = await headersFor(await nextConfigWith(env), PREVIEW);
  expect(headers).toContainEqual(["X-Robots-Tag", "noindex, nofollow"]);
  expect(headers).toContainEqual(["Cache-Control", "private, no-store"]);
  // The nonce policy comes from the proxy; a fixed one beside it would refuse its scripts.
  expect(headers.filter(([name]) => name === "Content-Security-Policy")).toEqual([]);
  expect(headers.map(([, value]) => value)).not.toContain(VERCEL_CACHED_PAGE_CSP);
});

test("public pages get neither header", async () => {
  const headers = await headersFor(await nextConfigWith({ NODE_ENV: "production" }), "/blogs/3f1c");
  expect(headers.map(([name]) => name)).not.toContain("X-Robots-Tag");
  expect(headers.map(([name]) => name)).not.toContain("Cache-Control");
});

test("robots.txt disallows /preview/", () => {
  const rules = robotsRules("https://rosa.example").rules;
  expect(rules).toEqual([expect.objectContaining({ disallow: expect.arrayContaining(["/preview/"]) })]);
});
