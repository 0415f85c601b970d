import { isolatedServerEnv } from "../../scripts/lib/hermetic-env.cjs";
import { E2E_AUTH_SECRET } from "./secrets";

/** The values the browser suite's servers are built and started with; nothing else. */
export const E2E_SERVER_VALUES = {
  NEXT_TELEMETRY_DISABLED: "1",
  // A known value, built and served with, that the client bundle must not contain.
  AUTH_SECRET: E2E_AUTH_SECRET,
  // Counts database queries (e2e/page-cache.spec.ts reads the count, as the bench does).
  BENCH_QUERY_COUNTER: "1",
  // Journeys send more contact messages and failed logins than a person would.
  CONTACT_MAX_PER_IP: "1000",
  CONTACT_MAX_PER_HOUR: "5000",
  LOGIN_MAX_FAILURES_PER_IP: "1000",
  LOGIN_MAX_FAILURES_PER_EMAIL: "1000",
  LOGIN_MAX_FAILURES_GLOBAL: "1000",
  // Every journey's pages report their views from the one address (issue 26).
  VIEWS_MAX_PER_MINUTE: "10000",
} as const;

export interface E2EServer {
  /** A fresh data folder: the demo content is seeded into it (no owner variables are set). */
  dataDir: string;
  distDir?: string;
  cspMode?: "hash" | "nonce";
}

/**
 * The whole environment of one e2e server started in `dir`: the runner's own, minus every
 * variable the app reads, each of those "" (so the .env files of `dir` cannot set it
 * either) unless given here. A developer's exported OWNER_EMAIL or DATABASE_URL, or a .env.local, changes
 * nothing (tests/config/hermetic-env.test.ts).
 */
export function e2eServerEnv(base: Record<string, string | undefined>, server: E2EServer, dir = process.cwd()): Record<string, string> {
  const values = {
    ...E2E_SERVER_VALUES,
    DATA_DIR: server.dataDir,
    ...(server.distDir ? { NEXT_DIST_DIR: server.distDir } : {}),
    ...(server.cspMode ? { CSP_MODE: server.cspMode } : {}),
    // A CI run builds each variant once, on a fresh clone: no build cache to keep for later.
    ...(base.CI === "true" ? { PORTFOLIO_BUILD_CACHE: "off" } : {}),
  };
  return isolatedServerEnv(base, values, dir);
}
