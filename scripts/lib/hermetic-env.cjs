// @ts-check
/**
 * What keeps `npm test` hermetic: a developer's environment (exported variables, or a
 * `.env`, `.env.local`, `.env.test`... file, which Next.js loads in Jest, `next build` and
 * `next start`) must neither change nor break a run. Used by jest.config.mjs, the Jest
 * setup (tests/setup/env.ts) and the browser suite's servers (e2e/support/server-env.ts).
 *
 * How: every variable the app reads is either removed (Jest workers, after Next.js has
 * loaded the files) or given a value of the test's own, "" where it has none. Next.js
 * (@next/env) fills only variables the environment does not define at all, so a variable
 * set to "" is never taken from a file; and the app reads "" as unset (src/lib/env.ts).
 */
// CommonJS: read by jest.config.mjs (ESM), TypeScript under Jest and Playwright's loader
// (which cannot load an .mjs file from TypeScript).
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS module */
const fs = require("node:fs");
const path = require("node:path");
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = path.resolve(__dirname, "../..");

/** @typedef {Record<string, string | undefined>} Environment */

/** Inputs of the test harness itself, not of the app: kept. */
const HARNESS_INPUTS = new Set(["TEST_DATABASE_URL"]);

/**
 * Read by next.config.ts, by libraries or set by the platform, not by src/lib/env.ts.
 * NODE_ENV is not here: each layer sets it (Jest "test", `next build`/`start` "production").
 */
const OTHER_NAMES = [
  "CSP_MODE",
  "NEXT_DIST_DIR",
  "PORTFOLIO_DATA_CACHE_KEY",
  "PORTFOLIO_CSP_MODE",
  "PORTFOLIO_EMBEDDED_DATABASE",
  "PORTFOLIO_BUILD_CACHE",
  "ICON_SPRITE_VERSION",
  "NEXTAUTH_URL",
  "NEXTAUTH_URL_INTERNAL",
  "AUTH_TRUST_HOST",
  "VERCEL",
  "VERCEL_ENV",
  "VERCEL_URL",
  "VERCEL_BRANCH_URL",
  "VERCEL_PROJECT_PRODUCTION_URL",
  "NEXT_PUBLIC_VERCEL_PROJECT_PRODUCTION_URL",
];

/** Families of names read by the build or the platform (`vercel env pull` writes VERCEL_*). */
const PREFIXES = ["NEXT_PUBLIC_", "VERCEL_", "NEXTAUTH_"];

/**
 * Every variable .env.example lists (set or commented out): the project's rule is that each
 * variable the app reads is there. Read when called, so a variable added there is covered.
 * @param {string} [exampleText] the text of .env.example (default: the project's)
 * @returns {string[]}
 */
function exampleVariableNames(exampleText = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8")) {
  const names = new Set();
  for (const line of exampleText.split("\n")) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match && !HARNESS_INPUTS.has(match[1])) names.add(match[1]);
  }
  return [...names];
}

/**
 * Every variable src/lib/env.ts validates (the keys of its `envSchema`), read from its source
 * because this file runs where TypeScript is not compiled (jest.config.mjs). A test checks
 * the result equals the schema's keys. NODE_ENV is left out: each layer sets its own.
 * @param {string} [source] the text of src/lib/env.ts (default: the project's)
 * @returns {string[]}
 */
function schemaVariableNames(source = fs.readFileSync(path.join(ROOT, "src/lib/env.ts"), "utf8")) {
  const start = source.indexOf("const envSchema = z.object({");
  const end = source.indexOf("\n});", start);
  if (start < 0 || end < 0) throw new Error("src/lib/env.ts: envSchema = z.object({ ... }); not found");
  const names = [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
  return names.filter((name) => name !== "NODE_ENV");
}

/**
 * The names the .env files of `dir` set (`.env`, `.env.local`, `.env.test`...): Next.js
 * reads them whatever their name says.
 * @param {string} dir
 * @returns {string[]}
 */
function envFileVariableNames(dir) {
  const names = new Set();
  for (const file of fs.readdirSync(dir)) {
    if (!/^\.env(\..+)?$/.test(file) || file === ".env.example") continue;
    const full = path.join(dir, file);
    if (!fs.statSync(full).isFile()) continue;
    for (const line of fs.readFileSync(full, "utf8").split("\n")) {
      const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
      if (match) names.add(match[1]);
    }
  }
  return [...names];
}

/**
 * The app's variables: those validated or listed, plus any name of the prefixed families
 * present in `env` or set by a .env file of `dir`.
 * @param {Environment} [env]
 * @param {string} [dir] the folder whose .env files Next.js will load (default: the project)
 * @returns {string[]}
 */
function appVariableNames(env = {}, dir = ROOT) {
  const names = new Set([...schemaVariableNames(), ...exampleVariableNames(), ...OTHER_NAMES]);
  for (const name of [...Object.keys(env), ...envFileVariableNames(dir)]) {
    if (PREFIXES.some((prefix) => name.startsWith(prefix)) && !HARNESS_INPUTS.has(name)) names.add(name);
  }
  return [...names];
}

/**
 * Sets every app variable to "" in place, so no .env file fills it when Next.js loads them
 * next (jest.config.mjs, before next/jest; Jest's own NODE_ENV).
 * @param {Environment} env
 * @param {string} [dir] the folder whose .env files Next.js will load
 */
function pinAppVariables(env, dir = process.cwd()) {
  for (const name of appVariableNames(env, dir)) env[name] = "";
  env.NODE_ENV = "test";
}

/**
 * Removes every app variable in place (a Jest worker, before it sets the test's values).
 * @param {Environment} env
 */
function clearAppVariables(env) {
  for (const name of appVariableNames(env)) delete env[name];
}

/**
 * The environment of a server the tests start: `base` without the app's variables, each of
 * them "" (so the server's .env files cannot fill them) unless `values` gives it one.
 * @param {Environment} base
 * @param {Record<string, string>} values
 * @param {string} [dir] the folder the server runs in, whose .env files Next.js will load
 * @returns {Record<string, string>}
 */
function isolatedServerEnv(base, values, dir = process.cwd()) {
  /** @type {Record<string, string>} */
  const env = {};
  const appNames = new Set(appVariableNames(base, dir));
  for (const [name, value] of Object.entries(base)) {
    if (value !== undefined && !appNames.has(name) && name !== "NODE_ENV") env[name] = value;
  }
  for (const name of appNames) env[name] = "";
  return { ...env, NODE_ENV: "production", ...values };
}

module.exports = { schemaVariableNames, exampleVariableNames, appVariableNames, pinAppVariables, clearAppVariables, isolatedServerEnv };
