/**
 * `npm run owner:reset`: the way back in when the owner's password is lost. Run where the
 * database is reachable (the same DATABASE_URL, or the embedded DATA_DIR) with the new login:
 *
 *   OWNER_EMAIL=me@example.com OWNER_PASSWORD='a long new password' npm run owner:reset
 *
 * Sets the one owner's e-mail and password (a slow hash), and signs out every session: a
 * recovery assumes a device may be in the wrong hands. Passkeys stay (remove them in Account).
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
    await handle.migrate();
    await resetOwner(handle, env.OWNER_EMAIL, env.OWNER_PASSWORD, env.OWNER_NAME);
    console.log(`[owner:reset] the owner now logs in as ${env.OWNER_EMAIL.trim().toLowerCase()}; every session was signed out.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[owner:reset] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
