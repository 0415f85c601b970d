// @ts-check
/**
 * Next's SWC transform, except for files Jest loads as native ES modules. On Node 24.9+ Jest
 * requires ES modules natively (require(esm)): our `.mjs` files (src/lib/**, loaded as
 * written by Node at run time) and the ESM-only packages (react-markdown and its unified
 * dependencies, `"type": "module"`). Next's transform emits ES modules only for extensions
 * Jest is told to treat as ESM (`.mjs` and a package's `.js` cannot be named there), so it
 * would hand them CommonJS ("exports is not defined"). They are plain JavaScript: loaded as
 * ESM, they run as written; otherwise (Node 20) Next's transform turns them into CommonJS as
 * before. jest.config.mjs passes Next's transformer in.
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
