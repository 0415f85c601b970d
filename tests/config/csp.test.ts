import { NON_DOCUMENT_CSP, createNonce, pageContentSecurityPolicy } from "@/lib/security/csp";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.split(" ")[0] === name) ?? "";

describe("the page Content-Security-Policy", () => {
  test("scripts need the response's nonce; no 'unsafe-inline' or 'unsafe-eval' in production", () => {
    const scripts = directive(pageContentSecurityPolicy("abc123=="), "script-src");
    expect(scripts).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
  });

  test("development adds only 'unsafe-eval' (React's debugging aids), never 'unsafe-inline'", () => {
    const scripts = directive(pageContentSecurityPolicy("n", { development: true }), "script-src");
    expect(scripts).toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
  });

  test("no framing, no plugins, no foreign base or form targets", () => {
    const policy = pageContentSecurityPolicy("n");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(directive(policy, "form-action")).toBe("form-action 'self'");
  });

  test("non-document responses deny everything", () => {
    expect(directive(NON_DOCUMENT_CSP, "default-src")).toBe("default-src 'none'");
    expect(directive(NON_DOCUMENT_CSP, "frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  test("nonces are 128 random bits, base64, never repeated", () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
