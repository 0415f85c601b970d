import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { messages } from "@/lib/db/schema";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";

const PATH = "/api/v1/message";

interface Listed {
  _id: string;
  subject: string;
  read: boolean;
}

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

/**
 * Stores `count` messages directly (the contact form's address limit would refuse a
 * hundred), one second apart, oldest first: "Message 1" is the oldest.
 */
async function storeMessages(count: number, { unread = 0 } = {}): Promise<void> {
  const db = await getDb();
  await db.insert(messages).values(
    Array.from({ length: count }, (_, i) => ({
      name: "Visitor",
      email: "visitor@example.com",
      subject: `Message ${i + 1}`,
      message: "Hello",
      read: i >= unread,
      createdAt: new Date(Date.UTC(2024, 0, 1) + i * 1000),
    })),
  );
}

/** Every page from the first, following nextCursor; returns the pages. */
async function walk(limit?: number) {
  const pages: Array<{ messages: Listed[]; nextCursor: string | null; unread: number; total: number }> = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set("limit", String(limit));
    if (cursor) query.set("cursor", cursor);
    const res = await api.get(`${PATH}?${query}`, { cookie: owner });
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

/** What the database says the order is: created_at desc, then id desc. */
async function storedOrder(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ id: messages.id }).from(messages).orderBy(sql`created_at desc, id desc`);
  return rows.map((row) => row.id);
}

