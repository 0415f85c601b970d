import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface RunningServer {
  base: string;
  stop(): void;
}

export async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The self-hosted server (server.mjs, `npm start`) from the existing build (never builds; NEXT_DIST_DIR names it, as for the
 * build) on a fresh data folder, which the embedded database fills with the demo content.
 * Used by the bench and Lighthouse.
 */
export async function startProductionServer(
  port: number,
  dataDirName: string,
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
    throw new Error("No production build found: run `npm run build` first (this script builds nothing).");
  }
  const dataDir = path.resolve(dataDirName);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ["server.mjs", "-p", String(port)], {
    env: { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", ...extraEnv },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/v1/users/current-user`, 60_000);
  return {
    base,
    stop: () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    },
  };
}

/** The first blog's address (/blogs/{slug}), for the blog-detail targets. */
export async function firstBlogPath(base: string): Promise<string> {
  const { blogs } = (await (await fetch(`${base}/api/v1/blogs`)).json()) as { blogs: { slug: string }[] };
  if (!blogs[0]) throw new Error("The site has no blog post to measure.");
  return `/blogs/${blogs[0].slug}`;
}
