import { authSecret } from "@/lib/auth/secret";
import { getDbHandle } from "@/lib/db";
import { checkProductionConfig, getEnv } from "@/lib/env";
import { purgeExpiredTrashQuietly } from "@/lib/trash/trash";

/**
 * Checks the configuration, then prepares the database (migrations and demo seed on the
 * embedded default) so the demo credentials are printed at boot, not on the first request.
 */
export async function startServer() {
  // What a self-hosted server does per request (methods, the socket's address, slow clients,
  // every document's policy) is the server file's own: server.mjs, `npm start`.
  try {
    checkProductionConfig(getEnv());
    authSecret();
  } catch (error) {
    console.error(`\n[portfolio] Cannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  const ready = await getDbHandle().then(
    () => true,
    (error: Error) => {
      // Not fatal: requests answer 503 and the next one tries again.
      console.error("[portfolio] The database is not reachable yet:", error.message);
      return false;
    },
  );
  // Items 30 days in the trash go now, not only at the owner's next write (no cron job).
  if (ready) await purgeExpiredTrashQuietly();
  // What owners' writes took down, known before the first page is served, then followed
  // every few seconds (another server's writes). Vercel's cache keeps its own tags.
  if (!process.env.VERCEL) {
    const { followExpiries } = await import("@/lib/cache/tag-expiry-store");
    await followExpiries();
  }
}
