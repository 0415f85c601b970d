import http from "node:http";
import type { Socket } from "node:net";

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
 * body yet) does not count against the client. Vercel's platform has limits of its own and
 * never runs this (src/server-start.ts).
 */
export interface SlowClientLimits {
  /** Request headers complete within this long of the connection opening or the last response ending. */
  headersMs: number;
  /** The body is judged over windows this long… */
  bodyWindowMs: number;
  /** …in each of which at least this many bytes must arrive until it is complete. */
  minBodyBytes: number;
  /** How often connections are looked at. */
  tickMs: number;
}

export const SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersMs: 20_000,
  bodyWindowMs: 15_000,
  minBodyBytes: 16 * 1024,
  tickMs: 1_000,
};

interface Tracked {
  socket: Socket;
  /** Waiting for a request's headers since then; null while a request is being handled. */
  awaitingHeadersSince: number | null;
  /** The body being received, while it is not complete. */
  body: { request: http.IncomingMessage; windowStart: number; bytesAtWindowStart: number } | null;
}

/** A request that says it has a body. */
const hasBody = (req: http.IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** The slow-client rules of one server: fed its connections and requests, it closes what breaks them. */
export class SlowClientGuard {
  private readonly connections = new Map<Socket, Tracked>();
  private timer: NodeJS.Timeout | null = null;
  /** Connections closed, by rule (tests and logs). */
  readonly closed = { headers: 0, body: 0 };

  constructor(
    private readonly limits: SlowClientLimits = SLOW_CLIENT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  connection(socket: Socket): void {
    if (this.connections.has(socket)) return;
    this.connections.set(socket, { socket, awaitingHeadersSince: this.now(), body: null });
    socket.once("close", () => {
      this.connections.delete(socket);
      if (this.connections.size === 0) this.stop();
    });
    this.start();
  }

  request(req: http.IncomingMessage, res: http.ServerResponse): void {
    const socket = req.socket;
    if (!this.connections.has(socket)) this.connection(socket);
    const tracked = this.connections.get(socket)!;
    tracked.awaitingHeadersSince = null;
    tracked.body = hasBody(req) && !req.complete ? { request: req, windowStart: this.now(), bytesAtWindowStart: socket.bytesRead } : null;
    res.once("finish", () => {
      tracked.body = null;
      tracked.awaitingHeadersSince = this.now();
    });
  }

  /** A connection that leaves HTTP (a WebSocket in development) is no longer judged. */
  upgrade(socket: Socket): void {
    this.connections.delete(socket);
  }

  /** Looks at every connection once; called by the timer. */
  check(): void {
    const now = this.now();
    for (const tracked of this.connections.values()) {
      const { socket } = tracked;
      if (tracked.awaitingHeadersSince !== null) {
        if (now - tracked.awaitingHeadersSince >= this.limits.headersMs) this.close(tracked, "headers");
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
      if (now - body.windowStart < this.limits.bodyWindowMs) continue;
      if (socket.bytesRead - body.bytesAtWindowStart < this.limits.minBodyBytes) {
        this.close(tracked, "body");
        continue;
      }
      body.windowStart = now;
      body.bytesAtWindowStart = socket.bytesRead;
    }
  }

  private close(tracked: Tracked, rule: "headers" | "body"): void {
    this.closed[rule] += 1;
    this.connections.delete(tracked.socket);
    tracked.socket.destroy();
  }

  private start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.check(), this.limits.tickMs);
    // Never what keeps the process alive.
    this.timer.unref();
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** Guards one server (tests start their own): its connections and requests are judged by `limits`. */
export function guardSlowClients(server: http.Server, limits: SlowClientLimits = SLOW_CLIENT_LIMITS): SlowClientGuard {
  const guard = new SlowClientGuard(limits);
  server.on("connection", (socket: Socket) => guard.connection(socket));
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => guard.request(req, res));
  server.on("upgrade", (req: http.IncomingMessage) => guard.upgrade(req.socket));
  return guard;
}

// On globalThis: instrumentation and route handlers are bundled separately (see socket-address.ts).
const state = globalThis as unknown as { __portfolioSlowClientHook?: boolean };
const guards = new WeakMap<object, SlowClientGuard>();

/**
 * Guards every HTTP server of this process, Next's own included (`next start` serves plain
 * HTTP behind the owner's TLS proxy; it is created before this runs, so no listener can be
 * added in time): `emit` is wrapped, as for the socket address (socket-address.ts).
 */
export function installSlowClientGuard(limits: SlowClientLimits = SLOW_CLIENT_LIMITS): void {
  if (state.__portfolioSlowClientHook) return;
  state.__portfolioSlowClientHook = true;
  const proto = http.Server.prototype as unknown as { emit: (...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function (this: object, event: unknown, ...args: unknown[]) {
    if (event === "connection" || event === "request" || event === "upgrade") {
      let guard = guards.get(this);
      if (!guard) guards.set(this, (guard = new SlowClientGuard(limits)));
      if (event === "connection") guard.connection(args[0] as Socket);
      else if (event === "request") guard.request(args[0] as http.IncomingMessage, args[1] as http.ServerResponse);
      else guard.upgrade((args[0] as http.IncomingMessage).socket);
    }
    return emit.call(this, event, ...args);
  };
}
