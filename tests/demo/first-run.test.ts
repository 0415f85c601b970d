/**
 * Issue 25: making the site the owner's. The demo's items and profile fields are marked when
 * seeded; the first-run checklist counts what is still placeholder or demo; "Remove demo
 * content" takes the demo out in one step (to the trash, restorable) while an item the owner
 * edited stays; migration 0010 turns a site title that is "name · role" into "follows" and
 * keeps one public e-mail. The zero-config demo's seed is the real one (its images included).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { PLACEHOLDERS } from "@/config/site";
import { getProfile } from "@/lib/data/profile";
import { getDb } from "@/lib/db";
import { MIGRATIONS_FOLDER } from "@/lib/db/client";
import { DEMO_PROFILE, seedDemoContent } from "@/lib/db/demo-content";
import { firstRunChecklist } from "@/lib/first-run/checklist";
import { countDemoItems } from "@/lib/first-run/demo-content";
import { api, loginAsOwner, OWNER } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { imageFile } from "../helpers/images";
import { SEED_TIMEOUT_MS } from "../helpers/timeouts";

const checklistOf = async (addressKnown = false) => {
  const profile = await getProfile();
  return firstRunChecklist(profile, { demoItems: await countDemoItems(), addressKnown });
};
const doneOf = (checklist: Awaited<ReturnType<typeof checklistOf>>) =>
  Object.fromEntries(checklist.items.map((item) => [item.id, item.done]));

describe("a site with the owner's own credentials", () => {
  beforeAll(() => resetDatabase());

  test("starts from neutral placeholders and no public e-mail (the login's stays private): no fictional person anywhere in the profile", async () => {
    const profile = await getProfile();
    const text = JSON.stringify(profile);
    for (const trace of [DEMO_PROFILE.name, "Lisbon", DEMO_PROFILE.about.slice(0, 30), "example.com"]) expect(text).not.toContain(trace);
    expect(profile).toMatchObject({ name: PLACEHOLDERS.name, role: PLACEHOLDERS.role, email: "", avatar: null, siteTitle: "", demoFields: null });
    expect(profile.links).toEqual([]);
    expect(text).not.toContain(OWNER.email);
  });

  test("the checklist: nothing but the owner's own login done, no demo item; each item done once it is true of the site", async () => {
    let checklist = await checklistOf();
    expect(checklist.items.map((item) => item.id)).toEqual(["login", "identity", "photo", "about", "contact", "address"]);
    expect(doneOf(checklist)).toEqual({ login: true, identity: false, photo: false, about: false, contact: false, address: false });
    expect(checklist).toMatchObject({ done: 1, total: 6, finished: false });

    const owner = await loginAsOwner();
    // The name alone is not the item: the role is still the placeholder.
    await api.patch("/api/v1/profile", { cookie: owner, json: { name: "Inés Ferrer" } });
    checklist = await checklistOf();
    expect(doneOf(checklist).identity).toBe(false);
    // The headline made from the placeholder name followed the new one.
    expect((await getProfile()).heroHeadline).toBe("Hi, I'm Inés Ferrer.");
    await api.patch("/api/v1/profile", { cookie: owner, json: { role: "Data engineer" } });
    await api.patch("/api/v1/profile", { cookie: owner, multipart: { avatar: imageFile("png") } });
    await api.patch("/api/v1/profile", {
      cookie: owner,
      json: { heroIntro: "I move data.", about: "Ten years of pipelines.", siteDescription: "Inés moves data.", email: "hello@ines.example" },
    });
    checklist = await checklistOf(true);
    expect(doneOf(checklist)).toEqual({ login: true, identity: true, photo: true, about: true, contact: true, address: true });
    expect(checklist.finished).toBe(true);
  });
});

describe("the zero-config demo", () => {
  let owner = "";

  beforeAll(async () => {
    await resetDatabase();
    const db = await getDb();
    await db.transaction((tx) => seedDemoContent(tx));
    owner = await loginAsOwner();
  }, 60_000);

  test("its items and its profile fields are marked as the demo's; the checklist asks to remove them", async () => {
    const items = await countDemoItems();
    expect(items).toBeGreaterThan(20);
    const profile = await getProfile();
    expect(profile.name).toBe(DEMO_PROFILE.name);
    expect(profile.demoFields).toEqual(expect.arrayContaining(["name", "role", "avatar", "about", "links", "resumeUrl"]));
    // The footer's Elsewhere group: email, LinkedIn, GitHub, X and WhatsApp, in the spec's order.
    expect(profile.links.map((link) => link.network)).toEqual(["email", "linkedin", "github", "x", "whatsapp"]);
    const checklist = await checklistOf();
    expect(checklist.items.map((item) => [item.id, item.done])).toEqual([
      ["login", true],
      ["identity", false],
      ["photo", false],
      ["about", false],
      ["contact", false],
      ["address", false],
      ["demo", false],
    ]);
    // The mark is bookkeeping: the API's items do not carry it.
    const { body } = await api.get("/api/v1/projects");
    expect(body.projects[0]).not.toHaveProperty("seeded");
  }, SEED_TIMEOUT_MS);

  test("Remove demo content: one step, owner only; the demo's items go to the trash, an item the owner edited stays, the profile's demo fields go back to neutral", async () => {
    const { body } = await api.get("/api/v1/projects?projectType=all");
    const fieldnotes = body.projects.find((project: { title: string }) => project.title === "Fieldnotes");
    // The owner's edit makes the project theirs; marking a message read does not.
    expect((await api.patch(`/api/v1/projects/${fieldnotes._id}`, { cookie: owner, json: { title: "Fieldnotes, my way" } })).status).toBe(200);
    const inbox = (await api.get("/api/v1/message", { cookie: owner })).body.messages;
    await api.patch(`/api/v1/message/${inbox[0]._id}`, { cookie: owner, json: { read: true } });
    // A profile field the owner changed is theirs too.
    await api.patch("/api/v1/profile", { cookie: owner, json: { name: "Inés Ferrer" } });
    const before = await countDemoItems();

    expect((await api.delete("/api/v1/demo-content")).status).toBe(401);
    expect(await countDemoItems()).toBe(before);

    const res = await api.delete("/api/v1/demo-content", { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ msg: "Demo content removed.", items: before });
    expect(await countDemoItems()).toBe(0);

    const projects = (await api.get("/api/v1/projects?projectType=all")).body.projects.map((project: { title: string }) => project.title);
    expect(projects).toEqual(["Fieldnotes, my way"]);
    for (const list of ["/api/v1/blogs", "/api/v1/experiences", "/api/v1/certification", "/api/v1/techStack"]) {
      const listed = (await api.get(list)).body;
      expect([list, Object.values(listed).find(Array.isArray)]).toEqual([list, []]);
    }
    expect((await api.get("/api/v1/message", { cookie: owner })).body.messages).toEqual([]);

    const profile = await getProfile();
    expect(profile).toMatchObject({
      name: "Inés Ferrer",
      role: PLACEHOLDERS.role,
      heroHeadline: "Hi, I'm Inés Ferrer.",
      location: "",
      avatar: null,
      about: PLACEHOLDERS.about,
      focus: [],
      resumeUrl: null,
      demoFields: [],
    });
    const text = JSON.stringify(profile);
    for (const trace of ["Alex", "Lisbon", "example", "Full-stack engineer"]) expect([trace, text.includes(trace)]).toEqual([trace, false]);

    const checklist = await checklistOf();
    expect(doneOf(checklist)).toMatchObject({ demo: true, photo: false, identity: false });

    // Restorable: each went to the trash like any delete.
    const trash = (await api.get("/api/v1/trash", { cookie: owner })).body.trash;
    expect(trash).toHaveLength(before);
    const tidepool = trash.find((entry: { title: string }) => entry.title === "Tidepool");
    expect((await api.post(`/api/v1/projects/${tidepool._id}/restore`, { cookie: owner })).status).toBe(200);
    // Back from the trash, it is still the demo's: the next removal would take it again.
    expect(await countDemoItems()).toBe(1);
  });
});

describe("the owner's profile edits", () => {
  let owner = "";
  beforeAll(async () => {
    await resetDatabase();
    owner = await loginAsOwner();
  });

  test("a new photo gets a description from the current name unless the owner writes one with it", async () => {
    await api.patch("/api/v1/profile", { cookie: owner, json: { name: "Inés Ferrer", avatarAlt: "Illustrated portrait of someone else" } });
    const current = await getProfile();
    // The form sends back the description it shows: the old photo's.
    let res = await api.patch("/api/v1/profile", { cookie: owner, multipart: { avatar: imageFile("png"), avatarAlt: current.avatarAlt } });
    expect(res.status).toBe(200);
    expect(res.body.profile.avatarAlt).toBe("Photo of Inés Ferrer");
    // It then follows the name.
    res = await api.patch("/api/v1/profile", { cookie: owner, json: { name: "Inés F." } });
    expect(res.body.profile.avatarAlt).toBe("Photo of Inés F.");
    // Written with the photo: kept.
    res = await api.patch("/api/v1/profile", { cookie: owner, multipart: { avatar: imageFile("png"), avatarAlt: "Inés on a pier" } });
    expect(res.body.profile.avatarAlt).toBe("Inés on a pier");
  });

  test("one public e-mail: the Email link follows it, wherever the owner placed the link", async () => {
    const res = await api.patch("/api/v1/profile", {
      cookie: owner,
      json: {
        email: "ines@ferrer.dev",
        links: [
          { network: "github", url: "https://github.com/inesferrer" },
          { network: "email", url: "mailto:old@example.com" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile.links).toEqual([
      { network: "github", url: "https://github.com/inesferrer" },
      { network: "email", url: "mailto:ines@ferrer.dev" },
    ]);
    const later = await api.patch("/api/v1/profile", { cookie: owner, json: { email: "hi@ferrer.dev" } });
    expect(later.body.profile.links[1]).toEqual({ network: "email", url: "mailto:hi@ferrer.dev" });
  });

  test("the site title: empty follows name and role; the owner's own is kept", async () => {
    const res = await api.patch("/api/v1/profile", { cookie: owner, json: { siteTitle: "" } });
    expect(res.status).toBe(200);
    expect(res.body.profile.siteTitle).toBe("");
  });
});

describe("migration 0010", () => {
  let template: PGlite;
  let client: PGlite;
  let folder = "";

  // Migrated once to 0009 (a few seconds); each test gets a copy in milliseconds.
  beforeAll(async () => {
    template = await PGlite.create("memory://");
    folder = migrationsUpTo("0009_post_meta");
    await migrate(drizzle({ client: template }), { migrationsFolder: folder });
  }, 30_000);

  afterAll(async () => {
    await template.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** The committed migrations up to `last` (by tag), as an earlier release shipped them. */
  function migrationsUpTo(last: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-migrations-"));
    fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
    const journalPath = path.join(dir, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === last) + 1);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    return dir;
  }

  beforeEach(async () => {
    client = (await template.clone()) as PGlite;
  });

  afterEach(() => client.close());

  const profileRow = async (values: { name: string; role: string; siteTitle: string; email: string; links: unknown[] }) => {
    await client.query(
      `insert into profile (id, name, role, hero_headline, hero_intro, about, email, site_title, site_description, links)
       values (1, $1, $2, 'Hi', 'Intro', 'About', $3, $4, 'Description', $5::jsonb)`,
      [values.name, values.role, values.email, values.siteTitle, JSON.stringify(values.links)],
    );
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ site_title: string; email: string; demo_fields: unknown }>(
      "select site_title, email, demo_fields from profile where id = 1",
    );
    return rows[0];
  };

  test('a site title equal to the "name · role" it was made from now follows them; the e-mail link and the public e-mail agree', async () => {
    const row = await profileRow({
      name: "Rosa Quintero",
      role: "Platform engineer",
      siteTitle: "Rosa Quintero · Platform engineer",
      email: "hello@example.com",
      links: [
        { network: "github", url: "https://github.com/rosa" },
        { network: "email", url: "mailto:rosa@quintero.dev?subject=Hi" },
      ],
    });
    // The footer showed the link's address: it is the public e-mail now.
    expect(row).toEqual({ site_title: "", email: "rosa@quintero.dev", demo_fields: null });
  });

  test("a title of the owner's own stays, and so does a public e-mail without a link", async () => {
    const row = await profileRow({ name: "Rosa Quintero", role: "Platform engineer", siteTitle: "Rosa builds platforms", email: "rosa@quintero.dev", links: [] });
    expect(row).toEqual({ site_title: "Rosa builds platforms", email: "rosa@quintero.dev", demo_fields: null });
  });

  test("rows written before it are nobody's demo: seeded is false", async () => {
    await client.query(`insert into projects (title, one_line_description, description, live_url, project_type) values ('Mine', 'x', 'y', 'https://a.example', 'frontend')`);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ seeded: boolean }>("select seeded from projects");
    expect(rows).toEqual([{ seeded: false }]);
  });
});
