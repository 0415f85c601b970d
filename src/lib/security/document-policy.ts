import http from "node:http";
import { cachedPagePolicy, documentPolicy } from "./content-security-policy.mjs";

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
 * policy is added where a response's headers leave, only when it has none:
 * - a document sent whole (`end(html)`, as Next sends an error screen): the page policy
 *   with the hashes of its own framework-shaped scripts, as the page cache would compute;
 * - a document whose body is not seen before its headers leave (streamed): the page policy
 *   with no inline script at all.
 */
export const NO_INLINE_SCRIPT_POLICY = documentPolicy({ scriptSources: [] });

type HeaderArgument = http.OutgoingHttpHeaders | http.OutgoingHttpHeader[] | undefined;
type End = (this: http.ServerResponse, ...args: unknown[]) => http.ServerResponse;

/** The value of `name` in writeHead's optional headers argument (an object or a flat list). */
function headerIn(headers: HeaderArgument, name: string): unknown {
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

/** An HTML document whose headers have not left and that has no policy. */
export function lacksDocumentPolicy(response: http.ServerResponse, headers?: HeaderArgument): boolean {
  if (response.headersSent) return false;
  if (response.hasHeader(POLICY_HEADER) || headerIn(headers, POLICY_HEADER) !== undefined) return false;
  const contentType = String(headerIn(headers, "content-type") ?? response.getHeader("content-type") ?? "");
  return /^\s*text\/html\b/i.test(contentType);
}

/** `end` that first names the scripts of the document it is given whole. */
const wrappers = new WeakMap<End, End>();
function withPolicyFromBody(end: End): End {
  let wrapped = wrappers.get(end);
  if (!wrapped) {
    wrapped = function (this: http.ServerResponse, ...args: unknown[]) {
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

// On globalThis: instrumentation may load this module more than once; patch once.
const state = globalThis as unknown as { __portfolioDocumentPolicy?: boolean };
const OWN_END = Symbol("portfolio.ownEnd");

/**
 * Patches Node's responses (installed once by src/server-start.ts, before the first
 * request). `end` is wrapped also when middleware replaces it on a response (Next's
 * compression does, and sends the headers before handing on the body): the replacement
 * is kept and wrapped, so the body is seen first. `writeHead`, which every response's
 * headers pass, adds the no-inline-script policy to an HTML response still without one.
 */
export function installDocumentPolicy(): void {
  if (state.__portfolioDocumentPolicy) return;
  state.__portfolioDocumentPolicy = true;
  const proto = http.ServerResponse.prototype as unknown as {
    end: End;
    writeHead: (...args: unknown[]) => http.ServerResponse;
    [OWN_END]?: End;
  };
  const inheritedEnd = proto.end;
  Object.defineProperty(proto, "end", {
    configurable: true,
    get(this: { [OWN_END]?: End }) {
      return withPolicyFromBody(this[OWN_END] ?? inheritedEnd);
    },
    set(this: { [OWN_END]?: End }, replacement: End) {
      this[OWN_END] = replacement;
    },
  });
  const writeHead = proto.writeHead;
  proto.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    // writeHead(status, headers) or writeHead(status, statusMessage, headers).
    const headers = (typeof args[1] === "string" ? args[2] : args[1]) as HeaderArgument;
    if (lacksDocumentPolicy(this, headers)) this.setHeader(POLICY_HEADER, NO_INLINE_SCRIPT_POLICY);
    return writeHead.apply(this, args);
  };
}
