import net from "node:net";
import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * Issue 15, finding 1, against the production server: three concurrent chunked bodies of
 * 100 MB to the public contact endpoint. Before the fix each was read whole (three of
 * 150 MB took a server from 192 MB to 1.5 GB). Now each is refused with 413 `{msg}` once
 * 64 KB have arrived, and the server's memory stays flat. The server reports its resident
 * memory at /api/internal/query-count (BENCH_QUERY_COUNTER=1, set for this suite).
 */
const MB = 1024 * 1024;
const BODY_BYTES = 100 * MB;
const CHUNK = Buffer.alloc(64 * 1024, "a");
const HEAD = Buffer.from('{"name":"Visitor","email":"visitor@example.com","subject":"Hi","message":"');

interface Outcome {
  status?: number;
  contentType?: string;
  body: string;
  /** Bytes written before the answer came (or the connection closed). */
  sent: number;
  error?: string;
}

/**
 * POSTs a chunked JSON body of BODY_BYTES made as it goes, over a socket of its own, and stops
 * writing as soon as an answer arrives or the connection closes: a client that keeps sending
 * after a 413 only measures its own patience. Like a browser, it keeps what it has read of
 * the answer when a write fails (Node's HTTP client threw an answer away on EPIPE). When the
 * server resets the connection before the answer is read, it is lost all the same: the test
 * below says when that is accepted.
 */
function sendChunked(baseURL: string, path: string): Promise<Outcome> {
  const base = new URL(baseURL);
  return new Promise((resolve) => {
    let sent = 0;
    let stopped = false;
    let settled = false;
    let writeError: string | undefined;
    const received: Buffer[] = [];
    const socket = net.connect(Number(base.port), base.hostname);
    const settle = () => {
      if (settled) return;
      settled = true;
      stopped = true;
      clearTimeout(timer);
      socket.destroy();
      const answer = parseAnswer(Buffer.concat(received));
      resolve(answer ? { ...answer, sent } : { body: "", sent, error: writeError ?? "closed without an answer" });
    };
    const timer = setTimeout(settle, 30_000);
    socket.on("data", (data) => {
      stopped = true;
      received.push(data);
      if (parseAnswer(Buffer.concat(received))?.complete) settle();
    });
    socket.on("error", (error) => {
      stopped = true;
      writeError ??= error.message;
    });
    socket.on("close", settle);
    const chunk = (data: Buffer) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
    const write = () => {
      while (!stopped && sent < BODY_BYTES) {
        sent += CHUNK.length;
        if (!socket.write(chunk(CHUNK))) {
          socket.once("drain", write);
          return;
        }
      }
      if (!stopped) socket.write("0\r\n\r\n");
    };
    socket.on("connect", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      );
      sent += HEAD.length;
      socket.write(chunk(HEAD));
      write();
    });
  });
}

/** An HTTP/1.1 answer as far as it has arrived: its status, type and body (chunked or not). */
function parseAnswer(bytes: Buffer): (Omit<Outcome, "sent"> & { complete: boolean }) | undefined {
  const headEnd = bytes.indexOf("\r\n\r\n");
  if (headEnd < 0) return undefined;
  const [statusLine, ...lines] = bytes.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
  let rest: Buffer = bytes.subarray(headEnd + 4);
  let body: Buffer = Buffer.alloc(0);
  let complete = false;
  if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) {
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      if (lineEnd < 0) break;
      const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
      if (size === 0) {
        complete = true;
        break;
      }
      if (rest.length < lineEnd + 2 + size + 2) break;
      body = Buffer.concat([body, rest.subarray(lineEnd + 2, lineEnd + 2 + size)]);
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
  } else {
    const length = Number(headers.get("content-length") ?? NaN);
    body = Number.isFinite(length) ? rest.subarray(0, length) : rest;
    complete = Number.isFinite(length) && rest.length >= length;
  }
  return { status: Number(statusLine.split(" ")[1]), contentType: headers.get("content-type"), body: body.toString("utf8"), complete };
}

async function serverRss(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/internal/query-count");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { rss: number }).rss;
}

