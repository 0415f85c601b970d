/**
 * An address with a %-escape Next cannot decode (`%ZZ`, a lone `%`, bytes that are not
 * UTF-8): Next 16.4 answers those with a bare 500 wherever a dynamic segment takes the
 * value. The proxy answers them first (src/lib/proxy/malformed-address.ts): a page is the
 * site's 404 page, anything else a 400 `{msg}`. Which addresses reach the proxy is the
 * matcher's part, checked here on both proxies' literal, compiled by Next; the served statuses are checked in
 * the browser suite (e2e/api-edges.spec.ts).
 */
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { MALFORMED_ESCAPE_PATTERN } from "@/lib/proxy/malformed-address";
import { siteProxy } from "@/lib/proxy/site-proxy";
import { ORIGIN } from "../helpers/api";
import { withEnv } from "../helpers/db";

const MALFORMED = ["%ZZ", "%", "%4", "%E0%A4%A", "%C0%AE%C0%AE", "%ED%A0%80", "%u0041", "%FF"];
const WELL_FORMED = ["x", "%20", "%2F", "caf%C3%A9", "%E2%9C%93", "%25ZZ"];

async function answer(path: string, init: { method?: string } = {}) {
  const response = await siteProxy(new NextRequest(new URL(path, ORIGIN), { method: init.method ?? "GET" }));
  return {
    status: response.status,
    rewrite: response.headers.get("x-middleware-rewrite"),
    through: response.headers.get("x-middleware-next") === "1",
    body: response.headers.get("content-type")?.startsWith("application/json") ? await response.json() : null,
  };
}

test("a page's address: the site's 404 page (Next's not-found page, by a rewrite to an address that is no page)", async () => {
  for (const escape of MALFORMED) {
    for (const path of [`/blogs/${escape}`, `/preview/blogs/${escape}`, `/edit-blog/${escape}`, `/${escape}`, `/about${escape}`]) {
      const seen = await answer(path);
      expect([path, seen.status, seen.through]).toEqual([path, 200, false]);
      expect(new URL(seen.rewrite!).pathname).toBe("/_malformed-address");
    }
  }
});

test("the API, uploads, cards and Next's own paths: 400 {msg}, whatever the method", async () => {
  const MSG = { msg: "This address has a malformed %-escape: a % must start an escape such as %20, of UTF-8." };
  for (const path of ["/api/v1/blogs/%ZZ", "/api/%ZZ", "/api/v1/message/%C0%AE", "/uploads/%ZZ", "/og/blogs/%", "/_next/%ZZ"]) {
    for (const method of ["GET", "DELETE", "PATCH"]) {
      expect([path, method, await answer(path, { method })]).toEqual([path, method, { status: 400, rewrite: null, through: false, body: MSG }]);
    }
  }
});

test("the image optimizer's url parameter: 400 {msg} when it cannot be decoded (Next's optimizer would fail with a 500)", async () => {
  const seen = await answer("/_next/image?url=%2F%25ZZ&w=640&q=75");
  expect([seen.status, seen.body]).toEqual([400, { msg: "This address has a malformed %-escape: a % must start an escape such as %20, of UTF-8." }]);
  expect(await answer("/_next/image?url=%2Fuploads%2Fa.png&w=640&q=75")).toMatchObject({ status: 200, through: true });
});

test("in a nonce build, an API answer or a file with escapes in its address goes on without the documents' nonce policy", async () => {
  await withEnv({ PORTFOLIO_CSP_MODE: "nonce" }, () =>
    jest.isolateModulesAsync(async () => {
      const { siteProxy: nonceBuildProxy } = await import("@/lib/proxy/site-proxy");
      for (const path of ["/api/v1/blogs/caf%C3%A9", "/uploads/caf%C3%A9.png", "/caf%C3%A9.png"]) {
        const response = await nonceBuildProxy(new NextRequest(new URL(path, ORIGIN)));
        expect([path, response.headers.get("x-middleware-next"), response.headers.get("content-security-policy")]).toEqual([path, "1", null]);
      }
      // A page still gets its nonce.
      const page = await nonceBuildProxy(new NextRequest(new URL("/blogs/caf%C3%A9", ORIGIN)));
      expect(page.headers.get("content-security-policy")).toMatch(/'nonce-/);
    }),
  );
});

test("a well-formed escape goes on as before", async () => {
  for (const escape of WELL_FORMED) {
    const seen = await answer(`/blogs/${escape}`);
    expect([escape, seen.rewrite, seen.status]).toEqual([escape, null, 200]);
  }
});

describe("the matchers send every malformed address to the proxy, and no other address but non-ASCII ones", () => {
  const literal = `/(${MALFORMED_ESCAPE_PATTERN})`;

  test.each(["@/proxy.nonce", "@/proxy.cached"])("%s has the pattern as its literal", async (file) => {
    const { config } = (await import(file)) as { config: { matcher: unknown[] } };
    expect(config.matcher).toContain(literal);
    expect(config.matcher).toContainEqual({ source: "/_next/image", has: [{ type: "query", key: "url", value: MALFORMED_ESCAPE_PATTERN }] });
  });

  // Compiled by Next itself (its testing helper), from the cached builds' matchers: the ones
  // that must leave every ordinary public address alone.
  test("what it takes", async () => {
    const { config } = await import("@/proxy.cached");
    const reachesProxy = (path: string) => unstable_doesMiddlewareMatch({ config, url: `${ORIGIN}${path}` });
    for (const escape of MALFORMED) {
      for (const path of [`/blogs/${escape}`, `/api/v1/blogs/${escape}`, `/${escape}`, `/uploads/a${escape}.png`]) expect([path, reachesProxy(path)]).toEqual([path, true]);
    }
    expect(reachesProxy("/_next/image?url=%2F%25ZZ&w=640&q=75")).toBe(true);
    for (const path of ["/", "/about", "/blogs/a-post", "/blogs/a%20b", "/api/v1/blogs", "/uploads/a.png", "/blogs/%2F", "/_next/image?url=%2Fuploads%2Fa.png&w=640&q=75"]) {
      expect([path, reachesProxy(path)]).toEqual([path, false]);
    }
    // Non-ASCII escapes are decided in the proxy, by decoding.
    expect(reachesProxy("/blogs/caf%C3%A9")).toBe(true);
  });
});
