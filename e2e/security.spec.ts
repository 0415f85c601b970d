import { createHash } from "node:crypto";
import type { APIResponse, Page, Response } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The Content-Security-Policy and the other security headers, as Chromium receives them.
 * Public pages come from the page cache with the hashes of their own inline scripts;
 * pages that read the session render per request with a nonce. Either way no script runs
 * unless the policy names it, and markup injected into a page cannot run.
 */
const CACHED_PAGES = ["/", "/about", "/projects", "/blogs", "/contact", "/no-such-page"];

function scriptSources(policy: string): string {
  return policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src")) ?? "";
}

/** The opening tags and texts of the scripts a browser would run, as the HTML was sent. */
function executableScripts(html: string): Array<{ tag: string; text: string }> {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)]
    .map(([, tag, text]) => ({ tag, text }))
    .filter(({ tag }) => !/type="application\/(ld\+)?json"/.test(tag));
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function expectStrictHeaders(headers: Record<string, string>) {
  const policy = headers["content-security-policy"];
  expect(policy, "a Content-Security-Policy").toBeTruthy();
  const scripts = scriptSources(policy);
  expect(scripts).not.toContain("unsafe-inline");
  expect(scripts).not.toContain("unsafe-eval");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  return scripts;
}

/** Every inline script is named by its hash, no nonce is used, files come from 'self'. */
async function expectHashPolicy(response: Response | APIResponse) {
  const scripts = expectStrictHeaders(response.headers());
  expect(scripts).toMatch(/^script-src 'self' 'sha256-/);
  expect(scripts).not.toContain("nonce-");
  const listed = new Set(scripts.split(" ").slice(2));
  const inline = executableScripts(await response.text()).filter(({ tag }) => !/\ssrc=/.test(tag));
  expect(inline.length).toBeGreaterThan(2);
  for (const { text } of inline) expect(listed, `hash of <script>${text.slice(0, 60)}…`).toContain(sha256(text));
}

test.describe("Content-Security-Policy of cached public pages", () => {
  for (const path of CACHED_PAGES) {
    test(`${path}: served from the cache with the hash of each of its inline scripts`, async ({ page, request }) => {
      // The first view after start renders it, and for a few seconds after an owner's edit
      // (another journey's) renders are not kept: wait until the cache serves it.
      await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { timeout: 15_000 }).toBe("HIT");
      const response = (await page.goto(path))!;
      expect(response.headers()["x-nextjs-cache"], "served from the page cache").toBe("HIT");
      await expectHashPolicy(response);
      // Hydration ran under the policy: the theme toggle (a client island) works.
      await page.getByRole("button", { name: "Light theme" }).click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    });
  }

  test("a blog post's policy follows its content when the owner edits it", async ({ request, ownerApi, unique }) => {
    const title = unique("CSP post");
    const created = await ownerApi.create("blogs", { title, summary: "Before", content: "Some `code`.", date: "2026-01-02" });
    try {
      // A new title keeps the slug: the same address before and after the edit.
      const path = `/blogs/${String(created.slug)}`;
      const before = await request.get(path);
      await expectHashPolicy(before);
      expect(await before.text()).toContain(title);

      await ownerApi.update("blogs", created._id, { title: `${title} edited` });
      const after = await request.get(path);
      await expectHashPolicy(after);
      expect(await after.text()).toContain(`${title} edited`);
      expect(after.headers()["content-security-policy"]).not.toBe(before.headers()["content-security-policy"]);
    } finally {
      await ownerApi.remove("blogs", created._id);
    }
  });
});

test("a long post (50,000 characters of Markdown) keeps its policy header small enough for any proxy", async ({ request, ownerApi, unique }) => {
  const sections = Array.from({ length: 600 }, (_, i) => `## Part ${i}\n\nText with **bold**.\n\n\`\`\`ts\nconst x${i} = ${i};\n\`\`\``);
  const content = sections.join("\n\n").slice(0, 50_000);
  const created = await ownerApi.create("blogs", { title: unique("Long post"), summary: "Long", content, date: "2026-01-03" });
  try {
    const response = await request.get(`/blogs/${String(created.slug)}`);
    await expectHashPolicy(response);
    expect(response.headers()["content-security-policy"].length).toBeLessThan(4096);
  } finally {
    await ownerApi.remove("blogs", created._id);
  }
});

