/**
 * A WebSocket-to-TCP proxy that lets the Neon serverless driver talk to a plain PostgreSQL
 * (tests only). The driver opens `ws://<proxy>/v1?address=<host>:<port>` and speaks the
 * Postgres wire protocol inside binary WebSocket messages; this relays those bytes to and
 * from a TCP connection to <host>:<port>. src/lib/db/client.ts points the driver here when
 * NEON_WS_PROXY=127.0.0.1:<port> is set.
 *
 * Used by the API test harness (tests/setup/server-db.ts starts and stops it in-process).
 * Also runnable on its own:  npx tsx scripts/neon-ws-proxy.ts [port]   (0 = any free port)
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type RawData, type WebSocket } from "ws";

export interface NeonWsProxy {
  /** The port it listens on (on 127.0.0.1). */
  port: number;
  /** `127.0.0.1:<port>`: the value for NEON_WS_PROXY. */
  address: string;
  close(): Promise<void>;
}

export interface NeonWsProxyOptions {
  /** 0 picks a free port. */
  port?: number;
  /** Only these hosts may be reached through the proxy (default: loopback only). */
  allowedHosts?: string[];
}

const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "::1"];

function targetOf(url: string | undefined, allowed: string[]): { host: string; port: number } | null {
  const parsed = new URL(url ?? "/", "ws://proxy");
  if (parsed.pathname !== "/v1") return null;
  const address = parsed.searchParams.get("address") ?? "";
  const match = /^(.+):(\d{1,5})$/.exec(address);
  if (!match) return null;
  const host = match[1].replace(/^\[(.*)\]$/, "$1");
  const port = Number(match[2]);
  if (!allowed.includes(host) || port < 1 || port > 65535) return null;
  return { host, port };
}

function relay(ws: WebSocket, target: { host: string; port: number }) {
  const socket = net.connect(target.port, target.host);
  socket.setNoDelay(true);

  // Bytes that arrive before the TCP connection is up are queued by the socket itself.
  ws.on("message", (data: RawData) => {
    const chunks = Array.isArray(data) ? data : [data];
    for (const chunk of chunks) socket.write(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as ArrayBuffer));
  });
  socket.on("data", (chunk) => {
    if (ws.readyState === ws.OPEN) ws.send(chunk, { binary: true });
  });

  const closeBoth = () => {
    socket.destroy();
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close();
  };
  ws.on("close", closeBoth);
  ws.on("error", closeBoth);
  socket.on("end", closeBoth);
  socket.on("close", closeBoth);
  socket.on("error", closeBoth);
}

export function startNeonWsProxy(options: NeonWsProxyOptions = {}): Promise<NeonWsProxy> {
  const allowed = options.allowedHosts ?? LOOPBACK_HOSTS;
  const server = new WebSocketServer({ host: "127.0.0.1", port: options.port ?? 0 });

  server.on("connection", (ws, req) => {
    const target = targetOf(req.url, allowed);
    if (!target) {
      ws.close(1008, "address not allowed");
      return;
    }
    relay(ws, target);
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.once("listening", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        address: `127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const client of server.clients) client.terminate();
            server.close(() => done());
          }),
      });
    });
  });
}

// Run directly: start and print the address until interrupted.
if (typeof require !== "undefined" && require.main === module) {
  const port = Number(process.argv[2] ?? 0);
  startNeonWsProxy({ port }).then((proxy) => {
    console.log(`NEON_WS_PROXY=${proxy.address}`);
    const stop = () => proxy.close().then(() => process.exit(0));
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
}
