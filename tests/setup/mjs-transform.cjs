// @ts-check
/**
 * The transform of `.mjs` files (src/lib/**, loaded as written by Node at run time): on
 * Node 24.9+ Jest requires them as native ES modules (require(esm)), and Next's SWC
 * transform, which only emits ES modules for the extensions Jest is told to treat as ESM
 * (`.mjs` cannot be named there), would hand it CommonJS ("exports is not defined"). Loaded
 * as ESM, they run as written (plain JavaScript); otherwise (Node 20) Next's transform turns
 * them into CommonJS as before. jest.config.mjs passes Next's transformer in.
 */
module.exports = {
  /** @param {{ nextTransformer: string, nextOptions: unknown }} options */
  createTransformer({ nextTransformer, nextOptions }) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module
    const next = require(nextTransformer).createTransformer(nextOptions);
    return {
      /** @param {string} source @param {string} filename @param {{ supportsStaticESM?: boolean }} options */
      process(source, filename, options) {
        if (options.supportsStaticESM) return { code: source };
        return next.process(source, filename, options);
      },
    };
  },
};
