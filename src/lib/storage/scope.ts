import { createHash } from "node:crypto";

/**
 * Which stored files a deployment may delete (issue 22, point 16).
 *
 * Vercel attaches one Blob store to production and to its previews alike (the Deploy button
 * makes it that way), and a preview's Neon branch is a copy of production's rows: a preview
 * reading those rows finds production's files. So every upload's name says which deployment
 * made it, and a storage deletes only its own:
 *
 * - production (and every other environment): names without a prefix, as ever, and it owns
 *   every file whose name does not start with `preview-`;
 * - a preview (`VERCEL_ENV=preview`): names start with `preview-<branch>-<hash>-`, one
 *   prefix per Git branch (the hash tells apart branches that read alike once lower-cased),
 *   and it owns those only. `npm run uploads:clean-preview <branch>` (scripts/
 *   clean-preview-uploads.ts) deletes them when the branch is done, as the workflow that
 *   deletes the branch's Neon database does.
 *
 * Files are never overwritten either: every name is new (a UUID), local writes refuse an
 * existing name and Blob writes do not allow overwriting.
 */
export const PREVIEW_PREFIX = "preview-";

/** `preview-<branch, as letters, digits and hyphens, ≤ 30>-<8 hex of its SHA-256>`. */
export function previewScope(branch: string): string {
  const readable = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 30)
    .replace(/^-+|-+$/g, "");
  const hash = createHash("sha256").update(branch).digest("hex").slice(0, 8);
  return `${PREVIEW_PREFIX}${readable ? `${readable}-` : ""}${hash}`;
}

/** The deployment a storage writes for: null for production (and local runs), else a preview's scope. */
export interface StorageScope {
  /** Prefixed to every name this deployment stores; null: none (production). */
  prefix: string | null;
}

export const PRODUCTION_SCOPE: StorageScope = { prefix: null };

/** The scope of this process: a preview's own (its Git branch, else its deployment's host), else production's. */
export function scopeFromEnv(env: { VERCEL_ENV?: string; VERCEL_GIT_COMMIT_REF?: string; VERCEL_URL?: string }): StorageScope {
  if (env.VERCEL_ENV !== "preview") return PRODUCTION_SCOPE;
  return { prefix: `${previewScope(env.VERCEL_GIT_COMMIT_REF ?? env.VERCEL_URL ?? "preview")}-` };
}

/** The name a file is stored under in this scope. */
export function scopedName(scope: StorageScope, name: string): string {
  return scope.prefix ? `${scope.prefix}${name}` : name;
}

/** Whether a stored file's name (the last part of its URL) is this scope's to delete. */
export function ownsName(scope: StorageScope, name: string): boolean {
  return scope.prefix ? name.startsWith(scope.prefix) : !name.startsWith(PREVIEW_PREFIX);
}
