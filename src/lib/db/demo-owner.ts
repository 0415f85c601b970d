/**
 * The zero-config demo's owner, whose password the README publishes. A module of its own:
 * the start-up code recognises a demo owner on any database (bootstrap.ts) without loading
 * the demo's content and images.
 */
export const DEMO_OWNER = {
  email: "owner@example.com",
  password: "demo-password",
  name: "Alex Morgan",
} as const;
