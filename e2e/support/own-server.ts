import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { isolatedServerEnv } from "../../scripts/lib/hermetic-env.cjs";
import { E2E_SERVER_VALUES } from "./server-env";

/**
 * A second self-hosted server (server.mjs, `npm start`) of the suite's own build, on a fresh data folder of its own and with
 * the variables a deploy would give it (the first-run journey: one server with the owner's
 * credentials, one zero-config demo). Started and stopped by the journey itself; the suite's
 * shared server and its data are never touched.
 */
export interface OwnServer {
  origin: string;
  /**
   * Stops the server: by default as a deployment does (SIGTERM) and its data folder goes;
   * `SIGKILL` kills it mid-stride, and `keepData` leaves the folder for a restart on it.
   */
  stop(how?: { signal?: "SIGTERM" | "SIGKILL"; keepData?: boolean }): Promise<void>;
}

export async function startOwnServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Start on the data folder as a previous server left it (a restart). */
  keepData?: boolean;
}): Promise<OwnServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  // A server left behind by an interrupted run would answer for this one, with its own
  // build and data: refuse rather than test the wrong server.
  if (await fetch(`${origin}/api/v1/users/current-user`).then(() => true, () => false)) {
    throw new Error(`port ${options.port} is taken by another server (one left behind by an interrupted run?): stop it first`);
  }
  if (!options.keepData) fs.rmSync(options.dataDir, { recursive: true, force: true });
  const env = isolatedServerEnv(process.env, { ...E2E_SERVER_VALUES, DATA_DIR: options.dataDir, ...options.env });
  const child: ChildProcess = spawn(process.execPath, [path.join(process.cwd(), "server.mjs"), "-p", String(options.port)], {
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop: OwnServer["stop"] = async ({ signal = "SIGTERM", keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await exited;
    }
    if (!keepData) fs.rmSync(options.dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${origin}/api/v1/users/current-user`);
      if (response.ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on ${origin} did not answer within 90 s:\n${output}`);
}
