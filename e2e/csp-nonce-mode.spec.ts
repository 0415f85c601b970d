import { expect, test } from "./support/fixtures";

/**
 * A CSP_MODE=nonce build (development's mode, an opt-in on Vercel; see
 * src/lib/security/csp.ts): every page renders per request and the proxy gives each
 * response its own nonce. Run against that build only (`E2E_CSP_MODE=nonce`, see
 * playwright.config.ts and scripts/e2e.sh).
 */
const PAGES = ["/", "/about", "/projects", "/blogs", "a blog post", "/login", "/no-such-page", "/blogs/no-such-post", "/blogs/%ZZ"];
/**
 * What names nothing answers 404 (issue 22, point 4). An unknown post is rendered per request
 * here, and its 404 comes from the proxy (src/lib/proxy/not-found-status.ts), the screen and
 * the layout from the page itself. An address Next cannot decode is the 404 page too (the
 * proxy's rewrite, with a nonce: src/lib/proxy/malformed-address.ts).
 */
const NOT_FOUND = new Set(["/no-such-page", "/blogs/no-such-post", "/blogs/%ZZ"]);

function scriptSources(policy: string): string {
  return policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

for (const path of PAGES) {
  test(`${path}: every script carries this response's nonce (the theme script goes by its hash)`, async ({ page, request }) => {
    const url = path === "a blog post" ? `/blogs/${(await (await request.get("/api/v1/blogs")).json()).blogs[0]._id}` : path;
    const response = (await page.goto(url))!;
    expect(response.status()).toBe(NOT_FOUND.has(path) ? 404 : 200);
    const policy = response.headers()["content-security-policy"];
    const scripts = scriptSources(policy);
    expect(scripts).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'sha256-[^']+' 'strict-dynamic'$/);
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = scripts.match(/'nonce-([^']+)'/)![1];

    const html = await response.text();
    if (path === "/blogs/no-such-post") {
      expect(html).not.toContain('id="__next_error__"');
      expect(html).toMatch(/<header[\s>][\s\S]*Page Not Found[\s\S]*<a[^>]*href="\/blogs"[^>]*>All posts<\/a>[\s\S]*<footer[\s>]/);
    }
    const tags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    const withoutNonce = tags.filter((tag) => !tag.includes(`nonce="${nonce}"`));
    expect(tags.length).toBeGreaterThan(3);
    expect(withoutNonce).toEqual(["<script>"]); // the theme script
    // Hydration ran under the policy: the theme toggle (a client island) works.
    await page.getByRole("button", { name: "Light theme" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });
}

test("each view of a public page is rendered for it, with its own nonce", async ({ request }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i++) {
    const response = await request.get("/about");
    expect(response.headers()["x-nextjs-cache"]).toBeUndefined();
    nonces.add(response.headers()["content-security-policy"].match(/'nonce-([^']+)'/)![1]);
  }
  expect(nonces.size).toBe(3);
});

test("what the proxy skips (Next's own paths, API, files) carries the deny-all policy", async ({ request }) => {
  for (const path of ["/_next/no-such-thing", "/api/v1/blogs", "/robots.txt"]) {
    const policy = (await request.get(path)).headers()["content-security-policy"];
    expect(policy, path).toContain("default-src 'none'");
  }
});
