import { installMethodGuard } from "@/lib/api/method-guard";
import { installSlowClientGuard } from "@/lib/api/slow-clients";
import { installSocketAddressHook } from "@/lib/api/socket-address";
import { authSecret } from "@/lib/auth/secret";
import { getDbHandle } from "@/lib/db";
import { checkProductionConfig, getEnv } from "@/lib/env";
import { installDocumentPolicy } from "@/lib/security/document-policy";
import { purgeExpiredTrashQuietly } from "@/lib/trash/trash";

/**
 * Checks the configuration, then prepares the database (migrations and demo seed on the
 * embedded default) so the demo credentials are printed at boot, not on the first request.
 */
export async function startServer() {
  // Before the first request: route handlers learn the socket's address only through it.
  if (!process.env.VERCEL) installSocketAddressHook();
  // Connections that drip or stall their headers or body are closed within 20 s.
  if (!process.env.VERCEL) installSlowClientGuard();
  // An error screen rendered past the page cache still leaves with a policy.
  if (!process.env.VERCEL) installDocumentPolicy();
  // TRACE and other methods Next cannot turn into a Request: 405, not a 500.
  installMethodGuard();
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
}
