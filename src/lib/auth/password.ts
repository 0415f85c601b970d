import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt runs on libuv's thread pool, so a login never blocks the event loop.
// N=2^15, r=8 takes ~150 ms and 32 MiB here: slow for a guesser, fine for one owner.
const PARAMS = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, params = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, params, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    ...PARAMS,
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A real hash of a random password, checked when the e-mail is unknown so that a wrong
 * e-mail and a wrong password take the same time.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  return decoy;
}

/**
 * Tests keep the owner's hash at a low cost (tests/helpers/db.ts); the decoy then costs the
 * same, as it does in production, instead of 32 times more than a wrong password.
 */
export function setDecoyHashForTests(hash: string | undefined): void {
  decoy = hash === undefined ? undefined : Promise.resolve(hash);
}
