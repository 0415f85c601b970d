/** @jest-environment node */
/**
 * Passkeys end to end through the route handlers, with real WebAuthn crypto: a P-256 key of
 * node:crypto plays the authenticator, and its attestation ("none") and assertions are built
 * here byte by byte, as a browser and an authenticator would send them. Nothing is mocked.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import * as authPasskey from "@/app/api/v1/auth/passkey/route";
import * as authPasskeyOptions from "@/app/api/v1/auth/passkey/options/route";
import * as passkeyItem from "@/app/api/v1/passkeys/[id]/route";
import * as passkeyList from "@/app/api/v1/passkeys/route";
import * as passkeyOptions from "@/app/api/v1/passkeys/options/route";
import { MAX_OUTSTANDING_LOGIN_CHALLENGES, LOGIN_CHALLENGES_PER_IP } from "@/lib/auth/passkeys/challenges";
import { getDb } from "@/lib/db";
import { activity, passkeys, sessions, webauthnChallenges } from "@/lib/db/schema";
import { updateProfile } from "@/lib/data/profile";
import { resetOwner } from "@/lib/db/bootstrap";
import { api, buildRequest, loginAsOwner, ORIGIN, OWNER, sessionCookieOf, UNKNOWN_ID, type ApiResponse, type RequestOptions } from "../helpers/api";
import { countRows, resetDatabase, withEnv } from "../helpers/db";

type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const ROUTES: Array<{ pattern: RegExp; module: Record<string, unknown> }> = [
  { pattern: /^\/api\/v1\/passkeys$/, module: passkeyList },
  { pattern: /^\/api\/v1\/passkeys\/options$/, module: passkeyOptions },
  { pattern: /^\/api\/v1\/passkeys\/([^/]+)$/, module: passkeyItem },
  { pattern: /^\/api\/v1\/auth\/passkey$/, module: authPasskey },
  { pattern: /^\/api\/v1\/auth\/passkey\/options$/, module: authPasskeyOptions },
];

/** Sends a request to this suite's routes (the shared helper's `api` serves the rest). */
async function call(method: "GET" | "POST" | "DELETE", path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  const req = buildRequest(method, path, options);
  for (const { pattern, module } of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const res = await (module[method] as Handler)(req, { params: Promise.resolve<Record<string, string>>(match[1] ? { id: match[1] } : {}) });
    return { status: res.status, headers: res.headers, body: await res.json() };
  }
  throw new Error(`No route for ${path}`);
}

// --- A software authenticator -------------------------------------------------------------

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  }
  throw new Error(`cbor: ${typeof value}`);
}

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function authenticatorData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

class Authenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Buffer;
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    // kty EC2, alg ES256, crv P-256, x, y
    this.coseKey = cbor(
      new Map<number, unknown>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** navigator.credentials.create(), as @simplewebauthn/browser hands it to the server. */
  register(options: { challenge: string; rp: { id?: string } }, at: { origin?: string; rpId?: string } = {}) {
    const rpId = at.rpId ?? options.rp.id!;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey]);
    const authData = authenticatorData(rpId, FLAG_UP | FLAG_UV | FLAG_AT, this.counter, attested);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    const clientData = { type: "webauthn.create", challenge: options.challenge, origin: at.origin ?? ORIGIN, crossOrigin: false };
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(JSON.stringify(clientData)),
        attestationObject: b64url(attestationObject),
        transports: ["internal", "teleport"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** navigator.credentials.get(): signs authenticatorData ‖ SHA-256(clientDataJSON). */
  assert(options: { challenge: string; rpId?: string }, at: { origin?: string; rpId?: string; counter?: number; userVerified?: boolean } = {}) {
    this.counter = at.counter ?? this.counter + 1;
    const authData = authenticatorData(at.rpId ?? options.rpId!, at.userVerified === false ? FLAG_UP : FLAG_UP | FLAG_UV, this.counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: at.origin ?? ORIGIN, crossOrigin: false }),
    );
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}

// --- Steps ----------------------------------------------------------------------------------

async function addPasskey(cookie: string, authenticator: Authenticator, name = "iPhone") {
  const options = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
  expect(options.status).toBe(200);
  return call("POST", "/api/v1/passkeys", { cookie, json: { name, response: authenticator.register(options.body) } });
}

async function loginOptions(ip?: string) {
  const res = await call("POST", "/api/v1/auth/passkey/options", { ip });
  expect(res.status).toBe(200);
  return res.body as { challenge: string; rpId: string };
}

const passkeyLogin = (response: unknown, options: RequestOptions = {}) =>
  call("POST", "/api/v1/auth/passkey", { json: { response }, ...options });

