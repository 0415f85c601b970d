// @ts-check
import { cachedPagePolicy, documentPolicy } from "../security/content-security-policy.mjs";

const POLICY_HEADER = "content-security-policy";

/**
 * Every HTML response leaves with a Content-Security-Policy, also one Next sends past the
 * page cache without any.
 *
 * Why: in a "hash" build a public page gets its policy from the page cache (the hashes of
 * its own scripts), which only sees renders that succeed. A render that fails (the database
 * down on a cache miss) is answered with the error screen straight from the render, and
 * Next offers no hook there. A policy from next.config's headers() would be sent beside a
 * cached page's own (two policies, both enforced: the page's scripts refused). So the
 * self-hosted server (server.mjs) watches each response it hands to Next, and adds the
 * policy where the response's headers leave, only when it has none:
 * - a document sent whole (`end(html)`, as Next sends an error screen): the page policy
 *   with the hashes of its own framework-shaped scripts, as the page cache would compute;
 * - a document whose body is not seen before its headers leave (streamed): the page policy
 *   with no inline script at all.
 */
export const NO_INLINE_SCRIPT_POLICY = documentPolicy({ scriptSources: [] });

/** @typedef {import("node:http").OutgoingHttpHeaders | import("node:http").OutgoingHttpHeader[] | undefined} HeaderArgument */

/**
 * The value of `name` in writeHead's optional headers argument (an object or a flat list).
 * @param {HeaderArgument} headers @param {string} name
 */
function headerIn(headers, name) {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) {
      if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    }
    return undefined;
  }
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * An HTML document whose headers have not left and that has no policy.
 * @param {import("node:http").ServerResponse} response @param {HeaderArgument} [headers]
 */
export function lacksDocumentPolicy(response, headers) {
  if (response.headersSent) return false;
  if (response.hasHeader(POLICY_HEADER) || headerIn(headers, POLICY_HEADER) !== undefined) return false;
  const contentType = String(headerIn(headers, "content-type") ?? response.getHeader("content-type") ?? "");
  return /^\s*text\/html\b/i.test(contentType);
}

/** @typedef {(this: import("node:http").ServerResponse, ...args: any[]) => any} End */

/** `end` that first names the scripts of the document it is given whole (one wrapper per function). */
const wrappers = new WeakMap();
/** @param {End} end @returns {End} */
function withPolicyFromBody(end) {
  let wrapped = wrappers.get(end);
  if (!wrapped) {
    /** @type {End} */
    wrapped = function (...args) {
      const [chunk] = args;
      if ((typeof chunk === "string" || chunk instanceof Uint8Array) && lacksDocumentPolicy(this)) {
        const html = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
        this.setHeader(POLICY_HEADER, cachedPagePolicy(html).policy);
      }
      return end.apply(this, args);
    };
    wrappers.set(end, wrapped);
  }
  return wrapped;
}

/**
 * Watches one response: its `end` (also one a middleware puts in its place: Next's
 * compression reads `end`, replaces it, and sends the headers before handing the body on to
 * the one it read) first names the scripts of a document it is given whole; its `writeHead`,
 * which every response's headers pass, gives an HTML response still without a policy the
 * no-inline-script one. Only this response object is changed, never Node's prototypes.
 * @param {import("node:http").ServerResponse} res
 */
export function watchDocumentPolicy(res) {
  /** @type {End} */
  let end = res.end;
  Object.defineProperty(res, "end", {
    configurable: true,
    // Each read wraps the function in place at that moment: a replacement that calls the
    // one it read calls the wrapped original, never itself.
    get: () => withPolicyFromBody(end),
    /** @param {End} replacement */
    set: (replacement) => {
      end = replacement;
    },
  });
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    // writeHead(status, headers) or writeHead(status, statusMessage, headers).
    const headers = /** @type {HeaderArgument} */ (typeof args[1] === "string" ? args[2] : args[1]);
    if (lacksDocumentPolicy(res, headers)) res.setHeader(POLICY_HEADER, NO_INLINE_SCRIPT_POLICY);
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}
