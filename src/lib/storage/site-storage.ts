import path from "node:path";
import { dataDir, getEnv } from "@/lib/env";
import { blobStorage } from "./blob";
import { localStorage } from "./local";
import { scopeFromEnv } from "./scope";
import type { ImageStorage } from "./types";

/*
 * Without "server-only", unlike ./index.ts: the scripts (`npm run db:migrate`, which reads
 * and rewrites stored images through it, src/lib/images/backfill.ts) use it too.
 */

/** Where local uploads live: $DATA_DIR/uploads. */
export function uploadDir(): string {
  return path.join(dataDir(), "uploads");
}

/**
 * The storage this environment writes to: Vercel Blob with BLOB_READ_WRITE_TOKEN, else local
 * disk; on a Vercel preview, scoped to the preview's own files (./scope.ts).
 */
export function configuredStorage(): ImageStorage {
  const env = getEnv();
  const scope = scopeFromEnv(env);
  return env.BLOB_READ_WRITE_TOKEN ? blobStorage(env.BLOB_READ_WRITE_TOKEN, scope) : localStorage(uploadDir(), scope);
}