beforeEach(resetDatabase);

describe("passkeys end to end", () => {
  test("register, list, log in (a working session), replay refused, remove, then refused", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();

    const options = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { id: "localhost" },
      user: { name: "owner@portfolio.test", displayName: "Test Owner" },
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      attestation: "none",
    });
    expect(options.headers.get("cache-control")).toBe("no-store");
    const added = await call("POST", "/api/v1/passkeys", {
      cookie,
      json: { name: "  iPhone  ", response: authenticator.register(options.body) },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      msg: expect.any(String),
      passkey: { _id: expect.any(String), name: "iPhone", createdAt: expect.any(String), lastUsedAt: null },
    });
    const [stored] = await (await getDb()).select().from(passkeys);
    expect(stored).toMatchObject({ credentialId: authenticator.id, rpId: "localhost", counter: 0, transports: ["internal"] });

    // The registration challenge was used up.
    const again = await call("POST", "/api/v1/passkeys", {
      cookie,
      json: { name: "Again", response: authenticator.register(options.body) },
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toMatch(/expired or was already used/);

    const list = await call("GET", "/api/v1/passkeys", { cookie });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ passkeys: [added.body.passkey] });

    // The next registration excludes the passkey already there.
    const next = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
    expect(next.body.excludeCredentials).toEqual([{ id: authenticator.id, type: "public-key", transports: ["internal"] }]);

    const login = await loginOptions();
    expect(login).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(login).not.toHaveProperty("allowCredentials.0");
    const assertion = authenticator.assert(login);
    const loggedIn = await passkeyLogin(assertion, { headers: { "user-agent": "Mozilla/5.0 (iPhone) Version/18.0 Safari/604.1" } });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toEqual({ msg: "Login successful", user: { _id: expect.any(String), email: "owner@portfolio.test", name: "Test Owner" } });
    const passkeyCookie = sessionCookieOf(loggedIn);
    const me = await api.get("/api/v1/users/current-user", { cookie: passkeyCookie });
    expect(me.body.user).toMatchObject({ email: "owner@portfolio.test" });
    const [used] = await (await getDb()).select().from(passkeys);
    expect(used.counter).toBe(1);
    expect(used.lastUsedAt).toBeInstanceOf(Date);
    const logins = await (await getDb()).select().from(activity).where(eq(activity.action, "login.success"));
    expect(logins.map((entry) => entry.detail)).toContain("owner@portfolio.test (passkey)");

    // The same signed answer again: its challenge is gone.
    const replay = await passkeyLogin(assertion);
    expect(replay.status).toBe(401);
    expect(replay.body.msg).toMatch(/expired or was already used/);
    expect(replay.headers.getSetCookie()).toEqual([]);

    const removed = await call("DELETE", `/api/v1/passkeys/${added.body.passkey._id}`, { cookie });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ msg: expect.stringContaining("iPhone") });
    expect((await call("GET", "/api/v1/passkeys", { cookie })).body).toEqual({ passkeys: [] });
    expect((await call("DELETE", `/api/v1/passkeys/${added.body.passkey._id}`, { cookie })).status).toBe(404);

    const afterRemoval = await passkeyLogin(authenticator.assert(await loginOptions()));
    expect(afterRemoval.status).toBe(401);
    expect(afterRemoval.body).toEqual({ msg: expect.stringMatching(/not known to this site/) });
    const actions = (await (await getDb()).select().from(activity)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["passkey.added", "passkey.removed", "login.failed"]));
  });

  test("an answer for another origin, another relying party, a bad signature or an old counter is refused", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();
    expect((await addPasskey(cookie, authenticator)).status).toBe(201);
    const sessionsBefore = await countRows(sessions);

    const wrongOrigin = await passkeyLogin(authenticator.assert(await loginOptions(), { origin: "https://evil.example" }));
    const wrongRpId = await passkeyLogin(authenticator.assert(await loginOptions(), { rpId: "evil.example" }));
    const options = await loginOptions();
    const forged = authenticator.assert(options);
    forged.response.signature = b64url(randomBytes(70));
    const badSignature = await passkeyLogin(forged);
    for (const res of [wrongOrigin, wrongRpId, badSignature]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: expect.any(String) });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await countRows(sessions)).toBe(sessionsBefore);

    expect((await passkeyLogin(authenticator.assert(await loginOptions(), { counter: 10 }))).status).toBe(200);
    // A lower count than the last one seen: a cloned authenticator.
    expect((await passkeyLogin(authenticator.assert(await loginOptions(), { counter: 5 }))).status).toBe(401);
  });

  test("a registration made at another origin or for another relying party is refused", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();
    for (const at of [{ origin: "https://evil.example" }, { rpId: "evil.example" }]) {
      const options = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
      const res = await call("POST", "/api/v1/passkeys", { cookie, json: { name: "Key", response: authenticator.register(options.body, at) } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/could not be verified/);
    }
    // A login challenge cannot register a passkey.
    const login = await loginOptions();
    const res = await call("POST", "/api/v1/passkeys", { cookie, json: { name: "Key", response: authenticator.register({ challenge: login.challenge, rp: { id: "localhost" } }) } });
    expect(res.status).toBe(400);
    expect(await countRows(passkeys)).toBe(0);
  });

  test("a passkey made for one address is refused once the site's address is another", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();
    expect((await addPasskey(cookie, authenticator)).status).toBe(201);

    await updateProfile({ siteUrl: "https://alex.example/" });
    const options = await loginOptions();
    expect(options.rpId).toBe("alex.example");
    // Signed as a browser at the new address would: still the old passkey, made for localhost.
    const res = await passkeyLogin(authenticator.assert(options, { origin: "https://alex.example" }));
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe("This passkey was made for localhost, not alex.example: log in with the password here.");

    // A passkey made at the configured address works there.
    const second = new Authenticator();
    const registration = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
    expect(registration.body.rp).toMatchObject({ id: "alex.example" });
    const added = await call("POST", "/api/v1/passkeys", {
      cookie,
      json: { name: "Mac", response: second.register(registration.body, { origin: "https://alex.example" }) },
    });
    expect(added.status).toBe(201);
    const login = await passkeyLogin(second.assert(await loginOptions(), { origin: "https://alex.example" }));
    expect(login.status).toBe(200);
  });

  test("an expired challenge is refused, and swept when a new one is issued", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();
    expect((await addPasskey(cookie, authenticator)).status).toBe(201);
    const options = await loginOptions();
    const db = await getDb();
    await db.update(webauthnChallenges).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await passkeyLogin(authenticator.assert(options));
    expect(res.status).toBe(401);
    expect(res.body.msg).toMatch(/expired/);
    // Expired rows make way for the next one.
    await loginOptions();
    expect(await countRows(webauthnChallenges)).toBe(1);
  });
});

