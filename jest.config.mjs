import nextJest from "next/jest.js";
import { pinAppVariables } from "./scripts/lib/hermetic-env.cjs";

// Before next/jest loads .env files and next.config.ts: a developer's exported variables
// and .env files must not reach the tests (scripts/lib/hermetic-env.cjs). Each worker then
// sets the tests' own values (tests/setup/env.ts).
pinAppVariables(process.env);

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  // Node's environment, with one in-memory database per worker for its files in turn.
  testEnvironment: "<rootDir>/tests/setup/node-environment.cjs",
  // A migrated empty database, made once for every test file (tests/setup/pglite-template.ts).
  globalSetup: "<rootDir>/tests/setup/global-setup.ts",
  setupFiles: ["<rootDir>/tests/setup/env.ts"],
  setupFilesAfterEnv: ["<rootDir>/tests/setup/jest-dom.ts"],
  testMatch: ["<rootDir>/tests/**/*.test.ts", "<rootDir>/tests/**/*.test.tsx"],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/tests/setup/empty-module.ts",
    "^@/(.*)$": "<rootDir>/src/$1",
  },
  testTimeout: 30_000,
  // Jest's default is one worker less than the cores: one on this 2-core CI machine. The
  // suites wait on PGlite and sharp as much as on the CPU, so two workers finish sooner.
  maxWorkers: 2,
};

// next/jest ignores node_modules for transforms; react-markdown and its unified
// dependencies are ESM-only, so let everything through the SWC transform.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  // ES modules Node loads natively (Node 24.9+) run as written: tests/setup/esm-aware-transform.cjs.
  const transform = Object.fromEntries(
    Object.entries(resolved.transform).map(([pattern, [nextTransformer, nextOptions]]) => [
      pattern,
      ["<rootDir>/tests/setup/esm-aware-transform.cjs", { nextTransformer, nextOptions }],
    ]),
  );
  return { ...resolved, transform, transformIgnorePatterns: ["^.+\\.module\\.(css|sass|scss)$"] };
}
