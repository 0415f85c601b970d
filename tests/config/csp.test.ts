import { createHash } from "node:crypto";
import {
  CACHED_DOCUMENT_SOURCE,
  NON_DOCUMENT_CSP,
  VERCEL_CACHED_PAGE_CSP,
  cachedPagePolicy,
  createNonce,
  inlineScripts,
  isSessionPage,
  noncePolicy,
} from "@/lib/security/csp";
import { THEME_SCRIPT } from "@/lib/site/theme";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.split(" ")[0] === name) ?? "";

/** What a browser computes for an inline script: SHA-256 of its text, base64. */
const browserHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the policy of a page rendered per request", () => {
  test("scripts need this response's nonce (or are the theme script); no 'unsafe-inline', no 'unsafe-eval'", () => {
    const scripts = directive(noncePolicy("abc123=="), "script-src");
    expect(scripts).toBe(`script-src 'self' 'nonce-abc123==' ${browserHash(THEME_SCRIPT)} 'strict-dynamic'`);
  });

  test("development adds only 'unsafe-eval' (React's debugging aids), never 'unsafe-inline'", () => {
    const scripts = directive(noncePolicy("n", { development: true }), "script-src");
    expect(scripts).toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  test("no framing, no plugins, no foreign base or form targets", () => {
    const policy = noncePolicy("n");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });

  test("nonces are 128 random bits, base64, never repeated", () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});

describe("the policy of a cached page", () => {
  const bootstrap = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0a1b.js"],"runtimeModuleIds":[94553]});';
  const html = [
    "<!DOCTYPE html><html><head>",
    `<script>${THEME_SCRIPT}</script>`,
    '<script src="/_next/static/chunks/app.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Person"}</script>',
    "</head><body><p>café — “quoted”</p>",
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script>self.__next_f.push([1,"ünïcode \\u003c/script> \\"quoted\\""])</script>',
    `<script id="_R_">${bootstrap}</script>`,
    "<script>self.__next_f.push([2,null])</script>",
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    "</body></html>",
  ].join("");

  test("names every script the framework wrote by its hash, as the browser computes it, once each", () => {
    expect(inlineScripts(html)).toEqual({
      hashes: [
        browserHash(THEME_SCRIPT),
        browserHash("(self.__next_f=self.__next_f||[]).push([0])"),
        browserHash('self.__next_f.push([1,"ünïcode \\u003c/script> \\"quoted\\""])'),
        browserHash(bootstrap),
        browserHash("self.__next_f.push([2,null])"),
      ],
      refused: [],
    });
  });

  test.each([
    ["a script of its own", "alert(document.cookie)"],
    ["code after a data push", 'self.__next_f.push([1,"x"]);alert(1)'],
    ["a push whose string breaks out", 'self.__next_f.push([1,"x"+alert(1)+""])'],
    ["a module", "import('/x.js')"],
    ["the bootstrap loading a foreign file", '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["https://evil.example/x.js"]});'],
    ["the bootstrap with more than chunks", '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"x":alert(1)});'],
  ])("markup that got into a page is refused, not hashed: %s", (_, script) => {
    const page = `${html}<script>${script}</script>`;
    expect(inlineScripts(page).refused).toEqual([script]);
    expect(cachedPagePolicy(page).policy).not.toContain(browserHash(script));
  });

  test("script files come from this origin; data blocks and files are not hashed; nothing is 'unsafe'", () => {
    const scripts = directive(cachedPagePolicy(html).policy, "script-src");
    expect(scripts.startsWith("script-src 'self' 'sha256-")).toBe(true);
    expect(scripts).not.toContain(browserHash('{"@type":"Person"}'));
    expect(scripts).not.toMatch(/unsafe|nonce|strict-dynamic/);
    expect(directive(cachedPagePolicy(html).policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  test("a page without inline scripts allows script files from this origin only", () => {
    expect(directive(cachedPagePolicy("<p>plain</p>").policy, "script-src")).toBe("script-src 'self'");
  });
});

describe("which pages render per request", () => {
  test.each(["/login", "/admin", "/admin/", "/admin/profile", "/admin/profile/", "/admin/trash", "/admin/trash/", "/admin/arrange", "/admin/arrange/", "/admin/media", "/admin/media/", "/admin/account", "/admin/account/", "/message", "/activity", "/add-project", "/add-techStack", "/edit-blog/3f1c", "/login/", "/preview/blogs/AbC-_1xy", "/preview/projects/t/"])(
    "%s reads the session or is a private preview: nonce",
    (path) => expect(isSessionPage(path)).toBe(true),
  );
  test.each(["/", "/about", "/projects", "/blogs", "/blogs/3f1c", "/contact", "/message-board", "/add-project/x", "/edit-blog", "/logins", "/administrator", "/admin/x", "/admin/profiles", "/admin/profile/x", "/admin/trash/x", "/admin/trashes", "/admin/arrange/x", "/admin/media/x", "/admin/mediaa", "/admin/account/x", "/admin/accounts", "/preview", "/preview/blogs", "/preview/blogs/t/x", "/previews/blogs/t"])(
    "%s is a cached public page: hashes",
    (path) => expect(isSessionPage(path)).toBe(false),
  );
});

test("non-document responses deny everything", () => {
  expect(directive(NON_DOCUMENT_CSP, "default-src")).toBe("default-src 'none'");
  expect(directive(NON_DOCUMENT_CSP, "frame-ancestors")).toBe("frame-ancestors 'none'");
});

type Matcher = string | { source: string; has?: Array<{ type: string; key: string; value?: string }> };

/**
 * Which paths a matcher list sends through the proxy for a request with these headers.
 * Next compiles a source the way path-to-regexp does; ours are plain enough to test as
 * regexes.
 */
function matcherTest(matchers: readonly Matcher[], headers: Record<string, string> = {}) {
  const entries = matchers.map((matcher) => (typeof matcher === "string" ? { source: matcher } : matcher));
  const cookies = Object.fromEntries((headers.cookie ?? "").split(";").filter(Boolean).map((pair) => pair.trim().split("=", 2)));
  const present = (type: string, key: string): string | undefined => (type === "cookie" ? cookies[key] : headers[key]);
  return (path: string) =>
    entries.some(
      ({ source, has = [] }) =>
        new RegExp(`^${source.replace(/:\w+/g, "[^/]+")}$`).test(path) &&
        has.every(({ type, key, value }) => {
          const found = present(type, key);
          return found !== undefined && (value === undefined || new RegExp(`^${value}$`).test(found));
        }),
    );
}

const PAGES = ["/", "/about", "/blogs/3f1c", "/login", "/admin", "/admin/profile", "/admin/media", "/admin/trash", "/edit-blog/3f1c", "/add-project", "/message", "/activity", "/preview/blogs/3f1c", "/no-such-page"];
const NOT_DOCUMENTS = ["/api/v1/projects", "/uploads/a.png", "/_next/static/chunks/a.js", "/_next/image", "/_next/hmr", "/robots.txt", "/rss.xml"];

test("nonce build: the proxy sees every document and no API answer, upload, build asset or file", async () => {
  const matches = matcherTest((await import("@/proxy.nonce")).config.matcher);
  for (const page of PAGES) expect([page, matches(page)]).toEqual([page, true]);
  for (const other of NOT_DOCUMENTS) expect([other, matches(other)]).toEqual([other, false]);
});

describe("hash and vercel-cached builds (one proxy file): the proxy sees only what renders per request (cached pages cost no proxy call)", () => {
  test("a page view: the session pages", async () => {
    const matches = matcherTest((await import("@/proxy.cached")).config.matcher);
    for (const page of [...PAGES, ...NOT_DOCUMENTS, "/message-board", "/add-project/x"]) {
      expect([page, matches(page)]).toEqual([page, isSessionPage(page)]);
    }
  });

  test.each<Record<string, string>>([
    { "content-type": "application/x-www-form-urlencoded" },
    { "content-type": "multipart/form-data; boundary=x" },
    { "next-action": "abc" },
  ])("a form POST or action call to any page: %o", async (headers) => {
    const matches = matcherTest((await import("@/proxy.cached")).config.matcher, headers);
    for (const page of PAGES) expect([page, matches(page)]).toEqual([page, true]);
    for (const other of NOT_DOCUMENTS) expect([other, matches(other)]).toEqual([other, false]);
  });
});

describe("the owner's /contact (issue 22, point 1): only a request with a session cookie reaches the proxy", () => {
  test("src/proxy.cached.ts", async () => {
    const { matcher } = (await import("@/proxy.cached")).config as { matcher: Matcher[] };
    for (const cookie of ["next-auth.session-token=abc", "__Secure-next-auth.session-token=abc", "theme=dark; next-auth.session-token=abc"]) {
      const matches = matcherTest(matcher, { cookie });
      expect([cookie, matches("/contact")]).toEqual([cookie, true]);
      // No other cached page is reached for the cookie's sake.
      for (const page of ["/", "/about", "/blogs/3f1c", "/no-such-page", "/contacts"]) expect([cookie, page, matches(page)]).toEqual([cookie, page, false]);
    }
    for (const cookie of ["", "theme=dark", "next-auth.csrf-token=abc"]) expect([cookie, matcherTest(matcher, { cookie })("/contact")]).toEqual([cookie, false]);
  });
});

describe("vercel-cached build: Vercel's cached public pages, where no hash can travel", () => {
  test("a fixed policy: inline scripts allowed as such, with no hash, nonce or 'strict-dynamic' (which would void 'unsafe-inline')", () => {
    expect(directive(VERCEL_CACHED_PAGE_CSP, "script-src")).toBe("script-src 'self' 'unsafe-inline'");
    expect(VERCEL_CACHED_PAGE_CSP).not.toMatch(/'sha256-|'nonce-|'strict-dynamic'|'unsafe-eval'/);
  });

  test("every other directive is the one every page has", () => {
    const withoutScripts = (policy: string) => policy.split("; ").filter((d) => !d.startsWith("script-src "));
    expect(withoutScripts(VERCEL_CACHED_PAGE_CSP)).toEqual(withoutScripts(noncePolicy("n")));
    expect(withoutScripts(VERCEL_CACHED_PAGE_CSP)).toEqual(withoutScripts(cachedPagePolicy("<p>x</p>").policy));
    for (const name of ["frame-ancestors", "object-src", "base-uri", "form-action", "connect-src", "default-src"]) {
      expect(directive(VERCEL_CACHED_PAGE_CSP, name)).not.toBe("");
    }
  });


  test("the fixed policy's headers() source takes every document but the session pages", () => {
    // Next compiles an unnamed group in a source as the regex itself.
    const cachedDocument = new RegExp(`^${CACHED_DOCUMENT_SOURCE}$`);
    for (const page of [...PAGES, "/blogs", "/techStack", "/message-board", "/add-project/x", "/logins", "/admin/x"]) {
      expect([page, cachedDocument.test(page)]).toEqual([page, !isSessionPage(page)]);
    }
    for (const other of NOT_DOCUMENTS) expect([other, cachedDocument.test(other)]).toEqual([other, false]);
  });
});
