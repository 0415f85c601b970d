import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { waitFor, type RunningServer } from "./server";

/*
 * The framework's floor for `npm run lighthouse` (issue 36): Next's own one-line App Router
 * page, built from this project's installed Next and React with the same `next build` and
 * started with `next start`, measured in the same run as the site. What Next costs on its
 * own, on this machine, today: the site's figures are read against it, never against
 * numbers taken on another day.
 */

/** Where the one-line app is written and built (ignored by git, ESLint and TypeScript). */
const FLOOR_DIR = path.resolve(".floor");

const FILES: Record<string, string> = {
  "app/layout.js": 'export const metadata = { title: "Floor" };\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  "app/page.js": "export default function Page() {\n  return <p>Hello</p>;\n}\n",
  "next.config.mjs": "export default {};\n",
};

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

/** The floor's environment: none of the project's own (NEXT_DIST_DIR, a database, secrets). */
const FLOOR_ENV: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };

/** Writes the one-line app and builds it, unless a build of exactly these files is there. */
export async function buildFloor(): Promise<void> {
  const stamp = path.join(FLOOR_DIR, ".next", "floor-files.json");
  const wanted = JSON.stringify(FILES);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === wanted && fs.existsSync(path.join(FLOOR_DIR, ".next", "BUILD_ID"))) return;
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  process.stderr.write("building the framework floor (Next's one-line page)…\n");
  await promisify(execFile)(process.execPath, [NEXT_BIN, "build", FLOOR_DIR], { env: FLOOR_ENV, maxBuffer: 64 * 1024 * 1024 });
  fs.writeFileSync(stamp, wanted);
}

/** `next start` of the floor's build on `port`. */
export async function startFloor(port: number): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, "start", FLOOR_DIR, "-p", String(port), "-H", "127.0.0.1"], {
    env: FLOOR_ENV,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, 60_000);
  return {
    base,
    stop: () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    },
  };
}