test("three concurrent chunked 100 MB bodies to POST /api/v1/message: 413 {msg} each (or a reset under load), memory grows < 50 MB", async ({ request, baseURL }) => {
  // The route's code is loaded by a first, small refused request, so it is not counted.
  const warmUp = await request.post("/api/v1/message", { headers: { "content-type": "application/json" }, data: "{" });
  expect(warmUp.status()).toBe(400);
  const before = await serverRss(request);

  const outcomes = await Promise.all([1, 2, 3].map(() => sendChunked(baseURL!, "/api/v1/message")));

  const after = await serverRss(request);
  // Each body is refused long before its end: the 413 {msg}, or, when the server closed the
  // connection with the client's chunks still unread, a reset that took the 413 with it (TCP
  // discards what a reset connection had not yet handed to the client). Seen in CI under
  // load (Node 24's Jest beside the suite), never on an idle machine. Since then the server
  // cuts a refused body's connection 1 s after the refusal rather than at once, which gives
  // the answer time to leave; the CI sequence was not reproduced, so a reset is still taken
  // (docs/testing.md).
  for (const outcome of outcomes) {
    expect(outcome.sent, "the server stopped reading early").toBeLessThan(BODY_BYTES / 2);
    if (outcome.error !== undefined) {
      expect(outcome.error).toMatch(/EPIPE|ECONNRESET|closed without an answer/);
      continue;
    }
    expect(outcome.status).toBe(413);
    expect(outcome.contentType).toContain("application/json");
    expect(JSON.parse(outcome.body)).toEqual({ msg: "The request body is too large: at most 64 KB." });
  }
  const growth = after - before;
  test.info().annotations.push({
    type: "figures",
    description: `rss before ${(before / MB).toFixed(1)} MB, after ${(after / MB).toFixed(1)} MB (growth ${(growth / MB).toFixed(1)} MB); client wrote ${outcomes.map((o) => `${(o.sent / MB).toFixed(1)} MB`).join(", ")} before the answer`,
  });
  expect(growth).toBeLessThan(50 * MB);
});

/**
 * Issue 22, point 11, against the production server with its real limits (src/lib/api/
 * slow-clients.ts): 40 connections drip their headers a byte a second and 40 send a POST's
 * headers and one byte of its body, then nothing. Before, all 80 stayed open until Node's
 * five minutes; now each is closed within 20 s (plus the one-second check), while the site
 * keeps answering everyone else.
 */
test("slow clients: dripped headers and stalled bodies are closed within 20 s; the site answers meanwhile", async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const { hostname, port } = new URL(baseURL!);
  const opened = Date.now();
  const closedAfter: Array<number | null> = [];
  const answered: boolean[] = [];
  const sockets = Array.from({ length: 80 }, (_, i) => {
    const socket = net.connect(Number(port), hostname);
    closedAfter[i] = null;
    answered[i] = false;
    socket.on("data", () => (answered[i] = true));
    socket.on("close", () => (closedAfter[i] = Date.now() - opened));
    socket.on("error", () => {});
    return socket;
  });
  const headers = "GET /api/v1/users/current-user HTTP/1.1\r\nHost: localhost\r\n\r\n";
  sockets.slice(40).forEach((socket) => socket.write('POST /api/v1/message HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{'));
  // A byte a second on the first 40, from the first: a well-formed request, only slow.
  let dripped = 0;
  const drip = () => {
    sockets.slice(0, 40).forEach((socket) => !socket.destroyed && socket.write(headers[dripped]));
    dripped += 1;
  };
  drip();
  const dripper = setInterval(drip, 1000);
  try {
    // Everyone else is served meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await request.get("/api/v1/users/current-user")).status()).toBe(200);
    await expect.poll(() => closedAfter.filter((ms) => ms === null).length, { timeout: 40_000, intervals: [1000] }).toBe(0);
  } finally {
    clearInterval(dripper);
    sockets.forEach((socket) => socket.destroy());
  }
  const slowest = Math.max(...(closedAfter as number[]));
  test.info().annotations.push({ type: "figures", description: `80 slow connections all closed; the last after ${(slowest / 1000).toFixed(1)} s` });
  expect(slowest).toBeLessThan(25_000);
  expect(answered.filter(Boolean)).toHaveLength(0);
});
