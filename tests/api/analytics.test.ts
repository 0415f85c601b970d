/**
 * Issue 26: the owner's own visitor counts. Views are reported through the real route
 * (POST /api/v1/views) and read back through GET /api/v1/analytics; the day boundary and
 * the retention are driven through the counting module with a chosen moment. Real database
 * (PGlite here, PostgreSQL under scripts/test-api.sh); nothing mocked.
 */
import { getDb } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { countView, endDaysBefore, MAX_SOURCES_PER_DAY } from "@/lib/analytics/count";
import { queryAnalytics, viewsOfPost } from "@/lib/analytics/query";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase, withEnv } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";

const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const OTHER_BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = await loginAsOwner();
});

let addresses = 0;
/** A visitor's beacon: a normal browser from an address of its own unless told. */
function view(json: Record<string, unknown>, options: { ip?: string; headers?: Record<string, string>; cookie?: string } = {}) {
  return api.post("/api/v1/views", {
    json,
    ip: options.ip ?? `198.51.100.${++addresses % 250}`,
    cookie: options.cookie,
    headers: { "user-agent": BROWSER, ...options.headers },
  });
}

async function analytics(days = 7) {
  const res = await api.get(`/api/v1/analytics?days=${days}`, { cookie });
  expect(res.status).toBe(200);
  return res.body;
}

/** Every text value stored in the analytics tables, for what must never be there. */
async function storedText(): Promise<string> {
  const db = await getDb();
  const tables = [schema.analyticsDays, schema.analyticsPages, schema.analyticsSources, schema.analyticsCountries, schema.analyticsVisitors, schema.analyticsSecrets];
  const rows = await Promise.all(tables.map((table) => db.select().from(table)));
  return JSON.stringify(rows);
}

async function createPost(overrides: Record<string, unknown> = {}) {
  const res = await api.post("/api/v1/blogs", { cookie, json: validBlog(overrides), ip: "203.0.113.70" });
  expect(res.status).toBe(201);
  return res.body.blog as { _id: string; slug: string };
}

