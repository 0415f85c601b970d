/**
 * Seeds the demo content into an EMPTY database (any driver) and, unless OWNER_EMAIL and
 * OWNER_PASSWORD are set, the demo owner. Refuses to touch a database that has content.
 */
import { count } from "drizzle-orm";
import { hashPassword } from "../src/lib/auth/password";
import { openDatabase } from "../src/lib/db/client";
import { resetOwner } from "../src/lib/db/bootstrap";
import { DEMO_OWNER, seedDemoContent } from "../src/lib/db/demo-content";
import { projects, users } from "../src/lib/db/schema";
import { getEnv } from "../src/lib/env";

async function main() {
  const env = getEnv();
  const handle = await openDatabase(env);
  try {
    await handle.migrate();
    const [{ value }] = await handle.db.select({ value: count() }).from(projects);
    if (value > 0) {
      console.log("[db:seed] the database already has content; nothing seeded.");
      return;
    }
    await handle.db.transaction(async (tx) => seedDemoContent(tx));
    if (env.OWNER_EMAIL && env.OWNER_PASSWORD) {
      await resetOwner(handle, env.OWNER_EMAIL, env.OWNER_PASSWORD, env.OWNER_NAME);
      console.log(`[db:seed] demo content seeded; owner ${env.OWNER_EMAIL}.`);
      return;
    }
    const [{ value: owners }] = await handle.db.select({ value: count() }).from(users);
    if (owners === 0) {
      await handle.db.insert(users).values({
        email: DEMO_OWNER.email,
        name: DEMO_OWNER.name,
        passwordHash: await hashPassword(DEMO_OWNER.password),
        demoPassword: true,
      });
      console.log(`[db:seed] demo owner: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`);
    }
    console.log("[db:seed] demo content seeded.");
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[db:seed] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
