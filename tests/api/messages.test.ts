import { messages } from "@/lib/db/schema";
import { api, loginAsOwner, UNKNOWN_ID } from "../helpers/api";
import { countRows, resetDatabase, snapshotCounts, withEnv } from "../helpers/db";
import { createMessage, textOf, validMessage } from "../helpers/fixtures";

const PATH = "/api/v1/message";
const one = (id: string) => `${PATH}/${id}`;

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

describe("POST /message (visitors)", () => {
  test("JSON: 201 with msg and the stored message, unread", async () => {
    const res = await api.post(PATH, { json: validMessage(), ip: "203.0.113.1" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      msg: "Message sent successfully!",
      message: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: "Visitor",
        email: "visitor@example.com",
        subject: "Hello",
        message: "I like your work.",
        read: false,
        createdAt: expect.any(String),
      },
    });
    expect(await countRows(messages)).toBe(1);
  });

  test("urlencoded and multipart forms; text is trimmed", async () => {
    const form = await api.post(PATH, { form: validMessage({ name: "  Ada  " }) as Record<string, string>, ip: "203.0.113.2" });
    expect(form.status).toBe(201);
    expect(form.body.message.name).toBe("Ada");
    const multipart = await api.post(PATH, { multipart: validMessage() as Record<string, string>, ip: "203.0.113.2" });
    expect(multipart.status).toBe(201);
    expect(await countRows(messages)).toBe(2);
  });

  test.each(["name", "email", "subject", "message"])("missing %s: 400 naming it, nothing stored", async (field) => {
    const values: Record<string, unknown> = validMessage();
    delete values[field];
    const res = await api.post(PATH, { json: values, ip: "203.0.113.3" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: `${field} is required.` });
    expect(await countRows(messages)).toBe(0);
  });

  test.each([
    [{ email: "not-an-email" }, "email must be a valid e-mail address."],
    [{ email: "a@b" }, "email must be a valid e-mail address."],
    [{ name: textOf(201) }, "name must be at most 200 characters."],
    [{ subject: textOf(201) }, "subject must be at most 200 characters."],
    [{ message: textOf(1001) }, "message must be at most 1000 characters."],
    [{ message: "hi\u0000there" }, "message must not contain a NUL character."],
  ])("%j: 400", async (overrides, msg) => {
    const res = await api.post(PATH, { json: validMessage(overrides), ip: "203.0.113.4" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg });
    expect(await countRows(messages)).toBe(0);
  });

  test("a message of exactly 1000 characters is accepted", async () => {
    const res = await api.post(PATH, { json: validMessage({ message: textOf(1000) }), ip: "203.0.113.5" });
    expect(res.status).toBe(201);
  });

  test("the honeypot: a filled `website` field answers 201 and stores nothing", async () => {
    const res = await api.post(PATH, {
      form: { ...(validMessage() as Record<string, string>), website: "http://spam.example" },
      ip: "203.0.113.6",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ msg: "Message sent successfully!" });
    const json = await api.post(PATH, { json: { ...validMessage(), website: "x" }, ip: "203.0.113.6" });
    expect(json.status).toBe(201);
    expect(await countRows(messages)).toBe(0);
    // An empty honeypot is a person.
    const person = await api.post(PATH, { form: { ...(validMessage() as Record<string, string>), website: "" }, ip: "203.0.113.6" });
    expect(person.status).toBe(201);
    expect(person.body.message).toBeDefined();
    expect(await countRows(messages)).toBe(1);
  });

  test("the per-address limit: 429 after CONTACT_MAX_PER_IP messages, other addresses unaffected", () =>
    withEnv({ CONTACT_MAX_PER_IP: "2" }, async () => {
      expect((await api.post(PATH, { json: validMessage(), ip: "198.51.100.7" })).status).toBe(201);
      expect((await api.post(PATH, { json: validMessage(), ip: "198.51.100.7" })).status).toBe(201);
      const limited = await api.post(PATH, { json: validMessage(), ip: "198.51.100.7" });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ msg: expect.stringMatching(/try again later/i) });
      expect(await countRows(messages)).toBe(2);
      expect((await api.post(PATH, { json: validMessage(), ip: "198.51.100.8" })).status).toBe(201);
      expect(await countRows(messages)).toBe(3);
    }));

  test("a message from another site is 403 and stores nothing", async () => {
    const res = await api.post(PATH, {
      json: validMessage(),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(await countRows(messages)).toBe(0);
  });
});

describe("GET /message (owner)", () => {
  test("401 without the session", async () => {
    await createMessage();
    const res = await api.get(PATH);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: expect.any(String) });
  });

  test("the owner gets {messages} (a page: see message-pages.test.ts), newest first", async () => {
    expect((await api.get(PATH, { cookie: owner })).body).toEqual({ messages: [], nextCursor: null, unread: 0, total: 0 });
    await createMessage({ subject: "First" });
    await createMessage({ subject: "Second" });
    const res = await api.get(PATH, { cookie: owner });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["messages", "nextCursor", "unread", "total"]);
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(["Second", "First"]);
  });
});

describe("PATCH /message/{id} (mark read)", () => {
  test("read true: 200 with msg and the message, now read", async () => {
    const message = await createMessage();
    const res = await api.patch(one(message._id), { cookie: owner, json: { read: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: "Message read successfully!", message: { ...message, read: true } });
    const list = await api.get(PATH, { cookie: owner });
    expect(list.body.messages[0].read).toBe(true);
  });

  test.each([{ read: "true" }, { read: "on" }])("the form value %j marks it read", async (form) => {
    const message = await createMessage();
    const res = await api.patch(one(message._id), { cookie: owner, form });
    expect(res.status).toBe(200);
    expect(res.body.message.read).toBe(true);
  });

  test.each([{ read: false }, { read: "false" }, {}, { read: "maybe" }])("%j is 400: a message never goes back to unread", async (body) => {
    const message = await createMessage();
    await api.patch(one(message._id), { cookie: owner, json: { read: true } });
    const res = await api.patch(one(message._id), { cookie: owner, json: body });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^read /);
    expect((await api.get(PATH, { cookie: owner })).body.messages[0].read).toBe(true);
  });

  test.each(["abc", UNKNOWN_ID])("id %s: 404", async (id) => {
    const res = await api.patch(one(id), { cookie: owner, json: { read: true } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: "Message not found." });
  });
});

describe("DELETE /message/{id}", () => {
  test("200 with msg; the message is gone", async () => {
    const message = await createMessage();
    const other = await createMessage({ subject: "Keep me" });
    const res = await api.delete(one(message._id), { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: "Message deleted successfully!" });
    expect((await api.get(PATH, { cookie: owner })).body.messages).toEqual([other]);
    expect((await api.delete(one(message._id), { cookie: owner })).status).toBe(404);
  });

  test.each(["abc", UNKNOWN_ID])("id %s: 404, nothing deleted", async (id) => {
    await createMessage();
    const before = await snapshotCounts();
    const res = await api.delete(one(id), { cookie: owner });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: "Message not found." });
    expect(await snapshotCounts()).toEqual(before);
  });
});
