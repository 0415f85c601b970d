/**
 * Slow clients (issue 22, point 11), on a real HTTP server with the guard of the self-hosted
 * server (src/lib/self-hosting/slow-clients.mjs), its limits scaled down 30x so that a test takes
 * seconds: headers must be complete within 0.6 s, and a body must bring 512 bytes in every
 * 0.5 s window (about 1 KB/s; the server's own: 16 KB per 15 s). Time the server is not
 * reading does not count against the client. e2e/body-limits.spec.ts checks the production
 * server with its real limits.
 */
import http from "node:http";
import net from "node:net";
import { guardSlowClients, SLOW_CLIENT_LIMITS, type SlowClientGuard } from "@/lib/self-hosting/slow-clients.mjs";

const LIMITS = { headersMs: 600, bodyWindowMs: 500, minBodyBytes: 512, tickMs: 25 };

let server: http.Server;
let guard: SlowClientGuard;
let port: number;
/** How long the handler waits before it reads a body (the app busy elsewhere). */
let readDelayMs = 0;

beforeEach(async () => {
  readDelayMs = 0;
  server = http.createServer((req, res) => {
    setTimeout(() => {
      let bytes = 0;
      req.on("data", (chunk: Buffer) => (bytes += chunk.length));
      req.on("end", () => res.end(`received ${bytes}`));
    }, readDelayMs);
  });
  guard = guardSlowClients(server, LIMITS);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection: what it was sent back, and when the server closed it (ms after opening). */
function connect() {
  const socket = net.connect(port, "127.0.0.1");
  const opened = Date.now();
  const state = { answer: "", closedAfterMs: null as number | null };
  socket.on("data", (data) => (state.answer += data.toString("latin1")));
  socket.on("close", () => (state.closedAfterMs = Date.now() - opened));
  socket.on("error", () => {});
  return { socket, state, write: (text: string | Buffer) => !socket.destroyed && socket.write(text) };
}

/** Writes `text` a byte every `everyMs` until done or the connection is closed. */
async function drip(connection: ReturnType<typeof connect>, text: string, everyMs: number) {
  for (const byte of text) {
    if (connection.socket.destroyed || connection.state.closedAfterMs !== null) return;
    connection.write(byte);
    await sleep(everyMs);
  }
}

const HEADERS = "POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/octet-stream\r\n";

test("the server's own limits close a drip within a minute and leave a slow mobile upload of a 4 MB photo room", () => {
  const minimumRate = SLOW_CLIENT_LIMITS.minBodyBytes / (SLOW_CLIENT_LIMITS.bodyWindowMs / 1000);
  expect(minimumRate).toBeLessThan(50 * 1024 / 10);
  expect(SLOW_CLIENT_LIMITS.headersMs + SLOW_CLIENT_LIMITS.tickMs).toBeLessThan(60_000);
  expect(SLOW_CLIENT_LIMITS.bodyWindowMs + SLOW_CLIENT_LIMITS.tickMs).toBeLessThan(60_000);
  // A 4 MB photo at 50 KB/s takes 80 s: longer than any single limit, never below the rate.
  expect((4 * 1024 * 1024) / (50 * 1024)).toBeGreaterThan(SLOW_CLIENT_LIMITS.bodyWindowMs / 1000);
});

test("headers dripped a byte at a time: closed once the headers' time is up, never answered", async () => {
  const dripping = connect();
  void drip(dripping, `${HEADERS}Content-Length: 0\r\n\r\n`, 40);
  // The drip would take 4 s: closed within 1.5 s is the guard, and not before its time was up.
  // (No tighter upper bound: a busy CI machine runs the timers late, the behaviour is the same.)
  await sleep(1500);
  expect(dripping.state.closedAfterMs).not.toBeNull();
  expect(dripping.state.closedAfterMs!).toBeGreaterThanOrEqual(LIMITS.headersMs);
  expect(dripping.state.answer).toBe("");
  expect(guard.closed.headers).toBe(1);
});

test("a connection that sends nothing, or stalls after one byte of headers, is closed too", async () => {
  const silent = connect();
  const oneByte = connect();
  oneByte.write("P");
  await sleep(1200);
  expect([silent.state.closedAfterMs !== null, oneByte.state.closedAfterMs !== null]).toEqual([true, true]);
});

test("a body stalled after its first byte, or dripped a byte at a time: closed within a window or two", async () => {
  const stalled = connect();
  stalled.write(`${HEADERS}Content-Length: 100000\r\n\r\na`);
  const dripping = connect();
  dripping.write(`${HEADERS}Content-Length: 100000\r\n\r\n`);
  void drip(dripping, "b".repeat(1000), 20);
  // The drip would take 20 s: closed within 1.6 s is the guard, and not before a window ended.
  await sleep(1600);
  for (const connection of [stalled, dripping]) {
    expect(connection.state.closedAfterMs).not.toBeNull();
    expect(connection.state.closedAfterMs!).toBeGreaterThanOrEqual(LIMITS.bodyWindowMs);
    expect(connection.state.answer).toBe("");
  }
  expect(guard.closed.body).toBe(2);
});

test("an upload far above the minimum rate goes through, however long it takes", async () => {
  // 60 KB at ~12 KB/s (a chunk of 1.2 KB every 100 ms): 24 times the minimum, for 5 s, ten windows.
  const uploading = connect();
  const size = 60 * 1024;
  uploading.write(`${HEADERS}Content-Length: ${size}\r\nConnection: close\r\n\r\n`);
  for (let sent = 0; sent < size; sent += 1228) {
    uploading.write(Buffer.alloc(Math.min(1228, size - sent), "x"));
    await sleep(100);
  }
  await sleep(300);
  expect(uploading.state.answer).toMatch(new RegExp(`^HTTP/1.1 200 OK[\\s\\S]*received ${size}$`));
  expect(guard.closed).toEqual({ headers: 0, body: 0 });
});

test("time the server is not reading does not count against the client", async () => {
  // The app gets to the body after 2 s (four windows); the client sent it all at once.
  readDelayMs = 2000;
  const size = 4 * 1024 * 1024;
  const fast = connect();
  fast.write(`${HEADERS}Content-Length: ${size}\r\nConnection: close\r\n\r\n`);
  fast.write(Buffer.alloc(size, "y"));
  await sleep(2800);
  expect(fast.state.answer).toMatch(new RegExp(`received ${size}$`));
  expect(guard.closed).toEqual({ headers: 0, body: 0 });
});

test("a kept-alive connection serves its next request; left idle after it, it is closed", async () => {
  const client = connect();
  client.write(`${HEADERS}Content-Length: 2\r\n\r\nhi`);
  await sleep(200);
  client.write(`${HEADERS}Content-Length: 3\r\n\r\nhey`);
  await sleep(200);
  expect(client.state.answer.match(/HTTP\/1.1 200 OK/g)).toHaveLength(2);
  expect(client.state.closedAfterMs).toBeNull();
  await sleep(LIMITS.headersMs + 300);
  expect(client.state.closedAfterMs).not.toBeNull();
});
