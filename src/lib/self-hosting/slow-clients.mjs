// @ts-check
/**
 * Slow clients on the self-hosted server (issue 22, point 11). Node's own limits leave a
 * connection that drips its headers or body (a byte a second, or one byte then nothing)
 * open for up to five minutes (`requestTimeout`), checked every 30 s: a few hundred such
 * connections hold the server's sockets and memory for nothing. This closes, within 20 s:
 *
 * - a connection whose request headers are not complete HEADERS_MS after it opened or after
 *   its previous response ended (a kept-alive connection the client leaves idle goes too);
 * - a request body that falls below a minimum rate: fewer than MIN_BODY_BYTES in any window
 *   of BODY_WINDOW_MS (about 1 KB/s) while the body is not complete. A stalled body (no byte
 *   at all) is the slowest rate. A 4 MB photo over a slow mobile link (~50 KB/s, 750 KB a
 *   window) is 45 times faster than that.
 *
 * Time the server itself is not reading (its buffer full because the app has not got to the
 * body yet) does not count against the client. The self-hosted server (server.mjs) guards
 * its own HTTP server with it; Vercel's platform has limits of its own.
 */

/**
 * @typedef {object} SlowClientLimits
 * @property {number} headersMs Request headers complete within this long of the connection opening or the last response ending.
 * @property {number} bodyWindowMs The body is judged over windows this long…
 * @property {number} minBodyBytes …in each of which at least this many bytes must arrive until it is complete.
 * @property {number} tickMs How often connections are looked at.
 */

/** @type {SlowClientLimits} */
export const SLOW_CLIENT_LIMITS = {
  headersMs: 20_000,
  bodyWindowMs: 15_000,
  minBodyBytes: 16 * 1024,
  tickMs: 1_000,
};

/**
 * @typedef {object} Tracked
 * @property {import("node:net").Socket} socket
 * @property {number | null} awaitingHeadersSince Waiting for a request's headers since then; null while a request is being handled.
 * @property {{ request: import("node:http").IncomingMessage, windowStart: number, bytesAtWindowStart: number } | null} body The body being received, while it is not complete.
 */

/** A request that says it has a body. @param {import("node:http").IncomingMessage} req */
const hasBody = (req) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** The slow-client rules of one server: fed its connections and requests, it closes what breaks them. */
export class SlowClientGuard {
  /** @type {Map<import("node:net").Socket, Tracked>} */
  #connections = new Map();
  /** @type {NodeJS.Timeout | null} */
  #timer = null;
  #limits;
  #now;
  /** Connections closed, by rule (tests and logs). */
  closed = { headers: 0, body: 0 };

  /** @param {SlowClientLimits} [limits] @param {() => number} [now] */
  constructor(limits = SLOW_CLIENT_LIMITS, now = Date.now) {
    this.#limits = limits;
    this.#now = now;
  }

  /** @param {import("node:net").Socket} socket */
  connection(socket) {
    if (this.#connections.has(socket)) return;
    this.#connections.set(socket, { socket, awaitingHeadersSince: this.#now(), body: null });
    socket.once("close", () => {
      this.#connections.delete(socket);
      if (this.#connections.size === 0) this.#stop();
    });
    this.#start();
  }

  /** @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res */
  request(req, res) {
    const socket = req.socket;
    if (!this.#connections.has(socket)) this.connection(socket);
    const tracked = /** @type {Tracked} */ (this.#connections.get(socket));
    tracked.awaitingHeadersSince = null;
    tracked.body = hasBody(req) && !req.complete ? { request: req, windowStart: this.#now(), bytesAtWindowStart: socket.bytesRead } : null;
    res.once("finish", () => {
      tracked.body = null;
      tracked.awaitingHeadersSince = this.#now();
    });
  }

  /** A connection that leaves HTTP (a WebSocket) is no longer judged. @param {import("node:net").Socket} socket */
  upgrade(socket) {
    this.#connections.delete(socket);
  }

  /** Looks at every connection once; called by the timer. */
  check() {
    const now = this.#now();
    for (const tracked of this.#connections.values()) {
      const { socket } = tracked;
      if (tracked.awaitingHeadersSince !== null) {
        if (now - tracked.awaitingHeadersSince >= this.#limits.headersMs) this.#close(tracked, "headers");
        continue;
      }
      const body = tracked.body;
      if (!body) continue;
      if (body.request.complete) {
        tracked.body = null;
        continue;
      }
      // The server is not reading (its buffer is full): not the client's time.
      if (socket.isPaused()) {
        body.windowStart = now;
        body.bytesAtWindowStart = socket.bytesRead;
        continue;
      }
      if (now - body.windowStart < this.#limits.bodyWindowMs) continue;
      if (socket.bytesRead - body.bytesAtWindowStart < this.#limits.minBodyBytes) {
        this.#close(tracked, "body");
        continue;
      }
      body.windowStart = now;
      body.bytesAtWindowStart = socket.bytesRead;
    }
  }

  /** @param {Tracked} tracked @param {"headers" | "body"} rule */
  #close(tracked, rule) {
    this.closed[rule] += 1;
    this.#connections.delete(tracked.socket);
    tracked.socket.destroy();
  }

  #start() {
    if (this.#timer) return;
    this.#timer = setInterval(() => this.check(), this.#limits.tickMs);
    // Never what keeps the process alive.
    this.#timer.unref();
  }

  #stop() {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}

/**
 * Guards one server: its connections and requests are judged by `limits`.
 * @param {import("node:http").Server} server
 * @param {SlowClientLimits} [limits]
 */
export function guardSlowClients(server, limits = SLOW_CLIENT_LIMITS) {
  const guard = new SlowClientGuard(limits);
  server.on("connection", (socket) => guard.connection(socket));
  server.on("request", (req, res) => guard.request(req, res));
  server.on("upgrade", (req) => guard.upgrade(req.socket));
  return guard;
}
