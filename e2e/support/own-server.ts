import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { isolatedServerEnv } from "../../scripts/lib/hermetic-env.cjs";
import { E2E_SERVER_VALUES } from "./server-env";

/**
 * A second `next start` of the suite's own build, on a fresh data folder of its own and with
 * the variables a deploy would give it (the first-run journey: one server with the owner's
 * credentials, one zero-config demo). Started and stopped by the journey itself; the suite's
 * shared server and its data are never touched.
 */
export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startOwnServer(options: { port: number; dataDir: string; env?: Record<string, string> }): Promise<OwnServer> {
  fs.rmSync(options.dataDir, { recursive: true, force: true });
  const env = isolatedServerEnv(process.env, { ...E2E_SERVER_VALUES, DATA_DIR: options.dataDir, ...options.env });
  const child: ChildProcess = spawn(path.join(process.cwd(), "node_modules/.bin/next"), ["start", "-p", String(options.port)], {
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(options.dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${origin}/api/v1/users/current-user`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`next start on ${origin} did not answer within 90 s:\n${output}`);
}
