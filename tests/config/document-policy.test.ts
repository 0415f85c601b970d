import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { cachedPagePolicy } from "@/lib/security/csp";
import { NO_INLINE_SCRIPT_POLICY, watchDocumentPolicy } from "@/lib/self-hosting/document-policy.mjs";

/**
 * Every HTML response leaves with a Content-Security-Policy. An error screen Next sends past
 * the page cache (a render that failed: no policy of its own) gets the page policy naming
 * its own framework scripts, so it still renders; a response that has a policy (a cached
 * page's hashes, a nonce) keeps exactly that one. A real Node server with the
 * self-hosted server's watch on each response (server.mjs, src/lib/self-hosting).
 */
// What Next answers when a render fails: a shell the error screen is rendered into by its scripts.
const ERROR_SCREEN =
  '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script>self.__next_f.push([1,"0:{\\"error\\":true}\\n"])</script></body></html>';
const INJECTED = '<!DOCTYPE html><html><body><script>alert("x")</script></body></html>';

let server: http.Server;
let base: string;
const handlers = new Map<string, http.RequestListener>();

beforeAll(async () => {
  // As the self-hosted server (server.mjs) hands each response to Next: watched first.
  server = http.createServer((req, res) => {
    watchDocumentPolicy(res);
    handlers.get(req.url ?? "")!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The raw response as sent: a header sent twice shows twice. */
async function sent(path: string, handler: http.RequestListener) {
  handlers.set(path, handler);
  return new Promise<{ policies: string[]; status: number; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        const policies: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (res.rawHeaders[i].toLowerCase() === "content-security-policy") policies.push(res.rawHeaders[i + 1]);
        }
        res.on("end", () => resolve({ policies, status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

/** As Next sends a failed render: Cache-Control no-store, status 500, the whole HTML at once. */
const errorScreen = (html: string): http.RequestListener => (_req, res) => {
  res.statusCode = 500;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
  res.end(html);
};

/**
 * What the `compression` middleware of `next start` does to every response: it replaces
 * `end` on the response and sends the headers before it hands the body on (gzipped).
 */
function compressing(handler: http.RequestListener): http.RequestListener {
  return (req, res) => {
    const end = res.end as (this: http.ServerResponse) => http.ServerResponse;
    const gzip = zlib.createGzip();
    gzip.on("data", (data: Buffer) => res.write(data));
    gzip.on("end", () => end.call(res));
    res.end = function (this: http.ServerResponse, chunk?: unknown) {
      this.setHeader("Content-Encoding", "gzip");
      (this as unknown as { _implicitHeader(): void })._implicitHeader();
      gzip.end(chunk as Buffer | string);
      return this;
    } as typeof res.end;
    handler(req, res);
  };
}

test("an error screen sent without a policy gets the page policy naming its own scripts", async () => {
  const { policies, status, body } = await sent("/error-screen", errorScreen(ERROR_SCREEN));
  expect(status).toBe(500);
  expect(body.toString()).toBe(ERROR_SCREEN);
  expect(policies).toEqual([cachedPagePolicy(ERROR_SCREEN).policy]);
  expect(policies[0]).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
  expect(policies[0]).toContain("frame-ancestors 'none'");
});

test("also when compression replaced `end` and sends the headers before the body", async () => {
  const { policies, body } = await sent("/compressed", compressing(errorScreen(ERROR_SCREEN)));
  expect(zlib.gunzipSync(body).toString()).toBe(ERROR_SCREEN);
  expect(policies).toEqual([cachedPagePolicy(ERROR_SCREEN).policy]);
});

test("a script that is not the framework's gets no hash: it is refused, as on a cached page", async () => {
  const { policies } = await sent("/injected", errorScreen(INJECTED));
  expect(policies).toEqual([NO_INLINE_SCRIPT_POLICY]);
  expect(NO_INLINE_SCRIPT_POLICY).toContain("script-src 'self';");
});

test("a document streamed before its body is seen gets the page policy without inline scripts", async () => {
  const streamed = await sent("/streamed", (_req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.write("<!DOCTYPE html><html><body>");
    res.end("</body></html>");
  });
  expect(streamed.policies).toEqual([NO_INLINE_SCRIPT_POLICY]);

  const listed = await sent("/write-head", (_req, res) => {
    res.writeHead(503, { "Content-Type": "text/html" });
    res.end();
  });
  expect(listed.policies).toEqual([NO_INLINE_SCRIPT_POLICY]);
});

test("a cached page keeps its own policy, sent once (two policies would both be enforced)", async () => {
  const policy = "default-src 'self'; script-src 'self' 'sha256-cached'";
  // Next appends a cached page's stored headers, then sends the page whole.
  const cached = await sent("/cached", compressing((_req, res) => {
    res.setHeader("Content-Type", "text/html");
    res.appendHeader("content-security-policy", policy);
    res.end(ERROR_SCREEN);
  }));
  expect(cached.policies).toEqual([policy]);

  const given = await sent("/given-in-write-head", (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Security-Policy": "default-src 'none'" });
    res.end("<p>x</p>");
  });
  expect(given.policies).toEqual(["default-src 'none'"]);
});

test("what is not a document is left alone", async () => {
  const json = await sent("/json", (_req, res) => {
    res.setHeader("Content-Type", "application/json");
    res.end("{}");
  });
  expect(json.policies).toEqual([]);
  const image = await sent("/image", (_req, res) => {
    res.writeHead(200, { "Content-Type": "image/png" });
    res.end(Buffer.from([0x89]));
  });
  expect(image.policies).toEqual([]);
});
