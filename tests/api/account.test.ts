/**
 * Issue 37: the owner's keys. The password is the owner's (changed in Account, not by the
 * start-up variables), every signed-in device is listed and can be signed out at once, and a
 * login from a new browser e-mails a link that signs it out. Route handlers on in-memory
 * PGlite; the e-mail through a real SMTP server.
 */
import { eq } from "drizzle-orm";
import { deviceFromUserAgent } from "@/lib/auth/device";
import { getDb, getDbHandle } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { createOwnerOnFirstStart, resetOwner } from "@/lib/db/bootstrap";
import { DEMO_OWNER } from "@/lib/db/demo-owner";
import { sessions, users } from "@/lib/db/schema";
import { notificationsSettled } from "@/lib/notify";
import { firstRunChecklist } from "@/lib/first-run/checklist";
import { profileDefaults } from "@/config/site";
import { api, OWNER, sessionCookieOf, type ApiResponse } from "../helpers/api";
import { resetDatabase, withEnv } from "../helpers/db";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const LOGIN = "/api/v1/auth/login";
const ACCOUNT = "/api/v1/account";
const SESSIONS = "/api/v1/sessions";
const CURRENT_USER = "/api/v1/users/current-user";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const NEW_PASSWORD = "correct horse battery staple 42";

beforeEach(resetDatabase);

/** Logs in from a browser (its user agent, its address); the response and the Cookie header to replay. */
async function loginFrom(userAgent: string, ip = "198.51.100.7", extraCookie?: string, password = OWNER.password) {
  const res = await api.post(LOGIN, { json: { email: OWNER.email, password }, ip, headers: { "user-agent": userAgent }, cookie: extraCookie });
  return { res, cookie: res.status === 200 ? sessionCookieOf(res) : "" };
}

const signedIn = async (cookie: string) => (await api.get(CURRENT_USER, { cookie })).body.user !== null;
const trustedNoteOf = (res: ApiResponse) => res.headers.getSetCookie().find((c) => c.startsWith("portfolio.trusted-device="))?.split(";")[0];

