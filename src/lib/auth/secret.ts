import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { dataDir, getEnv } from "@/lib/env";

let cached: string | undefined;

/**
 * The key next-auth's JWT encryption derives from. Production with a server database
 * must set AUTH_SECRET (or NEXTAUTH_SECRET); the embedded default keeps a random one
 * in $DATA_DIR so `npm install && npm run dev` needs no configuration.
 */
export function authSecret(): string {
  const env = getEnv();
  const configured = env.AUTH_SECRET ?? env.NEXTAUTH_SECRET;
  if (configured) return configured;
  if (env.NODE_ENV === "production" && env.DATABASE_URL) {
    throw new Error(
      "AUTH_SECRET is not set. Production needs a secret of at least 32 random characters " +
        "to sign sessions: generate one with `openssl rand -base64 32` and set AUTH_SECRET.",
    );
  }
  if (cached) return cached;
  const file = path.join(dataDir(), "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir(), { recursive: true });
    cached = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
