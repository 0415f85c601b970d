// @ts-check
/**
 * When a read of the public data last failed (the database unreachable), shared by the
 * bundled server code that notices it (src/lib/data/public.ts) and the page cache handler
 * that must not keep what was rendered meanwhile. They are separate module instances (the
 * handler is loaded outside the bundler), hence a global under a registered symbol.
 */
const LAST_FAILURE = Symbol.for("portfolio.database.lastFailureAt");

/** @type {Record<symbol, number | undefined>} */
const store = /** @type {any} */ (globalThis);

export function noteDatabaseFailure() {
  store[LAST_FAILURE] = Date.now();
}

/** @param {number} since a time in ms @returns {boolean} */
export function databaseFailedSince(since) {
  return (store[LAST_FAILURE] ?? -Infinity) > since;
}