describe("a new way in needs the password", () => {
  test("the registration options need the current password: none or a wrong one is 400 and issues no challenge", async () => {
    const cookie = await loginAsOwner();
    const none = await call("POST", "/api/v1/passkeys/options", { cookie, json: {} });
    expect(none.status).toBe(400);
    expect(none.body.msg).toMatch(/^currentPassword /);
    const wrong = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: "not the password" } });
    expect(wrong).toMatchObject({ status: 400, body: { msg: "The current password is wrong." } });
    expect(await countRows(webauthnChallenges)).toBe(0);
  });

  test("an assertion without user verification (a bare security key, no PIN) is refused", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();
    const options = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
    expect((await call("POST", "/api/v1/passkeys", { cookie, json: { name: "Key", response: authenticator.register(options.body) } })).status).toBe(201);
    const bare = await passkeyLogin(authenticator.assert(await loginOptions(), { userVerified: false }));
    expect(bare.status).toBe(401);
    expect(bare.headers.getSetCookie()).toEqual([]);
  });

  test("npm run owner:reset removes every passkey with every session", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();
    const options = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
    await call("POST", "/api/v1/passkeys", { cookie, json: { name: "Thief's key", response: authenticator.register(options.body) } });
    expect(await countRows(passkeys)).toBe(1);
    await resetOwner({ db: await getDb() }, OWNER.email, "a recovered password 2026", undefined, { removePasskeys: true });
    expect(await countRows(passkeys)).toBe(0);
    expect(await countRows(sessions)).toBe(0);
    expect((await passkeyLogin(authenticator.assert(await loginOptions()))).status).toBe(401);
  });
});

