/**
 * A real PostgreSQL goes away after the app has started, and comes back. node-postgres
 * reaches the server through a TCP relay that this test stops and restarts, so the pool
 * loses its open connections and then finds the port closed, as in a server restart or a
 * network cut. While it is down the API answers 503 `{msg}`; once it is back the same pool
 * (no closeDb, no restart) serves again.
 *
 * Needs a PostgreSQL server: TEST_DATABASE_URL, or the local one on 127.0.0.1:5432 that
 * scripts/test.sh also uses. It works in a database of its own, created and dropped here,
 * so it never touches the database of the API passes. Without a server it is skipped with
 * a notice.
 */
import net from "node:net";
import { Client } from "pg";
import { closeDb, getDbHandle } from "@/lib/db";
import { openDatabase } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { api, loginAsOwner } from "../helpers/api";
import { validProject } from "../helpers/fixtures";

const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = `portfolio_outage_test_${process.pid}`;
const UNAVAILABLE = { msg: "The database is unavailable right now. Please try again shortly." };

/** A TCP relay to the server that can be cut (every connection destroyed) and restarted. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  return {
    get port() {
      return port;
    },
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server!.address() as net.AddressInfo).port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

async function serverReachable(): Promise<boolean> {
  const client = new Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const target = new URL(SERVER_URL);
const tcp = relay({ host: target.hostname, port: Number(target.port || 5432) });
const saved = { url: process.env.DATABASE_URL, driver: process.env.DATABASE_DRIVER };
let available = false;

beforeAll(async () => {
  available = await serverReachable();
  if (!available) {
    console.warn(`server-outage.test.ts skipped: no PostgreSQL at ${target.host} (set TEST_DATABASE_URL).`);
    return;
  }
  await admin(async (c) => {
    await c.query(`drop database if exists ${DATABASE}`);
    await c.query(`create database ${DATABASE}`);
  });
  await tcp.start();
  const url = new URL(SERVER_URL);
  url.host = `127.0.0.1:${tcp.port}`;
  url.pathname = `/${DATABASE}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DATABASE_DRIVER = "pg";
  // A server database is migrated by `npm run db:migrate`, not on start: do it here.
  const handle = await openDatabase(getEnv());
  await handle.migrate();
  await handle.close();
  await closeDb();
}, 30_000);

afterAll(async () => {
  await closeDb();
  await tcp.stop();
  for (const [key, value] of [["DATABASE_URL", saved.url], ["DATABASE_DRIVER", saved.driver]] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  if (available) await admin((c) => c.query(`drop database if exists ${DATABASE} with (force)`));
});

test("down after start: 503 {msg} on reads and writes; back: the same pool serves again", async () => {
  if (!available) return;
  const handle = await getDbHandle();
  expect(handle.driver).toBe("pg");
  const owner = await loginAsOwner();
  const created = await api.post("/api/v1/projects", { cookie: owner, json: validProject() });
  expect(created.status).toBe(201);

  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    await tcp.stop();
    const calls = [
      () => api.get("/api/v1/projects"),
      () => api.get(`/api/v1/projects/${created.body.project._id}`),
      () => api.get("/api/v1/message", { cookie: owner }),
      () => api.post("/api/v1/projects", { cookie: owner, json: validProject({ title: "During the outage" }) }),
      () => api.patch(`/api/v1/projects/${created.body.project._id}`, { cookie: owner, json: { title: "Lost" } }),
      () => api.post("/api/v1/message", { json: { name: "A", email: "a@example.com", subject: "S", message: "M" }, ip: "203.0.113.10" }),
    ];
    for (const call of calls) {
      const res = await call();
      expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
    }
  } finally {
    errors.mockRestore();
  }

  await tcp.start(); // the same port: the same DATABASE_URL
  const res = await api.get("/api/v1/projects");
  expect(res.status).toBe(200);
  expect(res.body.projects.map((p: { title: string }) => p.title)).toEqual([validProject().title]);
  // No restart: the handle is the one from before the outage, and writes work again.
  expect(await getDbHandle()).toBe(handle);
  const patched = await api.patch(`/api/v1/projects/${created.body.project._id}`, { cookie: owner, json: { title: "After" } });
  expect(patched.status).toBe(200);
});
