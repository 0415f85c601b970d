/**
 * Spec §2, Contact is for visitors (issue 22, point 1): the proxy sends a request for
 * /contact that carries the owner's session cookie to /message, before anything renders,
 * and leaves everything else as it was: a visitor's /contact is the cached page (no nonce,
 * whose policy would not match the cached page's scripts), a form POST still gets its nonce.
 * The build-time side, which requests reach the proxy at all, is in tests/config/csp.test.ts.
 */
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { siteProxy } from "@/lib/proxy/site-proxy";
import { loginAsOwner, ORIGIN } from "../helpers/api";
import { resetDatabase } from "../helpers/db";

beforeEach(resetDatabase);

const request = (path: string, init: { method?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(path, ORIGIN), {
    method: init.method ?? "GET",
    headers: { ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
  });

/** What the proxy did: redirected (where to), or let the request through (with a nonce policy or without). */
async function outcome(req: NextRequest) {
  const res = await siteProxy(req);
  if (res.status >= 300 && res.status < 400) return { redirect: res.headers.get("location"), status: res.status, cacheControl: res.headers.get("cache-control") };
  expect(res.headers.get("x-middleware-next")).toBe("1");
  return { through: true, nonce: /'nonce-/.test(res.headers.get("content-security-policy") ?? "") };
}

test("the owner opening /contact goes to /message, never cached for anyone else", async () => {
  const cookie = await loginAsOwner();
  for (const method of ["GET", "HEAD"]) {
    expect(await outcome(request("/contact", { method, cookie }))).toEqual({
      redirect: `${ORIGIN}/message`,
      status: 307,
      cacheControl: "private, no-store",
    });
  }
  // The secure cookie name (HTTPS) too.
  const secure = cookie.replace("next-auth.session-token=", "__Secure-next-auth.session-token=");
  expect(await outcome(request("/contact", { cookie: secure }))).toMatchObject({ redirect: `${ORIGIN}/message` });
});

test("a visitor, a forged cookie or one sealed with another secret: the cached page, untouched", async () => {
  const foreign = await encode({ token: { sub: "x", sid: "y", email: "a@b.c", name: "A" }, secret: "another secret of enough length" });
  for (const cookie of [undefined, "theme=dark", "next-auth.session-token=forged", `next-auth.session-token=${foreign}`]) {
    expect([cookie, await outcome(request("/contact", { cookie }))]).toEqual([cookie, { through: true, nonce: false }]);
  }
});

test("the owner elsewhere: other pages are not redirected; what renders per request keeps its nonce", async () => {
  const cookie = await loginAsOwner();
  expect(await outcome(request("/about", { cookie }))).toEqual({ through: true, nonce: false });
  expect(await outcome(request("/message", { cookie }))).toEqual({ through: true, nonce: true });
  // A form POST to /contact (Next renders it per request) is not a page view: no redirect.
  const post = request("/contact", { method: "POST", cookie, headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(await outcome(post)).toEqual({ through: true, nonce: true });
});
