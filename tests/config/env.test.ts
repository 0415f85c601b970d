import { authSecret } from "@/lib/auth/secret";
import { checkProductionConfig, getEnv, type Env } from "@/lib/env";
import { selectDriver } from "@/lib/db/client";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
};

test("a malformed variable is named in the error", () => {
  setEnv({ DATABASE_URL: "mysql://nope" });
  expect(() => getEnv()).toThrow(/DATABASE_URL/);
  setEnv({ DATABASE_URL: undefined, CONTACT_MAX_PER_IP: "lots" });
  expect(() => getEnv()).toThrow(/CONTACT_MAX_PER_IP/);
});

test("OWNER_EMAIL without OWNER_PASSWORD is refused", () => {
  setEnv({ OWNER_EMAIL: "me@example.com", OWNER_PASSWORD: undefined });
  expect(() => getEnv()).toThrow(/OWNER_EMAIL and OWNER_PASSWORD/);
});

test("empty values fall back to the defaults", () => {
  setEnv({ DATA_DIR: "", CONTACT_MAX_PER_IP: "" });
  const env = getEnv();
  expect(env.DATA_DIR).toBe(".data");
  expect(env.CONTACT_MAX_PER_IP).toBe(5);
});

test("production with a server database refuses to start without AUTH_SECRET", () => {
  setEnv({
    NODE_ENV: "production",
    DATABASE_URL: "postgres://u@db.example.com/app",
    AUTH_SECRET: undefined,
    NEXTAUTH_SECRET: undefined,
  });
  expect(() => authSecret()).toThrow(/AUTH_SECRET is not set/);
  setEnv({ NEXTAUTH_SECRET: "a-next-auth-secret-long-enough" });
  expect(authSecret()).toBe("a-next-auth-secret-long-enough");
});

test("on Vercel, production needs a database and a Blob store", () => {
  const base = { ...getEnv(), NODE_ENV: "production" } as Env;
  expect(() => checkProductionConfig({ ...base, DATABASE_URL: undefined }, true)).toThrow(/DATABASE_URL/);
  expect(() =>
    checkProductionConfig({ ...base, DATABASE_URL: "postgres://x@h/db", BLOB_READ_WRITE_TOKEN: undefined }, true),
  ).toThrow(/BLOB_READ_WRITE_TOKEN/);
  expect(() =>
    checkProductionConfig({ ...base, DATABASE_URL: "postgres://x@h/db", BLOB_READ_WRITE_TOKEN: "t" }, true),
  ).not.toThrow();
  expect(() => checkProductionConfig({ ...base, DATABASE_URL: undefined }, false)).not.toThrow();
});

test("the driver follows DATABASE_URL", () => {
  const env = getEnv();
  expect(selectDriver({ ...env, DATABASE_URL: undefined })).toBe("pglite");
  expect(selectDriver({ ...env, DATABASE_URL: "postgres://u@ep-cool-1.eu-central-1.aws.neon.tech/db" })).toBe("neon");
  expect(selectDriver({ ...env, DATABASE_URL: "postgres://u@127.0.0.1:5432/db" })).toBe("pg");
  expect(selectDriver({ ...env, DATABASE_URL: "postgres://u@127.0.0.1:5432/db", DATABASE_DRIVER: "neon" })).toBe("neon");
});
