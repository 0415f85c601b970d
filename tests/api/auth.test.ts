import { getDbHandle } from "@/lib/db";
import { resetOwner } from "@/lib/db/bootstrap";
import { sessions, users } from "@/lib/db/schema";
import { api, loginAsOwner, OWNER, sessionCookieOf } from "../helpers/api";
import { countRows, resetDatabase, withEnv } from "../helpers/db";

const LOGIN = "/api/v1/auth/login";
const INVALID = "Invalid email or password.";

beforeEach(resetDatabase);

describe("POST /auth/login", () => {
  test("right credentials as JSON: 200, the owner, and an HttpOnly session cookie", async () => {
    const res = await api.post(LOGIN, { json: { email: OWNER.email, password: OWNER.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      msg: "Login successful",
      user: { _id: expect.any(String), email: OWNER.email, name: "Test Owner" },
    });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]{20,};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(await countRows(sessions)).toBe(1);
  });

  test("the owner written by the start-up bootstrap (full-cost hash) logs in", async () => {
    const handle = await getDbHandle();
    await handle.db.delete(users);
    await resetOwner(handle, OWNER.email, OWNER.password, "Test Owner");
    const [row] = await handle.db.select().from(users);
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const res = await api.post(LOGIN, { json: { email: OWNER.email, password: OWNER.password } });
    expect(res.status).toBe(200);
    expect(res.body.user._id).toBe(row.id);
    const wrong = await api.post(LOGIN, { json: { email: OWNER.email, password: `${OWNER.password}!` } });
    expect(wrong.status).toBe(401);
  });

  test("a urlencoded form and a multipart form log in too; the e-mail is case-insensitive", async () => {
    const form = await api.post(LOGIN, { form: { email: OWNER.email.toUpperCase(), password: OWNER.password } });
    expect(form.status).toBe(200);
    const multipart = await api.post(LOGIN, { multipart: { email: ` ${OWNER.email} `, password: OWNER.password } });
    expect(multipart.status).toBe(200);
    expect(sessionCookieOf(multipart)).not.toBe(sessionCookieOf(form));
  });

  test("a wrong password and an unknown e-mail get the same 401 and the same msg, and no cookie", async () => {
    const wrongPassword = await api.post(LOGIN, { json: { email: OWNER.email, password: "not the password" } });
    const unknownEmail = await api.post(LOGIN, { json: { email: "nobody@example.com", password: OWNER.password } });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ msg: INVALID });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await countRows(sessions)).toBe(0);
  });

  test.each([
    [{ password: "x" }, "email"],
    [{ email: "", password: "x" }, "email"],
    [{ email: "owner@portfolio.test" }, "password"],
    [{ email: "owner@portfolio.test", password: "" }, "password"],
    [{ email: "owner@portfolio.test\u0000", password: "x" }, "email"],
  ])("missing fields: 400 naming the field (%j)", async (body, field) => {
    const res = await api.post(LOGIN, { json: body });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(new RegExp(`^${field} `));
  });

  test("a body that is not JSON, form data or empty is refused", async () => {
    const bad = await api.post(LOGIN, { body: "{not json", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    const text = await api.post(LOGIN, { body: "email=a", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    expect(text.body.msg).toEqual(expect.any(String));
  });

  test("a login posted from another site is 403", async () => {
    const body = { email: OWNER.email, password: OWNER.password };
    const res = await api.post(LOGIN, { json: body, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.body.msg).toEqual(expect.any(String));
    expect(await countRows(sessions)).toBe(0);
  });
});

describe("login limits (429)", () => {
  const fail = (ip: string, email = OWNER.email) =>
    api.post(LOGIN, { json: { email, password: "wrong password" }, ip });
  const succeed = (ip: string) => api.post(LOGIN, { json: { email: OWNER.email, password: OWNER.password }, ip });

  test("per address: after the limit even the right password is refused from that address only", () =>
    withEnv({ LOGIN_MAX_FAILURES_PER_IP: "3", LOGIN_MAX_FAILURES_PER_EMAIL: "100" }, async () => {
      for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
        expect((await fail("198.51.100.1", email)).status).toBe(401);
      }
      const limited = await succeed("198.51.100.1");
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toMatch(/too many/i);
      expect(limited.headers.getSetCookie()).toEqual([]);
      expect(await countRows(sessions)).toBe(0);
      expect((await succeed("198.51.100.2")).status).toBe(200);
    }));

  test("per address and e-mail: failures lock that pair, not the e-mail from elsewhere", () =>
    withEnv({ LOGIN_MAX_FAILURES_PER_IP: "100", LOGIN_MAX_FAILURES_PER_EMAIL: "2" }, async () => {
      expect((await fail("198.51.100.11")).status).toBe(401);
      expect((await fail("198.51.100.11")).status).toBe(401);
      const limited = await succeed("198.51.100.11");
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toMatch(/too many/i);
      // The e-mail is normalised before counting: another spelling is the same e-mail.
      const upper = await api.post(LOGIN, {
        json: { email: OWNER.email.toUpperCase(), password: OWNER.password },
        ip: "198.51.100.11",
      });
      expect(upper.status).toBe(429);
      expect((await fail("198.51.100.11", "someone@example.com")).status).toBe(401);
      // Another address is not locked out of the e-mail (a stranger cannot lock out the owner).
      expect((await succeed("198.51.100.13")).status).toBe(200);
    }));

  test("a successful login clears the e-mail's failures", () =>
    withEnv({ LOGIN_MAX_FAILURES_PER_IP: "100", LOGIN_MAX_FAILURES_PER_EMAIL: "2" }, async () => {
      expect((await fail("198.51.100.21")).status).toBe(401);
      expect((await succeed("198.51.100.21")).status).toBe(200);
      expect((await fail("198.51.100.21")).status).toBe(401);
      expect((await succeed("198.51.100.21")).status).toBe(200);
    }));
});

describe("GET /users/current-user", () => {
  test("a visitor gets {user: null}", async () => {
    const res = await api.get("/api/v1/users/current-user");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null });
  });

  test("the owner gets their user, without the password hash, and the unread count", async () => {
    const cookie = await loginAsOwner();
    const res = await api.get("/api/v1/users/current-user", { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: { _id: expect.any(String), email: OWNER.email, name: "Test Owner" }, unreadMessages: 0 });
  });

  test("a tampered or foreign cookie counts as a visitor", async () => {
    const cookie = await loginAsOwner();
    const tampered = cookie.slice(0, -4) + (cookie.endsWith("AAAA") ? "BBBB" : "AAAA");
    for (const bad of [tampered, "next-auth.session-token=garbage", "other=1"]) {
      const res = await api.get("/api/v1/users/current-user", { cookie: bad });
      expect(res.body).toEqual({ user: null });
      expect((await api.get("/api/v1/message", { cookie: bad })).status).toBe(401);
    }
  });
});