describe("PATCH /api/v1/account", () => {
  test("a new password signs out every other device, keeps this one, ends the old password and issues a new trusted-device note", async () => {
    const phone = await loginFrom(IPHONE);
    const laptop = await loginFrom(WINDOWS_CHROME, "198.51.100.8");
    const res = await api.patch(ACCOUNT, { cookie: phone.cookie, json: { currentPassword: OWNER.password, newPassword: NEW_PASSWORD }, ip: "198.51.100.7" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: "Your password is changed; one other device was signed out." });
    expect(trustedNoteOf(res)).toMatch(/^portfolio\.trusted-device=.+/);
    expect(await signedIn(phone.cookie)).toBe(true);
    expect(await signedIn(laptop.cookie)).toBe(false);
    expect((await api.get(SESSIONS, { cookie: laptop.cookie })).status).toBe(401);
    expect((await loginFrom(IPHONE, "198.51.100.9")).res.status).toBe(401);
    expect((await loginFrom(IPHONE, "198.51.100.9", undefined, NEW_PASSWORD)).res.status).toBe(200);
  });

  test("a wrong current password is 400 {msg} (not 401), changes nothing, and counts toward the login limit", () =>
    withEnv({ LOGIN_MAX_FAILURES_PER_IP: "3" }, async () => {
      const { cookie } = await loginFrom(IPHONE, "198.51.100.20");
      const attempt = () => api.patch(ACCOUNT, { cookie, json: { currentPassword: "not it at all", newPassword: NEW_PASSWORD }, ip: "198.51.100.20" });
      for (let i = 0; i < 3; i++) {
        const res = await attempt();
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ msg: "The current password is wrong." });
      }
      expect((await attempt()).status).toBe(429);
      // The same address's logins are limited too: one budget.
      expect((await loginFrom(IPHONE, "198.51.100.20")).res.status).toBe(429);
      expect((await loginFrom(IPHONE, "198.51.100.21")).res.status).toBe(200);
    }));

  test.each([
    ["too short", "short pass", /at least 12 characters/],
    ["one of the commonest, dressed up", "Password123456!", /commonest/],
    ["a common one with digits after it", "qwertyuiop2026", /commonest/],
    ["a few characters repeated", "abcabcabcabcabc", /repeats/],
    ["the demo's", "demo-password-2026", /too easy/],
  ])("a weak new password (%s) is refused with 400 {msg} and the old one still works", async (_label, newPassword, message) => {
    const { cookie } = await loginFrom(IPHONE);
    const res = await api.patch(ACCOUNT, { cookie, json: { currentPassword: OWNER.password, newPassword } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(message);
    expect((await loginFrom(IPHONE, "198.51.100.30")).res.status).toBe(200);
  });

  test("bad bodies are 400 {msg}; nobody but the owner may call it; another site may not", async () => {
    const { cookie } = await loginFrom(IPHONE);
    for (const json of [{}, { currentPassword: OWNER.password }, { currentPassword: OWNER.password, email: "not an address" }, { currentPassword: OWNER.password, newPassword: NEW_PASSWORD, admin: true }]) {
      const res = await api.patch(ACCOUNT, { cookie, json });
      expect(res.status).toBe(400);
      expect(typeof res.body.msg).toBe("string");
    }
    expect((await api.patch(ACCOUNT, { json: { currentPassword: OWNER.password, newPassword: NEW_PASSWORD } })).status).toBe(401);
    const crossSite = await api.patch(ACCOUNT, { cookie, json: { currentPassword: OWNER.password, newPassword: NEW_PASSWORD }, headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);
    expect((await loginFrom(IPHONE, "198.51.100.31")).res.status).toBe(200);
  });

  test("a new login e-mail is the next login's; the public profile's e-mail is not touched", async () => {
    const { cookie } = await loginFrom(IPHONE);
    const res = await api.patch(ACCOUNT, { cookie, json: { currentPassword: OWNER.password, email: "Me@New.Example" } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("Your login e-mail is now me@new.example.");
    expect((await api.get(ACCOUNT, { cookie })).body).toEqual({ account: { email: "me@new.example", demoPassword: false } });
    expect((await api.post(LOGIN, { json: { email: OWNER.email, password: OWNER.password }, ip: "198.51.100.40" })).status).toBe(401);
    expect((await api.post(LOGIN, { json: { email: "me@new.example", password: OWNER.password }, ip: "198.51.100.41" })).status).toBe(200);
    expect((await api.get("/api/v1/profile")).body.profile.email).not.toBe("me@new.example");
  });

  test("the demo's password ends with the first change, and the checklist's first item is then done", async () => {
    const db = await getDb();
    await db.update(users).set({ demoPassword: true });
    const { cookie } = await loginFrom(IPHONE);
    expect((await api.get(ACCOUNT, { cookie })).body.account.demoPassword).toBe(true);
    await api.patch(ACCOUNT, { cookie, json: { currentPassword: OWNER.password, newPassword: NEW_PASSWORD } });
    expect((await api.get(ACCOUNT, { cookie })).body.account.demoPassword).toBe(false);
  });
});

describe("under pressure", () => {
  test("two password changes at once: one wins, the other is refused (its session ended, or the password moved on)", async () => {
    const phone = await loginFrom(IPHONE);
    const laptop = await loginFrom(WINDOWS_CHROME, "198.51.100.8");
    const answers = await Promise.all([
      api.patch(ACCOUNT, { cookie: phone.cookie, json: { currentPassword: OWNER.password, newPassword: "the phone's new password 1" } }),
      api.patch(ACCOUNT, { cookie: laptop.cookie, json: { currentPassword: OWNER.password, newPassword: "the laptop's new password 2" } }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const winner = answers[0].status === 200 ? "the phone's new password 1" : "the laptop's new password 2";
    expect((await loginFrom(IPHONE, "198.51.100.80", undefined, winner)).res.status).toBe(200);
  });

  test("strangers who spent the global login budget do not stop the owner changing the password", () =>
    withEnv({ LOGIN_MAX_FAILURES_GLOBAL: "2" }, async () => {
      const { cookie } = await loginFrom(IPHONE, "198.51.100.90");
      for (let i = 0; i < 3; i++) await api.post(LOGIN, { json: { email: OWNER.email, password: "guess" }, ip: `203.0.113.${90 + i}` });
      expect((await api.post(LOGIN, { json: { email: OWNER.email, password: OWNER.password }, ip: "203.0.113.99" })).status).toBe(429);
      const res = await api.patch(ACCOUNT, { cookie, json: { currentPassword: OWNER.password, newPassword: NEW_PASSWORD }, ip: "198.51.100.91" });
      expect(res.status).toBe(200);
    }));
});

describe("signed-in devices", () => {
  test("GET lists each device by its browser, this one marked; DELETE /{id} signs that one out at once; unknown ids are 404", async () => {
    const phone = await loginFrom(IPHONE);
    const laptop = await loginFrom(WINDOWS_CHROME, "198.51.100.8");
    const listed = await api.get(SESSIONS, { cookie: phone.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    for (const session of listed.body.sessions) {
      expect(Object.keys(session).sort()).toEqual(["_id", "createdAt", "current", "device", "lastSeenAt"]);
      expect(new Date(session.createdAt).toISOString()).toBe(session.createdAt);
    }
    const byDevice = Object.fromEntries(listed.body.sessions.map((s: { device: string; current: boolean }) => [s.device, s.current]));
    expect(byDevice).toEqual({ "Safari on iPhone": true, "Chrome on Windows": false });

    const laptopId = listed.body.sessions.find((s: { current: boolean }) => !s.current)._id;
    expect((await api.delete(`${SESSIONS}/${laptopId}`, { cookie: phone.cookie })).body).toEqual({ msg: "That device is signed out." });
    expect((await api.get(SESSIONS, { cookie: laptop.cookie })).status).toBe(401);
    expect(await signedIn(phone.cookie)).toBe(true);
    expect((await api.delete(`${SESSIONS}/${laptopId}`, { cookie: phone.cookie })).status).toBe(404);
    expect((await api.delete(`${SESSIONS}/not-an-id`, { cookie: phone.cookie })).status).toBe(404);
    expect((await api.delete(`${SESSIONS}/${laptopId}`)).status).toBe(401);
  });

  test("DELETE /sessions signs out every other device and keeps this one", async () => {
    const phone = await loginFrom(IPHONE);
    const others = [await loginFrom(WINDOWS_CHROME, "198.51.100.8"), await loginFrom(WINDOWS_CHROME, "198.51.100.9")];
    const res = await api.delete(SESSIONS, { cookie: phone.cookie });
    expect(res.body).toEqual({ msg: "2 other devices are signed out." });
    for (const other of others) expect(await signedIn(other.cookie)).toBe(false);
    expect((await api.get(SESSIONS, { cookie: phone.cookie })).body.sessions).toHaveLength(1);
  });

  test("the last-seen time moves on at most once a minute", async () => {
    const { cookie } = await loginFrom(IPHONE);
    const db = await getDb();
    const seen = async () => (await db.select({ at: sessions.lastSeenAt }).from(sessions))[0].at.getTime();
    const first = await seen();
    await api.get(SESSIONS, { cookie });
    expect(await seen()).toBe(first);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await db.update(sessions).set({ lastSeenAt: anHourAgo });
    await api.get(SESSIONS, { cookie });
    await new Promise((resolve) => setTimeout(resolve, 50)); // written after the answer
    expect(await seen()).toBeGreaterThan(anHourAgo.getTime() + 3_000_000);
  });
});

describe("the new-login e-mail", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  test("a browser without the trusted-device note gets one e-mail whose link (by POST, once) signs it out; a known browser gets none", () =>
    withEnv({ SMTP_URL: smtp.url, NOTIFY_EMAIL: "owner-inbox@portfolio.test", NOTIFY_FROM: undefined }, async () => {
      smtp.received.length = 0;
      await api.patch("/api/v1/profile", { cookie: (await loginFrom(IPHONE, "198.51.100.50")).cookie, json: { siteUrl: "https://jane.example" } }).catch(() => {});
      await notificationsSettled();
      smtp.received.length = 0;

      const stranger = await loginFrom(WINDOWS_CHROME, "203.0.113.60");
      await notificationsSettled();
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0].parsed;
      expect(mail.subject).toMatch(/^New login: Chrome on Windows, \d\d:\d\d (UTC|\([A-Za-z_/]+\)), /);
      const link = /(\S+\/account\/sign-out\?token=\S+)/.exec(mail.text ?? "")?.[1];
      expect(link).toBeDefined();
      const token = new URL(link!).searchParams.get("token")!;

      // Opening the link signs out nothing: only the page's button does (a POST).
      expect((await api.get("/api/v1/auth/sign-out-link")).status).toBe(405);
      expect(await signedIn(stranger.cookie)).toBe(true);
      const signOut = await api.post("/api/v1/auth/sign-out-link", { json: { token } });
      expect(signOut.status).toBe(200);
      expect(signOut.body.msg).toMatch(/^Chrome on Windows is signed out/);
      expect(await signedIn(stranger.cookie)).toBe(false);
      expect((await api.post("/api/v1/auth/sign-out-link", { json: { token } })).body).toEqual({ msg: "That device is already signed out." });
      const forged = await api.post("/api/v1/auth/sign-out-link", { json: { token: `${token.slice(0, -2)}xx` } });
      expect(forged.status).toBe(400);

      // The browser that logged in before carries its note: no e-mail.
      const first = await loginFrom(IPHONE, "198.51.100.51");
      await notificationsSettled();
      smtp.received.length = 0;
      const again = await loginFrom(IPHONE, "198.51.100.51", trustedNoteOf(first.res));
      expect(again.res.status).toBe(200);
      await notificationsSettled();
      expect(smtp.received).toHaveLength(0);
    }));
});

describe("the password is the owner's", () => {
  test("OWNER_EMAIL/OWNER_PASSWORD create the owner on the first start only; later starts keep the owner's own password", async () => {
    const handle = await getDbHandle();
    await handle.db.delete(users);
    expect(await createOwnerOnFirstStart(handle, "first@portfolio.test", "the first start password")).toBe("created");
    const { cookie } = await (async () => {
      const res = await api.post(LOGIN, { json: { email: "first@portfolio.test", password: "the first start password" }, ip: "198.51.100.60" });
      return { cookie: sessionCookieOf(res) };
    })();
    expect((await api.patch(ACCOUNT, { cookie, json: { currentPassword: "the first start password", newPassword: NEW_PASSWORD } })).status).toBe(200);
    // A restart with the old variables (or new ones) changes nothing.
    expect(await createOwnerOnFirstStart(handle, "first@portfolio.test", "the first start password")).toBe("kept");
    expect(await createOwnerOnFirstStart(handle, "other@portfolio.test", "another start password")).toBe("kept");
    expect((await api.post(LOGIN, { json: { email: "first@portfolio.test", password: "the first start password" }, ip: "198.51.100.61" })).status).toBe(401);
    expect((await api.post(LOGIN, { json: { email: "first@portfolio.test", password: NEW_PASSWORD }, ip: "198.51.100.62" })).status).toBe(200);
  });

  test("while the demo's password is the one, the variables replace the demo owner", async () => {
    const handle = await getDbHandle();
    await handle.db.update(users).set({ demoPassword: true });
    expect(await createOwnerOnFirstStart(handle, "mine@portfolio.test", "my own start password")).toBe("replaced-demo");
    const [owner] = await handle.db.select().from(users);
    expect(owner).toMatchObject({ email: "mine@portfolio.test", demoPassword: false });
  });

  test("a demo owner from before the flag (or a seed that did not set it) is still recognised as the demo", async () => {
    const handle = await getDbHandle();
    await handle.db.delete(users);
    await handle.db.insert(users).values({ email: DEMO_OWNER.email, name: DEMO_OWNER.name, passwordHash: await hashPassword(DEMO_OWNER.password) });
    expect(await createOwnerOnFirstStart(handle, "mine@portfolio.test", "my own start password")).toBe("replaced-demo");
    expect((await handle.db.select().from(users))[0]).toMatchObject({ email: "mine@portfolio.test", demoPassword: false });
  });

  test("owner:reset (resetOwner) sets the login and signs out every session", async () => {
    const { cookie } = await loginFrom(IPHONE);
    const handle = await getDbHandle();
    await resetOwner(handle, OWNER.email, NEW_PASSWORD);
    expect(await signedIn(cookie)).toBe(false);
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.userId, (await handle.db.select().from(users))[0].id))).toHaveLength(0);
    expect((await loginFrom(IPHONE, "198.51.100.70", undefined, NEW_PASSWORD)).res.status).toBe(200);
  });
});

describe("privacy and the checklist", () => {
  test("a new profile shows no public e-mail, whatever OWNER_EMAIL is", () =>
    withEnv({ OWNER_EMAIL: "login@portfolio.test" }, async () => {
      const defaults = profileDefaults();
      expect(defaults.email).toBe("");
      expect(defaults.links.some((link) => link.network === "email")).toBe(false);
    }));

  test("'Your own login' is the checklist's first item, open while the demo's password is the one", () => {
    const profile = { name: "A", role: "B", heroHeadline: "", heroIntro: "", about: "", siteDescription: "", avatar: null, email: "", demoFields: null };
    const open = firstRunChecklist(profile, { demoItems: 0, addressKnown: false, demoPassword: true }).items[0];
    expect(open).toMatchObject({ id: "login", label: "Your own login", done: false, href: "/admin/account" });
    expect(firstRunChecklist(profile, { demoItems: 0, addressKnown: false, demoPassword: false }).items[0].done).toBe(true);
  });
});

test.each([
  [IPHONE, "Safari on iPhone"],
  [WINDOWS_CHROME, "Chrome on Windows"],
  ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "Safari on Mac"],
  ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome on Android"],
  ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
  ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0", "Edge on Windows"],
  ["curl/8.5.0", "curl"],
  ["", "A browser"],
])("the device of %j is %j", (agent, device) => {
  expect(deviceFromUserAgent(agent)).toBe(device);
});
