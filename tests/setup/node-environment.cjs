// @ts-check
/**
 * Jest's node environment, plus one in-memory PGlite per Jest worker that the test files run
 * by that worker take turns on (./shared-test-database.cjs; docs/testing.md, "What keeps
 * Jest fast"). An environment module is loaded once per worker, outside the files' own module
 * registries, so the database it starts outlives each file.
 *
 * The app takes it through `globalThis.__portfolioSharedPglite` (src/lib/db/client.ts, a
 * test-only hook like the dump's): `acquire()` on open, `release()` on close. A file that
 * opens a second database while the first is open gets its own, as before. Only in worker
 * processes (see setup()). Files in jsdom (components) keep Jest's jsdom environment and
 * never open the app's database.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Jest itself */
const { TestEnvironment } = require("jest-environment-node");
const { resetSharedDatabase, startSharedDatabase } = require("./shared-test-database.cjs");
/* eslint-enable @typescript-eslint/no-require-imports */

/** @type {Promise<Awaited<ReturnType<typeof startSharedDatabase>>> | undefined} */
let starting;
/** Whether a file holds the database (set and cleared without waiting for `starting`). */
let inUse = false;

class PortfolioNodeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    // Only in a worker process, which Jest ends once every file has run. Run in band (one
    // file, or --maxWorkers=1) a database left open kept Jest's own process from exiting:
    // each file then starts its own as before.
    if (typeof process.send !== "function") return;
    this.global.__portfolioSharedPglite = {
      /**
       * The worker's database as a fresh start leaves it, or undefined while a handle holds it.
       * @param {() => Blob | undefined} template
       */
      async acquire(template) {
        // A start that failed is tried again by the next file, not handed on as a failure.
        starting ??= startSharedDatabase(template).catch((error) => {
          starting = undefined;
          throw error;
        });
        const state = await starting;
        if (inUse) return undefined;
        inUse = true;
        try {
          await resetSharedDatabase(state);
        } catch (error) {
          inUse = false;
          throw error;
        }
        return state.client;
      },
      release() {
        inUse = false;
      },
    };
  }

  async teardown() {
    // A file that never closed its handle leaves it to the next file's reset.
    inUse = false;
    await super.teardown();
  }
}

module.exports = PortfolioNodeEnvironment;