describe("DELETE /auth/logout", () => {
  test("clears the cookie and revokes the session: the old cookie replayed is refused", async () => {
    const cookie = await loginAsOwner();
    expect((await api.get("/api/v1/message", { cookie })).status).toBe(200);

    const res = await api.delete("/api/v1/auth/logout", { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: expect.any(String) });
    const cleared = res.headers.getSetCookie();
    expect(cleared).toEqual(expect.arrayContaining([expect.stringMatching(/^next-auth\.session-token=; .*Max-Age=0/)]));
    expect(await countRows(sessions)).toBe(0);

    const replayed = await api.get("/api/v1/message", { cookie });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ msg: expect.any(String) });
    const mutation = await api.post("/api/v1/techStack", {
      cookie,
      json: { title: "x", category: "y", url: "https://x.example", techStackType: "dev" },
    });
    expect(mutation.status).toBe(401);
    expect((await api.get("/api/v1/users/current-user", { cookie })).body).toEqual({ user: null });
  });

  test("logging out one session leaves the others signed in", async () => {
    const first = await loginAsOwner();
    const second = await loginAsOwner();
    await api.delete("/api/v1/auth/logout", { cookie: first });
    expect((await api.get("/api/v1/message", { cookie: second })).status).toBe(200);
    expect((await api.get("/api/v1/message", { cookie: first })).status).toBe(401);
  });

  test("logging out without a session is harmless", async () => {
    const res = await api.delete("/api/v1/auth/logout");
    expect(res.status).toBe(200);
  });
});