describe("POST /api/v1/views and GET /api/v1/analytics", () => {
  test("a visitor's views are counted per page and per day, and the answer has the issue's shape", async () => {
    const ip = "198.51.100.7";
    expect((await view({ path: "/" }, { ip })).status).toBe(204);
    expect((await view({ path: "/about" }, { ip })).status).toBe(204);
    expect((await view({ path: "/about" }, { ip })).status).toBe(204);
    await view({ path: "/about" }, { ip: "198.51.100.8" });

    const body = await analytics(7);
    expect(body.total).toEqual({ views: 4, visitors: 2 });
    expect(body.daily).toHaveLength(7);
    expect(body.daily.at(-1)).toEqual({ date: body.to, views: 4, visitors: 2 });
    expect(body.daily.slice(0, 6).every((day: { views: number }) => day.views === 0)).toBe(true);
    expect(body.pages).toEqual([
      { path: "/about", title: "About", views: 3, visitors: 2 },
      { path: "/", title: "Home", views: 1, visitors: 1 },
    ]);
    expect(body.referrers).toEqual([]);
    // Countries only where the platform names them (Vercel): absent here.
    expect(body).not.toHaveProperty("countries");
    expect(body.previous).toEqual({ views: 0, visitors: 0 });
  });

  test("the view's response sets no cookie, and nothing personal is stored", async () => {
    const res = await view(
      { path: "/blogs", referrer: "https://news.example.org/item?id=42&user=someone", utm_source: "Newsletter" },
      { ip: "198.51.100.77" },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    const stored = await storedText();
    for (const personal of ["198.51.100.77", "Pixel 8", "Chrome", "item?id=42", "someone"]) expect(stored).not.toContain(personal);
    expect((await analytics()).referrers).toEqual([{ source: "newsletter", views: 1 }]);
    await view({ path: "/blogs", referrer: "https://www.news.example.org/item?id=43" });
    await view({ path: "/blogs", referrer: "http://localhost:3000/about" }); // a link within the site: no source
    expect((await analytics()).referrers).toEqual([
      { source: "news.example.org", views: 1 },
      { source: "newsletter", views: 1 },
    ]);
  });

  test("only existing public pages count; a post counts under its id and keeps its views after a slug change", async () => {
    const post = await createPost({ title: "Keyset pagination" });
    const draft = await createPost({ title: "Not yet", status: "draft" });
    for (const path of ["/admin", "/login", "/message", "/preview/blogs/abc", "/blogs/no-such-post", `/blogs/${draft.slug}`, "/api/v1/blogs", "/about/extra", "/uploads/x.png"]) {
      expect((await view({ path })).status).toBe(204);
    }
    expect((await analytics()).total.views).toBe(0);

    await view({ path: `/blogs/${post.slug}` });
    await view({ path: `/blogs/${post.slug}/?utm_source=x#top` }); // query, fragment and trailing slash dropped
    await view({ path: "/projects/" });
    const renamed = await api.patch(`/api/v1/blogs/${post._id}`, { cookie, json: { slug: "keyset-pagination-explained" } });
    expect(renamed.status).toBe(200);
    await view({ path: "/blogs/keyset-pagination-explained" });

    const { pages, total } = await analytics();
    expect(total.views).toBe(4);
    expect(pages).toEqual([
      { path: "/blogs/keyset-pagination-explained", title: "Keyset pagination", views: 3, visitors: 3 },
      { path: "/projects", title: "Projects", views: 1, visitors: 1 },
    ]);
    expect(await viewsOfPost(post._id)).toEqual({ recent: 3, kept: 3 });
  });

  test.each([
    ["DNT: 1", { dnt: "1" }],
    ["Sec-GPC: 1", { "sec-gpc": "1" }],
    ["a search engine's bot", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["a headless browser", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36" }],
    ["curl", { "user-agent": "curl/8.5.0" }],
    ["no user agent", { "user-agent": "" }],
  ])("%s is not counted (and still answered 204)", async (_name, headers) => {
    expect((await view({ path: "/" }, { headers })).status).toBe(204);
    expect((await analytics()).total).toEqual({ views: 0, visitors: 0 });
  });

  test("the owner's own visits are not counted; a forged session cookie is a visitor", async () => {
    expect((await view({ path: "/" }, { cookie })).status).toBe(204);
    expect((await analytics()).total.views).toBe(0);
    await view({ path: "/" }, { cookie: "next-auth.session-token=forged" });
    expect((await analytics()).total.views).toBe(1);
  });

  test("a preview deployment counts nothing", () =>
    withEnv({ VERCEL_ENV: "preview" }, async () => {
      await view({ path: "/" });
      expect((await analytics()).total.views).toBe(0);
    }));

  test("countries come from Vercel's header on Vercel only", async () => {
    await view({ path: "/" }, { headers: { "x-vercel-ip-country": "PT" } });
    expect(await analytics()).not.toHaveProperty("countries");
    await withEnv({ VERCEL: "1" }, async () => {
      // On Vercel the address is the platform's header.
      await view({ path: "/" }, { headers: { "x-vercel-ip-country": "PT", "x-vercel-forwarded-for": "198.51.100.90" } });
      await view({ path: "/" }, { headers: { "x-vercel-ip-country": "not a country", "x-vercel-forwarded-for": "198.51.100.91" } });
    });
    expect((await analytics()).countries).toEqual([{ country: "PT", views: 1 }]);
  });

  test("each address is limited (VIEWS_MAX_PER_MINUTE); a spoofed X-Forwarded-For changes nothing", () =>
    withEnv({ VIEWS_MAX_PER_MINUTE: "3" }, async () => {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const res = await view({ path: "/" }, { ip: "198.51.100.200", headers: { "x-forwarded-for": `10.0.0.${i}` } });
        statuses.push(res.status);
        if (res.status !== 204) expect(res.body.msg).toMatch(/too many/i);
      }
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
      expect((await analytics()).total.views).toBe(3);
    }));

  test.each([
    ["no path", {}, /path is required/],
    ["a path that is not a path", { path: "https://elsewhere.example/" }, /path must be a path/],
    ["a path that is not text", { path: 42 }, /path must be text/],
    ["a path too long", { path: `/${"a".repeat(500)}` }, /path must be at most/],
    ["a referrer that is not text", { path: "/", referrer: { host: "x" } }, /referrer must be text/],
  ])("a view with %s is a 400 with a message", async (_name, json, msg) => {
    const res = await view(json);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(msg);
  });

  test("a body that is not JSON or a form is refused with a message, never a 500", async () => {
    const text = await api.post("/api/v1/views", { body: "path=/", headers: { "content-type": "text/plain", "user-agent": BROWSER }, ip: "198.51.100.3" });
    expect(text.status).toBe(415);
    expect(text.body.msg).toBeTruthy();
    const broken = await api.post("/api/v1/views", { body: "{", headers: { "content-type": "application/json", "user-agent": BROWSER }, ip: "198.51.100.3" });
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toMatch(/not valid JSON/);
    const large = await view({ path: "/", referrer: `https://a.example/${"x".repeat(5000)}` });
    expect(large.status).toBe(413);
  });

  test("a view from another site (cross-site request) is refused", async () => {
    const res = await view({ path: "/" }, { headers: { origin: "https://elsewhere.example" } });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBeTruthy();
  });

  test("GET /api/v1/analytics is the owner's: 401 without a session; days must be 7, 30 or 90", async () => {
    const anonymous = await api.get("/api/v1/analytics?days=7");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBeTruthy();
    for (const days of ["5", "0", "-7", "7.0", "abc", "", "365"]) {
      const res = await api.get(`/api/v1/analytics?days=${encodeURIComponent(days)}`, { cookie });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe("days must be 7, 30 or 90.");
    }
    expect((await analytics(90)).daily).toHaveLength(90);
    const fallback = await api.get("/api/v1/analytics", { cookie });
    expect(fallback.body.daily).toHaveLength(30);
  });

  test("GET /api/v1/analytics.csv downloads every kept day per page, for the owner only", async () => {
    const post = await createPost({ title: 'Quotes, "commas" and =formulas' });
    await view({ path: `/blogs/${post.slug}` });
    await view({ path: "/" });
    expect((await api.get("/api/v1/analytics.csv")).status).toBe(401);
    const res = await api.get("/api/v1/analytics.csv", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = new TextDecoder().decode(res.bytes).trim().split("\n");
    expect(lines[0]).toBe("date,path,title,views,visitors");
    expect(lines).toHaveLength(3);
    expect(lines).toContainEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2},\/,Home,1,1$/));
    expect(lines).toContainEqual(expect.stringContaining(`/blogs/${post.slug},"Quotes, ""commas"" and =formulas",1,1`));
  });
});

