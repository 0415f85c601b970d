import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { e2eServerEnv } from "../../e2e/support/server-env";
import { appVariableNames, isolatedServerEnv, schemaVariableNames } from "../../scripts/lib/hermetic-env.cjs";
import { ENV_NAMES, getEnv } from "@/lib/env";

/**
 * `npm test` is hermetic: a developer's exported variables and .env files change nothing.
 * The two pipelines are run for real, in child processes, once with a hostile environment
 * (exported variables and every .env file Next.js reads, in a temporary folder: never the
 * project's) and once clean, and must see the same configuration:
 *   - Jest: jest.config.mjs (which pins the app's variables, then lets next/jest load the
 *     .env files), then the worker setup (tests/setup/env.ts), then src/lib/env.ts;
 *   - a browser-suite server: its environment from e2e/support/server-env.ts, then the
 *     .env loading of `next build`/`next start` (@next/env), then src/lib/env.ts.
 */
const ROOT = path.resolve(__dirname, "../..");
const TSX = path.join(ROOT, "node_modules/.bin/tsx");

/** What a developer may have exported: each would change or break a run if it got through. */
const HOSTILE_EXPORTS = {
  OWNER_EMAIL: "dev@example.com",
  OWNER_PASSWORD: "dev-password-123",
  DATABASE_URL: "postgres://dev@127.0.0.1:1/hostile",
  AUTH_SECRET: "hostile-secret-0123456789abcdef",
  DATA_DIR: "/tmp/hostile-data",
  PGLITE_DIR: "/tmp/hostile-pglite",
  BLOB_READ_WRITE_TOKEN: "vercel_blob_rw_HOSTILE_secret",
  CSP_MODE: "bogus",
  NEXT_DIST_DIR: ".next-hostile",
  LOGIN_WINDOW_SECONDS: "not-a-number",
  NEXT_PUBLIC_SITE_OWNER_NAME: "Hostile Name",
  VERCEL: "1",
  NODE_ENV: "development",
};

/** What a developer's .env files may hold (`vercel env pull` writes some of these). */
const HOSTILE_FILE = [
  "OWNER_EMAIL=file@example.com",
  "OWNER_PASSWORD=file-password-123",
  "DATABASE_URL=postgres://file@127.0.0.1:1/hostile-file",
  "NEXTAUTH_SECRET=file-secret-0123456789abcdef",
  "CONTACT_MAX_PER_IP=1",
  "NEXT_PUBLIC_SITE_URL=https://hostile.example",
  "PORTFOLIO_DATA_CACHE_KEY=hostile",
  "NEXTAUTH_URL=https://hostile.example",
  'VERCEL="1"',
  "VERCEL_URL=hostile.example",
  "NEXT_PUBLIC_ANALYTICS_ID=hostile",
  "CSP_MODE=nonce",
  "",
].join("\n");
const ENV_FILES = [".env", ".env.local", ".env.test", ".env.test.local", ".env.production", ".env.production.local", ".env.development.local"];