describe("limits", () => {
  test("failed passkey logins count toward the per-address login limit, which then refuses (429)", () =>
    withEnv({ LOGIN_MAX_FAILURES_PER_IP: "2" }, async () => {
      const cookie = await loginAsOwner();
      const authenticator = new Authenticator();
      expect((await addPasskey(cookie, authenticator)).status).toBe(201);
      const stranger = new Authenticator();
      const ip = "198.51.100.7";
      for (let i = 0; i < 2; i++) {
        expect((await passkeyLogin(stranger.assert(await loginOptions(ip)), { ip })).status).toBe(401);
      }
      const limited = await passkeyLogin(authenticator.assert(await loginOptions(ip)), { ip });
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toMatch(/too many/i);
      // The password login of that address is refused too: the same counter.
      const password = await api.post("/api/v1/auth/login", { json: { email: "owner@portfolio.test", password: "correct horse battery staple" }, ip });
      expect(password.status).toBe(429);
      // Elsewhere, and a success gives its place back.
      expect((await passkeyLogin(authenticator.assert(await loginOptions()), { ip: "198.51.100.8" })).status).toBe(200);
      expect((await passkeyLogin(authenticator.assert(await loginOptions()), { ip: "198.51.100.8" })).status).toBe(200);
      const refusals = await (await getDb()).select().from(activity).where(eq(activity.ip, ip));
      expect(refusals.map((entry) => entry.action)).toEqual(["login.failed"]);
    }));

  test("login challenges: a budget per address, and a cap on those outstanding", async () => {
    for (let i = 0; i < LOGIN_CHALLENGES_PER_IP; i++) await loginOptions("203.0.113.5");
    const limited = await call("POST", "/api/v1/auth/passkey/options", { ip: "203.0.113.5" });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ msg: expect.any(String) });

    const db = await getDb();
    await db.delete(webauthnChallenges);
    const expiresAt = new Date(Date.now() + 60_000);
    await db.insert(webauthnChallenges).values(
      Array.from({ length: MAX_OUTSTANDING_LOGIN_CHALLENGES }, (_, i) => ({ challenge: `c${i}`, purpose: "login" as const, rpId: "localhost", expiresAt })),
    );
    const full = await call("POST", "/api/v1/auth/passkey/options", { ip: "203.0.113.6" });
    expect(full.status).toBe(429);
    expect(await countRows(webauthnChallenges)).toBe(MAX_OUTSTANDING_LOGIN_CHALLENGES);
  });
});

describe("who may call", () => {
  test("owner routes refuse a visitor (401)", async () => {
    const authenticator = new Authenticator();
    const calls = [
      () => call("POST", "/api/v1/passkeys/options"),
      () => call("GET", "/api/v1/passkeys"),
      () => call("POST", "/api/v1/passkeys", { json: { name: "x", response: authenticator.register({ challenge: "abc", rp: { id: "localhost" } }) } }),
      () => call("DELETE", `/api/v1/passkeys/${UNKNOWN_ID}`),
    ];
    for (const send of calls) {
      const res = await send();
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: expect.any(String) });
    }
    expect(await countRows(webauthnChallenges)).toBe(0);
  });

  test("a POST from another site is 403", async () => {
    const cookie = await loginAsOwner();
    const evil = { origin: "https://evil.example" };
    expect((await call("POST", "/api/v1/passkeys/options", { cookie, headers: evil, json: { currentPassword: OWNER.password } })).status).toBe(403);
    expect((await call("POST", "/api/v1/auth/passkey/options", { headers: evil })).status).toBe(403);
    const res = await call("POST", "/api/v1/auth/passkey", { json: { response: {} }, headers: evil });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ msg: expect.any(String) });
    expect((await call("DELETE", `/api/v1/passkeys/${UNKNOWN_ID}`, { cookie, headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
  });

  test("bad bodies are 400 {msg}; an unknown or malformed id is 404", async () => {
    const cookie = await loginAsOwner();
    const authenticator = new Authenticator();
    const options = await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } });
    const response = authenticator.register(options.body);
    for (const json of [{ name: "", response }, { name: "x".repeat(61), response }, { name: "Key" }, { name: "Key", response: { ...response, id: "not base64url!" } }]) {
      const res = await call("POST", "/api/v1/passkeys", { cookie, json });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: expect.any(String) });
    }
    expect((await call("POST", "/api/v1/auth/passkey", { json: { response: { id: "x" } } })).status).toBe(400);
    const garbled = { ...authenticator.assert(await loginOptions()) };
    garbled.response = { ...garbled.response, clientDataJSON: b64url("not json") };
    expect((await passkeyLogin(garbled)).status).toBe(400);
    expect((await call("DELETE", `/api/v1/passkeys/${UNKNOWN_ID}`, { cookie })).status).toBe(404);
    expect((await call("DELETE", "/api/v1/passkeys/not-an-id", { cookie })).status).toBe(404);
  });

  test("on a preview deployment the options routes answer 400 with the way out", () =>
    withEnv({ VERCEL_ENV: "preview" }, async () => {
      const cookie = await loginAsOwner();
      const msg = "Passkeys are not available on preview deployments: log in with the password.";
      expect(await call("POST", "/api/v1/passkeys/options", { cookie, json: { currentPassword: OWNER.password } })).toMatchObject({ status: 400, body: { msg } });
      expect(await call("POST", "/api/v1/auth/passkey/options")).toMatchObject({ status: 400, body: { msg } });
      expect(await countRows(webauthnChallenges)).toBe(0);
    }));
});
