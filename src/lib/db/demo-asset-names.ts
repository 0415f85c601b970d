import path from "node:path";

/**
 * The demo's images and the owner's résumé (a PDF), made by scripts/demo-assets.ts and
 * committed in this folder; the demo seed stores them through the upload path. One list, so the script, the seed and
 * the tests agree on the names.
 */
export const DEMO_ASSET_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "src", "lib", "db", "demo-assets");

/** Everything under DEMO_ASSET_DIR together stays under this (issue 12: 3 MB). */
export const DEMO_ASSET_BUDGET_BYTES = 3 * 1024 * 1024;

export const DEMO_ASSETS = {
  projects: {
    fieldnotes: { logo: "fieldnotes-logo.png", screenshot: "fieldnotes-screenshot.webp" },
    tidepool: { logo: "tidepool-logo.png", screenshot: "tidepool-screenshot.webp" },
    ledgerline: { logo: "ledgerline-logo.png", screenshot: "ledgerline-screenshot.webp" },
    lowroad: { logo: "lowroad-logo.png", screenshot: "lowroad-screenshot.webp" },
    "old-portfolio": { logo: "old-portfolio-logo.png", screenshot: "old-portfolio-screenshot.webp" },
  },
  posts: {
    debounce: "cover-debounce.webp",
    keyset: "cover-keyset-pagination.webp",
    csp: "cover-csp-hashes.webp",
    bodyLimits: "cover-body-limits.webp",
  },
  certifications: {
    aws: "cert-aws-developer.webp",
    ckad: "cert-ckad.webp",
    psm: "cert-psm.webp",
  },
  avatar: "avatar.webp",
  resume: "resume.pdf",
} as const;

export type DemoProjectKey = keyof typeof DEMO_ASSETS.projects;