let folders: string[] = [];
function folder(hostile: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hermetic-${hostile ? "hostile" : "clean"}-`));
  if (hostile) for (const file of ENV_FILES) fs.writeFileSync(path.join(dir, file), HOSTILE_FILE);
  // next/jest wants a project there: a package.json and an app folder.
  fs.writeFileSync(path.join(dir, "package.json"), '{ "name": "probe", "private": true }');
  // Its own config, so Next's search for one never climbs to whatever lies above the folder.
  fs.writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  fs.mkdirSync(path.join(dir, "app"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  folders = [];
});

/** The environment of the `npm test` process itself: the runner's, minus the app's variables. */
type Environment = Record<string, string | undefined>;

function cleanBase(): Environment {
  const base: Environment = { ...process.env };
  for (const name of appVariableNames(base)) delete base[name];
  delete base.NODE_ENV;
  delete base.JEST_WORKER_ID;
  return base;
}

/** Runs a small ES module under tsx in `cwd` with `env`; returns what it printed as JSON. */
function run(script: string, cwd: string, env: Environment): Record<string, unknown> {
  const file = path.join(cwd, "probe.mjs");
  fs.writeFileSync(file, script);
  const out = execFileSync(TSX, [file], { cwd, env: env as NodeJS.ProcessEnv, encoding: "utf8", timeout: 60_000 });
  return JSON.parse(out.trim().split("\n").pop()!) as Record<string, unknown>;
}

/** The app's variables as a process sees them, and the configuration src/lib/env.ts reads. */
const REPORT = `
const { appVariableNames } = await import(${JSON.stringify(path.join(ROOT, "scripts/lib/hermetic-env.cjs"))});
const { getEnv } = await import(${JSON.stringify(path.join(ROOT, "src/lib/env.ts"))});
// The app's variables that hold a value ("" reads as unset).
const variables = Object.fromEntries(appVariableNames(process.env, process.cwd()).sort().filter((name) => process.env[name]).map((name) => [name, process.env[name]]));
console.log(JSON.stringify({ env: getEnv(), variables, nodeEnv: process.env.NODE_ENV }));
`;

test("every variable src/lib/env.ts validates is one the tests clear (read from its schema)", () => {
  expect(schemaVariableNames().sort()).toEqual(ENV_NAMES.filter((name) => name !== "NODE_ENV").sort());
  const names = new Set(appVariableNames());
  expect(ENV_NAMES.filter((name) => name !== "NODE_ENV" && !names.has(name))).toEqual([]);
});

test("every validated variable set to \"\" reads as unset, so pinning one to \"\" changes nothing", () => {
  const saved = { ...process.env };
  try {
    const names = ENV_NAMES.filter((name) => name !== "NODE_ENV");
    for (const name of names) delete process.env[name];
    const unset = getEnv();
    for (const name of names) process.env[name] = "";
    expect(getEnv()).toEqual(unset);
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
});

test("Jest: hostile exports and .env files change nothing the tests see", () => {
  const jestPipeline = `
const { default: jestConfig } = await import(${JSON.stringify(path.join(ROOT, "jest.config.mjs"))});
await jestConfig();
await import(${JSON.stringify(path.join(ROOT, "tests/setup/env.ts"))});
${REPORT}`;
  const clean = run(jestPipeline, folder(false), cleanBase());
  const hostile = run(jestPipeline, folder(true), { ...cleanBase(), ...HOSTILE_EXPORTS });
  // The setup's data folder is named after the process.
  const normalize = (report: Record<string, unknown>) => JSON.parse(JSON.stringify(report).replace(/portfolio-test-\d+/g, "portfolio-test-PID"));
  expect(normalize(hostile)).toEqual(normalize(clean));
  expect(clean).toMatchObject({ nodeEnv: "test", env: { OWNER_EMAIL: "owner@portfolio.test", PGLITE_DIR: "memory://" } });
  expect(JSON.stringify(hostile)).not.toMatch(/hostile|dev@example|file@example/i);
});

test("e2e servers: hostile exports and .env files change nothing `next build` and `next start` see", () => {
  // What @next/env does in `next build` and `next start` (production: .env.production.local,
  // .env.local, .env.production, .env), then what the app reads.
  const serverPipeline = `
import { createRequire } from "node:module";
const { loadEnvConfig } = createRequire(${JSON.stringify(path.join(ROOT, "package.json"))})("@next/env");
loadEnvConfig(process.cwd(), false, { info() {}, error() {} });
${REPORT}
`;
  const server = { dataDir: ".data-e2e" };
  const cleanDir = folder(false);
  const hostileDir = folder(true);
  const clean = run(serverPipeline, cleanDir, e2eServerEnv(cleanBase(), server, cleanDir));
  const hostile = run(serverPipeline, hostileDir, e2eServerEnv({ ...cleanBase(), ...HOSTILE_EXPORTS }, server, hostileDir));
  expect(hostile).toEqual(clean);
  // The demo content is seeded only without an owner; the suite's own values are there.
  expect(clean).toMatchObject({ nodeEnv: "production", env: { DATA_DIR: ".data-e2e", CONTACT_MAX_PER_IP: 1000 } });
  expect((clean.env as Record<string, unknown>).OWNER_EMAIL).toBeUndefined();
  expect((clean.env as Record<string, unknown>).DATABASE_URL).toBeUndefined();
  expect(JSON.stringify(hostile)).not.toMatch(/hostile|dev@example|file@example/i);
});

test("a server's environment gives every app variable a value, so no .env file can set one", () => {
  const env = isolatedServerEnv({ PATH: "/usr/bin", OWNER_EMAIL: "dev@example.com", NEXT_PUBLIC_EXTRA: "x" }, { DATA_DIR: "d" });
  for (const name of appVariableNames()) expect([name, typeof env[name]]).toEqual([name, "string"]);
  expect(env).toMatchObject({ PATH: "/usr/bin", OWNER_EMAIL: "", NEXT_PUBLIC_EXTRA: "", DATA_DIR: "d", NODE_ENV: "production" });
  expect(e2eServerEnv({}, { dataDir: "n", distDir: ".next-nonce", cspMode: "nonce" })).toMatchObject({
    DATA_DIR: "n",
    NEXT_DIST_DIR: ".next-nonce",
    CSP_MODE: "nonce",
  });
});
