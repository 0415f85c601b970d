/**
 * `npm run owner:reset`: the way back in when the owner's password is lost. Run where the
 * database is reachable (the same DATABASE_URL, or the embedded DATA_DIR) with the new login:
 *
 *   OWNER_EMAIL=me@example.com OWNER_PASSWORD='a long new password' npm run owner:reset
 *
 * Sets the one owner's e-mail and password (a slow hash), signs out every session and removes
 * every passkey: a recovery assumes a device (or a passkey a stolen session added) may be in
 * the wrong hands. Add this phone's passkey again in Account.
 */
import { resetOwner } from "../src/lib/db/bootstrap";
import { openDatabase } from "../src/lib/db/client";
import { passwordProblem } from "../src/lib/auth/password-policy";
import { getEnv } from "../src/lib/env";

async function main() {
  const env = getEnv();
  if (!env.OWNER_EMAIL || !env.OWNER_PASSWORD) {
    console.error("[owner:reset] set OWNER_EMAIL and OWNER_PASSWORD to the new login, e.g.\n  OWNER_EMAIL=me@example.com OWNER_PASSWORD='a long new password' npm run owner:reset");
    process.exit(2);
  }
  const problem = await passwordProblem(env.OWNER_PASSWORD, env.OWNER_EMAIL);
  if (problem) {
    console.error(`[owner:reset] ${problem}`);
    process.exit(2);
  }
  const handle = await openDatabase(env);
  try {
    // The embedded database migrates itself at start; a server one is migrated with its deploy
    // (`npm run db:migrate`), never ahead of the code that runs on it.
    if (handle.driver === "pglite") await handle.migrate();
    await resetOwner(handle, env.OWNER_EMAIL, env.OWNER_PASSWORD, env.OWNER_NAME, { removePasskeys: true });
    console.log(`[owner:reset] the owner now logs in as ${env.OWNER_EMAIL.trim().toLowerCase()}; every session was signed out and every passkey removed.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[owner:reset] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
