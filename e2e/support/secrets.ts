/**
 * Secrets the e2e server is built and started with, so the bundle check can look for
 * their values in what the browser downloads.
 */
export const E2E_AUTH_SECRET = "e2e-canary-auth-secret-7f3a9c1d5b2e8f40";
