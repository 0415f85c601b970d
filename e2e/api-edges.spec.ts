import http from "node:http";
import { expect, test } from "@playwright/test";

/**
 * Issue 15, finding 10, against the production server, where Next's router and its own
 * request handling decide: unknown API paths were the HTML 404 page, a method a route does
 * not implement an empty 405, TRACE a 500. tests/api/api-edges.test.ts covers every route.
 */
const ALL_METHODS = "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE";

/** A raw request: Playwright's client, like fetch, may refuse methods such as TRACE. */
function rawRequest(baseURL: string, method: string, path: string) {
  const base = new URL(baseURL);
  return new Promise<{ status: number; allow?: string; contentType?: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: base.hostname, port: base.port, method, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, contentType: res.headers["content-type"], body }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

test("unknown /api paths are 404 {msg} for any method; real routes still answer", async ({ request }) => {
  for (const [method, path] of [
    ["GET", "/api/v1/nothing-here"],
    ["POST", "/api/v1/nothing-here"],
    ["DELETE", "/api/v1/blogs/a/b"],
    ["PATCH", "/api/nothing"],
  ]) {
    const res = await request.fetch(path, { method });
    expect([method, path, res.status(), res.headers()["content-type"]]).toEqual([method, path, 404, expect.stringContaining("application/json")]);
    expect(await res.json()).toEqual({ msg: "There is no API endpoint at this address." });
  }

  // The catch-all never wins over a route file, static or dynamic.
  const currentUser = await request.get("/api/v1/users/current-user");
  expect([currentUser.status(), await currentUser.json()]).toEqual([200, { user: null }]);
  expect((await request.get("/api/v1/projects/selectedProjects")).status()).toBe(200);
  const blogs = await request.get("/api/v1/blogs");
  expect(blogs.status()).toBe(200);
  const unknownBlog = await request.get("/api/v1/blogs/00000000-0000-4000-8000-000000000000");
  expect([unknownBlog.status(), await unknownBlog.json()]).toEqual([404, { msg: "Blog not found." }]);

  // Pages keep their HTML 404.
  const page = await request.get("/no-such-page");
  expect([page.status(), page.headers()["content-type"]]).toEqual([404, expect.stringContaining("text/html")]);
});

test("a method a route does not implement is 405 {msg} with Allow; OPTIONS lists the methods", async ({ request }) => {
  for (const [method, path, allow] of [
    ["POST", "/api/v1/users/current-user", "GET, HEAD, OPTIONS"],
    ["PUT", "/api/v1/blogs", "GET, HEAD, OPTIONS, POST"],
    ["GET", "/api/v1/auth/login", "OPTIONS, POST"],
    ["POST", "/api/v1/message/00000000-0000-4000-8000-000000000000", "OPTIONS, PATCH, DELETE"],
  ]) {
    const res = await request.fetch(path, { method });
    expect([method, path, res.status(), res.headers()["allow"]]).toEqual([method, path, 405, allow]);
    expect(await res.json()).toEqual({ msg: `${method} is not allowed here. Allowed: ${allow}.` });
  }
  const options = await request.fetch("/api/v1/blogs", { method: "OPTIONS" });
  expect([options.status(), options.headers()["allow"]]).toEqual([204, "GET, HEAD, OPTIONS, POST"]);
});

test("TRACE and other methods Next cannot serve are 405 {msg}, not 500", async ({ baseURL }) => {
  for (const [method, path] of [
    ["TRACE", "/api/v1/message"],
    ["TRACE", "/"],
    ["TRACE", "/login"],
    ["PROPFIND", "/api/v1/blogs"],
  ]) {
    const res = await rawRequest(baseURL!, method, path);
    expect({ method, path, status: res.status, allow: res.allow, contentType: res.contentType }).toEqual({
      method,
      path,
      status: 405,
      allow: ALL_METHODS,
      contentType: "application/json",
    });
    expect(JSON.parse(res.body)).toEqual({ msg: `The ${method} method is not allowed. Allowed: ${ALL_METHODS}.` });
  }
});

/**
 * An address with a %-escape Next cannot decode (`%ZZ`, a lone `%`, bytes that are not
 * UTF-8) was a bare 500 from Next wherever a dynamic segment takes the value; the proxy
 * answers first (src/lib/proxy/malformed-address.ts). And a form POST to an unknown post
 * or a dead preview link renders per request, where the proxy gives the 404.
 */
test("a malformed %-escape is the 404 page (a page) or 400 {msg} (anything else), never a 500", async ({ baseURL, request }) => {
  for (const path of ["/blogs/%ZZ", "/preview/blogs/%E0%A4%A", "/edit-blog/%ZZ", "/blogs/%C0%AE%C0%AE", "/%"]) {
    const res = await rawRequest(baseURL!, "GET", path);
    expect([path, res.status, res.contentType]).toEqual([path, 404, expect.stringContaining("text/html")]);
    expect(res.body).toMatch(/<header[\s>][\s\S]*Page Not Found[\s\S]*<footer[\s>]/);
  }
  for (const [method, path] of [
    ["GET", "/api/v1/blogs/%ZZ"],
    ["DELETE", "/api/v1/projects/%ZZ"],
    ["GET", "/uploads/%ZZ"],
    ["GET", "/og/blogs/%ED%A0%80"],
    ["GET", "/_next/image?url=%2F%25ZZ&w=640&q=75"],
  ]) {
    const res = await rawRequest(baseURL!, method, path);
    expect([method, path, res.status, res.contentType]).toEqual([method, path, 400, expect.stringContaining("application/json")]);
    expect(JSON.parse(res.body)).toEqual({ msg: "This address has a malformed %-escape: a % must start an escape such as %20, of UTF-8." });
  }
  for (const path of ["/blogs/no-such-post", `/preview/blogs/${"A".repeat(56)}`]) {
    const res = await request.post(path, { form: { a: "b" } });
    expect([path, res.status()]).toEqual([path, 404]);
    expect(await res.text()).toContain("Page Not Found");
  }
});
