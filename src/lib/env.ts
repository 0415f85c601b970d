import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the app reads, validated in one place. Parsed on each call
 * (it is cheap) so tests and scripts can change process.env between calls.
 */
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

const intFrom = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().positive().optional().transform((v) => v ?? fallback),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
  /** Overrides where PGlite keeps its files; `memory://` keeps it in memory (tests). */
  PGLITE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL").optional(),
  ),
  /** Forces a driver for a DATABASE_URL; by default neon.tech hosts get the Neon driver. */
  DATABASE_DRIVER: z.preprocess(emptyToUndefined, z.enum(["neon", "pg"]).optional()),
  /** Only for running the Neon driver against a non-Neon server through a WebSocket proxy. */
  NEON_WS_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  BLOB_READ_WRITE_TOKEN: z.preprocess(emptyToUndefined, z.string().optional()),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  NEXTAUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  OWNER_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  OWNER_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  OWNER_NAME: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  LOGIN_MAX_FAILURES_PER_IP: intFrom(20),
  LOGIN_MAX_FAILURES_PER_EMAIL: intFrom(8),
  LOGIN_WINDOW_SECONDS: intFrom(15 * 60),
  CONTACT_MAX_PER_IP: intFrom(5),
  CONTACT_WINDOW_SECONDS: intFrom(60 * 60),
  /** Failed logins allowed from all addresses together per window, for browsers the owner never logged in from. */
  LOGIN_MAX_FAILURES_GLOBAL: intFrom(100),
  /** Contact messages stored per hour from all addresses together. */
  CONTACT_MAX_PER_HOUR: intFrom(100),
  /** Days the activity log keeps its entries. */
  ACTIVITY_RETENTION_DAYS: intFrom(90),
  /** Months the daily visitor counts are kept (src/lib/analytics). */
  ANALYTICS_RETENTION_MONTHS: intFrom(25),
  /** Page views counted per minute from one address (more are refused with 429). */
  VIEWS_MAX_PER_MINUTE: intFrom(60),
  /**
   * Reverse proxies in front of the server that append to X-Forwarded-For (0: none; the
   * client's address is the socket's). Ignored on Vercel, whose own header is used.
   */
  TRUSTED_PROXY_HOPS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(10).optional().transform((v) => v ?? 0),
  ),
  /**
   * Where new-message e-mails are sent from: smtp://user:pass@host:587 (STARTTLS) or
   * smtps://user:pass@host:465 (TLS). Unset: no e-mail is sent.
   */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
        } catch {
          return false;
        }
      }, "must be an smtp:// or smtps:// URL with a host")
      .optional(),
  ),
  /** The owner's inbox for new-message e-mails. */
  NOTIFY_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  /** The From address of those e-mails, when the provider only sends from a verified one; defaults to NOTIFY_EMAIL. */
  NOTIFY_FROM: z.preprocess(emptyToUndefined, z.email().optional()),
  /**
   * Set by Vercel itself (system environment variables): the production domain without a
   * scheme, and which kind of deployment this is. The site's origin when the profile names
   * none (src/lib/site/site-url.ts); a preview is kept out of search engines.
   */
  VERCEL_PROJECT_PRODUCTION_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "must be a host name like my-site.vercel.app")
      .optional(),
  ),
  VERCEL_ENV: z.preprocess(emptyToUndefined, z.enum(["production", "preview", "development"]).optional()),
  /**
   * Also Vercel's: this deployment's own host, and its Git branch's host (a preview's feed and
   * sitemap name the preview itself when no request says which host it was asked on).
   */
  VERCEL_BRANCH_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[a-z0-9.-]+$/i, "must be a host name like my-site-git-branch.vercel.app").optional(),
  ),
  VERCEL_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^[a-z0-9.-]+$/i, "must be a host name like my-site-abc123.vercel.app").optional(),
  ),
  /**
   * Also Vercel's: the Git branch a deployment was built from. A preview's uploads are named
   * after it, and it deletes only those (src/lib/storage/scope.ts).
   */
  VERCEL_GIT_COMMIT_REF: z.preprocess(emptyToUndefined, z.string().max(255).optional()),
  /** Set by `npm run bench` only: counts database queries. */
  BENCH_QUERY_COUNTER: z.preprocess(emptyToUndefined, z.enum(["1"]).optional()),
});

export type Env = z.infer<typeof envSchema>;

/** The names validated here (the hermetic test setup checks it clears each of them). */
export const ENV_NAMES = Object.keys(envSchema.shape) as Array<keyof Env>;

export function getEnv(): Env {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid environment variable ${issue.path.join(".")}: ${issue.message}. See .env.example.`,
    );
  }
  const env = parsed.data;
  if ((env.OWNER_EMAIL === undefined) !== (env.OWNER_PASSWORD === undefined)) {
    throw new Error("Set both OWNER_EMAIL and OWNER_PASSWORD, or neither. See .env.example.");
  }
  if (env.SMTP_URL !== undefined && env.NOTIFY_EMAIL === undefined) {
    throw new Error("SMTP_URL is set but NOTIFY_EMAIL is not: set the address new messages are sent to. See .env.example.");
  }
  return env;
}

/**
 * What production needs beyond the defaults, checked once at start so a deployment fails
 * with a sentence instead of failing its first visitor.
 */
export function checkProductionConfig(env: Env = getEnv(), onVercel = Boolean(process.env.VERCEL)): void {
  if (env.NODE_ENV !== "production" || !onVercel) return;
  if (!env.DATABASE_URL) {
    throw new Error("DATABASE_URL is not set: on Vercel the embedded database would not persist. Connect a Neon database (docs/deploy.md).");
  }
  if (!env.BLOB_READ_WRITE_TOKEN) {
    throw new Error("BLOB_READ_WRITE_TOKEN is not set: on Vercel uploaded images would not persist. Connect a Vercel Blob store (docs/deploy.md).");
  }
}

export function dataDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ getEnv().DATA_DIR);
}

/** The embedded database is used whenever no DATABASE_URL is set. */
export function usesEmbeddedDatabase(): boolean {
  return getEnv().DATABASE_URL === undefined;
}
