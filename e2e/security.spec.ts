import { expect, test } from "./support/fixtures";

/**
 * The Content-Security-Policy and the other security headers, as Chromium receives them:
 * scripts run only with the response's nonce, and markup injected into a page cannot run.
 */
const PAGES = ["/", "/projects", "/blogs", "/contact", "/login", "/no-such-page"];

function scriptSources(policy: string): string {
  return policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

test.describe("Content-Security-Policy", () => {
  for (const path of PAGES) {
    test(`${path}: a nonce policy without 'unsafe-inline' for scripts, and every script carries the nonce`, async ({ page }) => {
      const response = await page.goto(path);
      const headers = response!.headers();
      const policy = headers["content-security-policy"];
      expect(policy).toBeTruthy();
      const scripts = scriptSources(policy);
      expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(scripts).not.toContain("unsafe-inline");
      expect(scripts).not.toContain("unsafe-eval");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");

      const nonce = scripts.match(/'nonce-([^']+)'/)![1];
      // Browsers hide the nonce attribute from the DOM once parsed: read the HTML as sent.
      const html = await response!.text();
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = tags.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
    });
  }

  test("each response has its own nonce", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const policy = (await request.get("/")).headers()["content-security-policy"];
      nonces.add(policy.match(/'nonce-([^']+)'/)![1]);
    }
    expect(nonces.size).toBe(3);
  });

  test("API answers, uploads, build assets and files carry a deny-all policy", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const chunk = html.match(/\/_next\/static\/[^"]+\.js/)![0];
    for (const path of ["/api/v1/projects", "/api/v1/users/current-user", "/uploads/missing.png", chunk, "/humans.txt", "/robots.txt", "/rss.xml"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
      expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  test("markup injected into a page cannot run script, and the page keeps working", async ({ visitorPage }) => {
    // A page without the journeys' violation guard: this violation is the point.
    const page = await visitorPage();
    await page.goto("/");
    const blocked = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true });
          const box = document.createElement("div");
          box.innerHTML = '<img src="data:," onerror="window.__injected = true">';
          document.body.append(box);
        }),
    );
    expect(await blocked).toBe("script-src-attr");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    // Hydration ran under the policy: the theme toggle (a client island) still works.
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await page.getByRole("button", { name: "Light theme" }).click();
    await expect(html).toHaveAttribute("data-theme", "light");
  });
});
