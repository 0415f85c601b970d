import type { NextConfig } from "next";
import { NON_DOCUMENT_CSP, UPLOADED_FILE_CSP, VERCEL_CACHED_PAGE_CSP } from "@/lib/security/csp";
import { nextConfigWith, restoreEnvAfterEach } from "../helpers/next-config";

/**
 * next.config.ts's choice of CSP mode (docs/decisions.md, "Security headers"): which proxy
 * file the build takes, which pages get the fixed policy of Vercel's cache, and what goes
 * into Vercel's functions. `npm run vercel:check` checks the same on Vercel's own output.
 */
restoreEnvAfterEach();

const proxyFile = (config: NextConfig) => config.pageExtensions!.find((extension) => extension.endsWith(".ts") && extension !== "ts");

async function documentPolicies(config: NextConfig, path: string) {
  const routes = await config.headers!();
  return routes
    .filter((route) => new RegExp(`^${route.source.replace(/:path\*/, ".*").replace(/:\w+(?=\()/, "")}$`).test(path))
    .flatMap((route) => route.headers.filter((header) => header.key === "Content-Security-Policy").map((header) => header.value));
}

test("next start: hash mode, no fixed page policy, the embedded database built in", async () => {
  const config = await nextConfigWith({ NODE_ENV: "production" });
  expect(proxyFile(config)).toBe("cached.ts");
  expect(await documentPolicies(config, "/about")).toEqual([]);
  expect(config.env?.PORTFOLIO_EMBEDDED_DATABASE).toBe("on");
});

test("on Vercel: vercel-cached by default, the fixed policy on public documents only, no embedded database", async () => {
  const config = await nextConfigWith({ NODE_ENV: "production", VERCEL: "1" });
  expect(proxyFile(config)).toBe("cached.ts");
  for (const page of ["/", "/about", "/blogs/3f1c", "/no-such-page"]) {
    expect([page, await documentPolicies(config, page)]).toEqual([page, [VERCEL_CACHED_PAGE_CSP]]);
  }
  for (const page of ["/login", "/admin/profile", "/edit-blog/3f1c"]) {
    expect([page, await documentPolicies(config, page)]).toEqual([page, []]);
  }
  expect(await documentPolicies(config, "/api/v1/projects")).toEqual([NON_DOCUMENT_CSP]);
  // What renders per request gets the proxy's nonce policy instead, never two policies.
  const fixed = (await config.headers!()).find((route) => route.headers.some((h) => h.value === VERCEL_CACHED_PAGE_CSP));
  expect(fixed?.missing?.map((condition) => condition.key)).toEqual(["next-action", "content-type"]);
  // src/lib/db/client.ts drops PGlite's import from such a build.
  expect(config.env?.PORTFOLIO_EMBEDDED_DATABASE).toBe("off");
});

test("CSP_MODE=nonce stays an opt-in on Vercel: every page per request, no fixed policy", async () => {
  const config = await nextConfigWith({ NODE_ENV: "production", VERCEL: "1", CSP_MODE: "nonce" });
  expect(proxyFile(config)).toBe("nonce.ts");
  expect(await documentPolicies(config, "/about")).toEqual([]);
});

test("development: nonce; an unknown mode is refused with the modes it takes", async () => {
  expect(proxyFile(await nextConfigWith({ NODE_ENV: "development", VERCEL: "1" }))).toBe("nonce.ts");
  await expect(nextConfigWith({ NODE_ENV: "production", CSP_MODE: "hashes" })).rejects.toThrow(
    'CSP_MODE: "hashes" is not one of hash, nonce, vercel-cached',
  );
});

test("uploads are served sandboxed in every mode: the policy that wins for /uploads/ is the route's own", async () => {
  expect(UPLOADED_FILE_CSP).toContain("default-src 'none'");
  expect(UPLOADED_FILE_CSP).toMatch(/; sandbox$/);
  const envs: Array<Record<string, string>> = [{ NODE_ENV: "production" }, { NODE_ENV: "production", VERCEL: "1" }, { NODE_ENV: "production", CSP_MODE: "nonce" }];
  for (const env of envs) {
    const config = await nextConfigWith(env);
    for (const path of ["/uploads/3f1c.pdf", "/uploads/3f1c.webp", "/uploads/missing"]) {
      // Of several rules setting one header, Next sends the last one's value.
      expect([env, path, (await documentPolicies(config, path)).at(-1)]).toEqual([env, path, UPLOADED_FILE_CSP]);
    }
  }
});