describe("GET /message pages", () => {
  test("50 by default, newest first, with nextCursor until the last page and the counts on each", async () => {
    await storeMessages(120, { unread: 7 });
    const pages = await walk();
    expect(pages.map((page) => page.messages.length)).toEqual([50, 50, 20]);
    expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual(["messages", "nextCursor", "total", "unread"]);
      expect(page.unread).toBe(7);
      expect(page.total).toBe(120);
    }
    const subjects = pages.flatMap((page) => page.messages.map((message) => message.subject));
    expect(subjects).toEqual(Array.from({ length: 120 }, (_, i) => `Message ${120 - i}`));
    expect(typeof pages[0].nextCursor).toBe("string");
  });

  test("an empty inbox is one page: no messages, nextCursor null, nothing unread", async () => {
    const res = await api.get(PATH, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messages: [], nextCursor: null, unread: 0, total: 0 });
  });

  test("exactly a page's worth: no further page is announced", async () => {
    await storeMessages(3);
    const res = await api.get(`${PATH}?limit=3`, { cookie: owner });
    expect(res.body.messages).toHaveLength(3);
    expect(res.body.nextCursor).toBeNull();
  });

  test.each([1, 7, 100])("limit=%i pages through every message once", async (limit) => {
    await storeMessages(15);
    const pages = await walk(limit);
    expect(pages.every((page) => page.messages.length <= limit)).toBe(true);
    expect(pages.flatMap((page) => page.messages.map((message) => message._id))).toEqual(await storedOrder());
  });

  test("messages stored at the same instant, or within one millisecond, are neither skipped nor repeated", async () => {
    const db = await getDb();
    // Five at the very same time (the id decides) and four microseconds apart (a cursor
    // rounded to milliseconds, like a JavaScript Date, would lose them).
    await db.insert(messages).values([
      ...Array.from({ length: 5 }, (_, i) => ({
        name: "V", email: "v@example.com", subject: `Same ${i}`, message: "x",
        createdAt: sql`timestamptz '2024-03-01 10:00:00.000000+00'`,
      })),
      ...Array.from({ length: 4 }, (_, i) => ({
        name: "V", email: "v@example.com", subject: `Micro ${i}`, message: "x",
        createdAt: sql.raw(`timestamptz '2024-03-01 10:00:00.12345${i}+00'`),
      })),
    ]);
    for (const limit of [1, 2, 4]) {
      const pages = await walk(limit);
      expect(pages.flatMap((page) => page.messages.map((message) => message._id))).toEqual(await storedOrder());
    }
  });

  test("a message that arrives, or one deleted, between two pages does not shift the next page", async () => {
    await storeMessages(6);
    const first = await api.get(`${PATH}?limit=3`, { cookie: owner });
    expect(first.body.messages.map((m: Listed) => m.subject)).toEqual(["Message 6", "Message 5", "Message 4"]);
    // A new message arrives and one of the first page is deleted.
    const db = await getDb();
    await db.insert(messages).values({ name: "V", email: "v@example.com", subject: "Newest", message: "x" });
    expect((await api.delete(`${PATH}/${first.body.messages[0]._id}`, { cookie: owner })).status).toBe(200);
    const second = await api.get(`${PATH}?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`, { cookie: owner });
    expect(second.body.messages.map((m: Listed) => m.subject)).toEqual(["Message 3", "Message 2", "Message 1"]);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.total).toBe(6);
  });

  test("the unread count follows Read and Delete", async () => {
    await storeMessages(4, { unread: 3 });
    const listed = (await api.get(PATH, { cookie: owner })).body.messages as Listed[];
    const unread = listed.filter((message) => !message.read);
    expect((await api.get(PATH, { cookie: owner })).body.unread).toBe(3);
    await api.patch(`${PATH}/${unread[0]._id}`, { cookie: owner, json: { read: true } });
    expect((await api.get(PATH, { cookie: owner })).body.unread).toBe(2);
    await api.delete(`${PATH}/${unread[1]._id}`, { cookie: owner });
    expect((await api.get(PATH, { cookie: owner })).body).toMatchObject({ unread: 1, total: 3 });
  });

  test.each(["0", "101", "-1", "abc", "1.5", "", " 5", "1e2", "0x10", "9999999999999999999"])(
    "limit=%j is 400 naming limit",
    async (limit) => {
      const res = await api.get(`${PATH}?limit=${encodeURIComponent(limit)}`, { cookie: owner });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: "limit must be a whole number from 1 to 100." });
    },
  );

  test("a repeated parameter is 400 naming it", async () => {
    expect((await api.get(`${PATH}?limit=5&limit=6`, { cookie: owner })).body).toEqual({ msg: "limit must be given once." });
    expect((await api.get(`${PATH}?cursor=a&cursor=b`, { cookie: owner })).body).toEqual({ msg: "cursor must be given once." });
  });

  const b64 = (text: string) => Buffer.from(text).toString("base64url");
  test.each([
    ["not base64", "not a cursor!"],
    ["empty", ""],
    ["base64 of nonsense", b64("hello")],
    ["a malformed id", b64("1700000000000000:not-a-uuid-but-36-characters-long-xxx")],
    ["a time too large", b64("99999999999999999:00000000-0000-4000-8000-000000000000")],
    ["a negative time", b64("-5:00000000-0000-4000-8000-000000000000")],
    ["SQL in the cursor", b64("1' or '1'='1:00000000-0000-4000-8000-000000000000")],
    ["far too long", "A".repeat(500)],
  ])("cursor with %s is 400 naming cursor", async (_, cursor) => {
    await storeMessages(2);
    const res = await api.get(`${PATH}?cursor=${encodeURIComponent(cursor)}`, { cookie: owner });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: "cursor is not valid: pass the nextCursor of a previous page." });
  });

  test("a well-formed cursor past every message answers an empty last page", async () => {
    await storeMessages(2);
    const cursor = b64("0:00000000-0000-4000-8000-000000000000");
    const res = await api.get(`${PATH}?cursor=${cursor}`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ messages: [], nextCursor: null, total: 2 });
  });

  test("without the session: 401, whatever the parameters", async () => {
    const res = await api.get(`${PATH}?limit=0&cursor=x`);
    expect(res.status).toBe(401);
  });
});

describe("GET /users/current-user: the owner's unread count", () => {
  test("the owner gets unreadMessages; a visitor gets {user: null} and no count", async () => {
    await storeMessages(5, { unread: 2 });
    const mine = await api.get("/api/v1/users/current-user", { cookie: owner });
    expect(mine.body).toEqual({ user: expect.objectContaining({ email: expect.any(String) }), unreadMessages: 2 });
    const visitor = await api.get("/api/v1/users/current-user");
    expect(visitor.body).toEqual({ user: null });
  });
});