test("a form POST to a public page is answered under a nonce, not without a policy", async ({ request }) => {
  const attempts: Array<Record<string, string>> = [{ "content-type": "application/x-www-form-urlencoded" }, { "next-action": "00".repeat(21) }];
  for (const headers of attempts) {
    const response = await request.post("/about", { headers, data: "a=b" });
    const scripts = expectStrictHeaders(response.headers());
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
  }
});

test.describe("Content-Security-Policy of pages that read the session", () => {
  for (const [path, loggedIn] of [["/login", false], ["/message", true]] as const) {
    test(`${path}: rendered per request, every script carries this response's nonce`, async ({ browser, ownerStorageState }) => {
      const context = await browser.newContext({ storageState: loggedIn ? ownerStorageState : undefined });
      const page = await context.newPage();
      const response = (await page.goto(path))!;
      expect(page.url()).toMatch(new RegExp(`${path}$`));
      const scripts = expectStrictHeaders(response.headers());
      expect(scripts).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}' 'sha256-[^']+' 'strict-dynamic'/);
      const nonce = scripts.match(/'nonce-([^']+)'/)![1];
      // Browsers hide the nonce attribute from the DOM once parsed: read the HTML as sent.
      const html = await response.text();
      const unnonced = executableScripts(html).filter(({ tag }) => !tag.includes(`nonce="${nonce}"`));
      // Only the theme script, allowed by its hash, goes without.
      expect(unnonced.map(({ text }) => sha256(text))).toEqual([scripts.match(/'sha256-[^']+'/)![0]]);
      await context.close();
    });
  }

  test("each response has its own nonce", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const policy = (await request.get("/login")).headers()["content-security-policy"];
      nonces.add(policy.match(/'nonce-([^']+)'/)![1]);
    }
    expect(nonces.size).toBe(3);
  });
});

test("API answers, uploads, Next's other paths and files carry a deny-all policy", async ({ request }) => {
  for (const path of ["/api/v1/projects", "/api/v1/users/current-user", "/uploads/missing.png", "/_next/no-such-thing", "/_next/static/media/x.svg", "/humans.txt", "/robots.txt", "/rss.xml", "/icons.svg"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

/**
 * Script and style chunks are never documents: served with their own type and nosniff, they
 * carry no document headers, which would only add bytes to every page's downloads (issue 22,
 * point 15; docs/decisions.md, "Security headers").
 */
test("script and style chunks: their type, nosniff and a year's caching, and no document headers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const chunks = [html.match(/\/_next\/static\/chunks\/[^"]+\.js/)![0], html.match(/\/_next\/static\/chunks\/[^"]+\.css/)![0]];
  for (const path of chunks) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-type"], path).toMatch(/^(application\/javascript|text\/css)/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
    for (const name of ["content-security-policy", "x-frame-options", "permissions-policy", "cross-origin-opener-policy", "referrer-policy"]) {
      expect([path, name, headers[name]]).toEqual([path, name, undefined]);
    }
  }
});

/**
 * Injects markup into the live page the way a content bug would (an event handler in HTML,
 * or a script element) and answers with the directive that refused it.
 */
function refusedDirective(page: Page, injection: "event handler" | "script element"): Promise<string> {
  return page.evaluate(
    (injection) =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true });
        if (injection === "event handler") {
          const box = document.createElement("div");
          box.innerHTML = '<img src="data:," onerror="window.__injected = true">';
          document.body.append(box);
        } else {
          const script = document.createElement("script");
          script.textContent = "window.__injected = true";
          document.body.append(script);
        }
      }),
    injection,
  );
}

test("markup injected into a page cannot run script, and the page keeps working", async ({ visitorPage }) => {
  // A page without the journeys' violation guard: this violation is the point.
  const page = await visitorPage();
  await page.goto("/");
  const injected = () => page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected);
  expect(await refusedDirective(page, "event handler")).toBe("script-src-attr");
  expect(await injected()).toBeUndefined();
  // An inline script added later is not one the policy names either.
  expect(await refusedDirective(page, "script element")).toBe("script-src-elem");
  expect(await injected()).toBeUndefined();
});