describe("the unique-visitor rule, days and aggregation (counting module, chosen moments)", () => {
  const visit = (at: string, overrides: Partial<Parameters<typeof countView>[0]> = {}) =>
    countView({ page: "/about", source: null, country: null, address: "198.51.100.5", userAgent: BROWSER, timeZone: "UTC", at: new Date(at), ...overrides });

  async function dayRow(day: string) {
    const db = await getDb();
    const rows = await db.select().from(schema.analyticsDays);
    return rows.find((row) => row.day === day);
  }

  test("one visitor is unique per day: counted again after midnight, and the ended day's secret and hashes are deleted", async () => {
    await visit("2031-03-10T23:58:00Z");
    await visit("2031-03-10T23:59:00Z");
    await visit("2031-03-10T23:59:30Z", { userAgent: OTHER_BROWSER }); // another browser at the same address: another visitor
    const db = await getDb();
    expect((await db.select().from(schema.analyticsSecrets)).map((row) => row.day)).toEqual(["2031-03-10"]);
    expect(await db.select().from(schema.analyticsVisitors)).toHaveLength(4); // 2 visitors x (site, page)

    await visit("2031-03-11T00:01:00Z");
    expect(await dayRow("2031-03-10")).toEqual({ day: "2031-03-10", views: 3, visitors: 2 });
    expect(await dayRow("2031-03-11")).toEqual({ day: "2031-03-11", views: 1, visitors: 1 });
    // The new day's first view ended the day before: no secret or hash of it is left.
    expect((await db.select().from(schema.analyticsSecrets)).map((row) => row.day)).toEqual(["2031-03-11"]);
    expect((await db.select().from(schema.analyticsVisitors)).every((row) => row.day === "2031-03-11")).toBe(true);

    // A period's visitors are the sum of its days' unique visitors.
    const period = await queryAnalytics(7, new Date("2031-03-11T12:00:00Z"));
    expect(period.total).toEqual({ views: 4, visitors: 3 });
  });

  test("days are the site's time zone's (a profile setting, UTC by default)", async () => {
    const res = await api.patch("/api/v1/profile", { cookie, json: { timeZone: "America/New_York" } });
    expect(res.status).toBe(200);
    const bad = await api.patch("/api/v1/profile", { cookie, json: { timeZone: "Mars/Olympus_Mons" } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/timeZone must be a time zone/);

    // 03:00 UTC on the 12th is still the 11th in New York.
    await visit("2031-03-12T03:00:00Z", { timeZone: "America/New_York" });
    expect(await dayRow("2031-03-11")).toMatchObject({ views: 1 });
    const period = await queryAnalytics(7, new Date("2031-03-12T03:30:00Z"));
    expect(period.to).toBe("2031-03-11");
    expect(period.timeZone).toBe("America/New_York");
    expect(period.total.views).toBe(1);
  });

  test("a burst of views adds no rows: one per day and page", async () => {
    for (let i = 0; i < 300; i++) await visit("2031-04-01T10:00:00Z", { address: `198.51.100.${i % 7}` });
    const db = await getDb();
    expect(await db.select().from(schema.analyticsPages)).toEqual([{ day: "2031-04-01", page: "/about", views: 300, visitors: 7 }]);
    expect(await db.select().from(schema.analyticsDays)).toEqual([{ day: "2031-04-01", views: 300, visitors: 7 }]);
  });

  test(`a day keeps its first ${MAX_SOURCES_PER_DAY} sources; the views of any further one go to "other"`, async () => {
    for (let i = 0; i < MAX_SOURCES_PER_DAY + 20; i++) await visit("2031-05-01T10:00:00Z", { source: `site-${i}.example` });
    await visit("2031-05-01T11:00:00Z", { source: "site-3.example" }); // a kept source still counts as itself
    const db = await getDb();
    const rows = await db.select().from(schema.analyticsSources);
    expect(rows).toHaveLength(MAX_SOURCES_PER_DAY + 1);
    expect(rows.find((row) => row.source === "other")?.views).toBe(20);
    expect(rows.find((row) => row.source === "site-3.example")?.views).toBe(2);
  });

  test("counts older than the retention (ANALYTICS_RETENTION_MONTHS, 25 by default) are deleted", async () => {
    await visit("2029-01-10T10:00:00Z");
    await visit("2029-02-10T10:00:00Z");
    await withEnv({ ANALYTICS_RETENTION_MONTHS: undefined }, () => endDaysBefore("2031-02-20"));
    const db = await getDb();
    expect((await db.select().from(schema.analyticsDays)).map((row) => row.day)).toEqual(["2029-02-10"]);
    await withEnv({ ANALYTICS_RETENTION_MONTHS: "1" }, () => endDaysBefore("2031-02-20"));
    expect(await db.select().from(schema.analyticsDays)).toEqual([]);
    expect(await db.select().from(schema.analyticsPages)).toEqual([]);
  });

  test("the change against the previous period is measured on the period just before", async () => {
    await visit("2031-06-01T10:00:00Z");
    await visit("2031-06-09T10:00:00Z");
    await visit("2031-06-10T10:00:00Z", { address: "198.51.100.6" });
    const week = await queryAnalytics(7, new Date("2031-06-14T10:00:00Z"));
    expect(week.from).toBe("2031-06-08");
    expect(week.total).toEqual({ views: 2, visitors: 2 });
    expect(week.previous).toEqual({ views: 1, visitors: 1 });
  });
});
