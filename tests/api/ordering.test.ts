/**
 * Featured projects in the owner's order and the tech stack's order within each section
 * (issue 13.3): Selected Work and GET /projects/selectedProjects list the featured projects
 * by rank, then the newest active ones, three in all; a project featured goes last and one
 * unfeatured closes the gap; PUT /projects/featured and PUT /techStack/order set an order
 * (owner only, exactly the items of the list, transactional) and it persists: read back
 * through the API, the public reads and the /techStack page.
 */
import { eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { renderToStaticMarkup } from "react-dom/server";
import HomePage from "@/app/page";
import TechStackPage from "@/app/techStack/page";
import { describeAction } from "@/components/admin/activity-list";
import { getFeaturedStanding, listFeaturedProjects } from "@/lib/data/projects";
import { getSelectedProjects, getTechStack } from "@/lib/data/public";
import { getDb } from "@/lib/db";
import { activity, projects, techStack } from "@/lib/db/schema";
import { takesFeaturedPlace } from "@/lib/ordering/featured-standing";
import { groupTechStack } from "@/lib/site/tech-stack";
import { api, loginAsOwner, UNKNOWN_ID } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { createProject, validTechStack } from "../helpers/fixtures";

// The real revalidateTag, watched: a reorder must expire the list's tag.
jest.mock("next/cache", () => {
  const actual = jest.requireActual<typeof import("next/cache")>("next/cache");
  return { ...actual, revalidateTag: jest.fn(actual.revalidateTag) };
});

// The /techStack page renders links, which prefetch through the app router: a stand-in router.
jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  ...jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation").nextNavigationMock(),
}));

const FEATURED = "/api/v1/projects/featured";
const STACK_ORDER = "/api/v1/techStack/order";
const SELECTED = "/api/v1/projects/selectedProjects";

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
  jest.mocked(revalidateTag).mockClear();
});

type Item = { _id: string; title: string };
const titles = (items: Item[]) => items.map((item) => item.title);

const patchProject = async (id: string, json: Record<string, unknown>) => {
  const res = await api.patch(`/api/v1/projects/${id}`, { cookie: owner, json });
  expect(res.status).toBe(200);
  return res.body.project;
};
const feature = (id: string) => patchProject(id, { featured: true });
const unfeature = (id: string) => patchProject(id, { featured: false });

/** Every project's rank as stored, by title (null when not featured). */
async function ranks(): Promise<Record<string, number | null>> {
  const rows = await (await getDb()).select({ title: projects.title, rank: projects.featuredRank }).from(projects);
  return Object.fromEntries(rows.map((row) => [row.title, row.rank]));
}

const selected = async () => {
  const res = await api.get(SELECTED);
  expect(res.status).toBe(200);
  return titles(res.body.projects);
};

/** Four active projects, created oldest first: Alpha … Delta. */
async function fourProjects() {
  const made: Record<string, Item> = {};
  for (const title of ["Alpha", "Bravo", "Charlie", "Delta"]) made[title] = await createProject(owner, { title });
  return made;
}

describe("Selected Work: featured by the owner's rank, then the newest, three in all", () => {
  test("without featured projects: the three newest active ones, as before", async () => {
    await fourProjects();
    expect(await selected()).toEqual(["Delta", "Charlie", "Bravo"]);
  });

  test("featured ones first in rank order, then the newest of the rest; the API and the home page's read agree", async () => {
    const p = await fourProjects();
    await feature(p.Bravo._id);
    await feature(p.Alpha._id);
    expect(await selected()).toEqual(["Bravo", "Alpha", "Delta"]);
    expect(titles(await getSelectedProjects())).toEqual(["Bravo", "Alpha", "Delta"]);
  });

  test("more than three featured: the first three by rank, no newest one", async () => {
    const p = await fourProjects();
    for (const title of ["Delta", "Alpha", "Charlie", "Bravo"]) await feature(p[title]._id);
    expect(await selected()).toEqual(["Delta", "Alpha", "Charlie"]);
  });

  test("a featured project shows even when archived (the owner chose it); an archived one that is not, never", async () => {
    const p = await fourProjects();
    await createProject(owner, { title: "Archived, newest", isArchived: true });
    const oldArchived = await createProject(owner, { title: "Archived, featured", isArchived: true, featured: true });
    expect(oldArchived.featuredRank).toBe(0);
    expect(await selected()).toEqual(["Archived, featured", "Delta", "Charlie"]);
    await unfeature(oldArchived._id);
    expect(await selected()).toEqual(["Delta", "Charlie", "Bravo"]);
    expect(p.Alpha).toBeDefined();
  });

  test("an archived featured project takes its place: the project form's note and Arrange count it as the home page shows it", async () => {
    const p = await fourProjects();
    const archived = await createProject(owner, { title: "Archived pick", isArchived: true, featured: true });
    for (const title of ["Bravo", "Charlie", "Delta"]) await feature(p[title]._id);
    expect(await selected()).toEqual(["Archived pick", "Bravo", "Charlie"]);
    // One rule (src/lib/ordering/featured-standing.ts): what Selected Work shows is what the form and Arrange say.
    expect(await getFeaturedStanding(archived._id)).toMatchObject({ visible: 4, place: 0, shown: true });
    expect(await getFeaturedStanding(p.Charlie._id)).toMatchObject({ place: 2, shown: true });
    expect(await getFeaturedStanding(p.Delta._id)).toMatchObject({ place: 3, shown: false });
    const featured = await listFeaturedProjects();
    expect(featured.filter((project) => takesFeaturedPlace(project)).map((project) => project.title)).toEqual(["Archived pick", "Bravo", "Charlie", "Delta"]);
  });

  test("a featured project in the trash is left out; restored, it is back in its place", async () => {
    const p = await fourProjects();
    await feature(p.Alpha._id);
    await feature(p.Bravo._id);
    expect((await api.delete(`/api/v1/projects/${p.Alpha._id}`, { cookie: owner })).status).toBe(200);
    expect(await selected()).toEqual(["Bravo", "Delta", "Charlie"]);
    expect((await api.post(`/api/v1/projects/${p.Alpha._id}/restore`, { cookie: owner })).status).toBe(200);
    expect(await selected()).toEqual(["Alpha", "Bravo", "Delta"]);
  });

  test("a featured draft or a featured project not yet due takes no place (the next one does); once due, it leads in its rank", async () => {
    const p = await fourProjects();
    const draft = await createProject(owner, { title: "Draft pick", featured: true, status: "draft" });
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await createProject(owner, { title: "Scheduled pick", featured: true, publishAt: later });
    await feature(p.Alpha._id);
    expect([draft.featuredRank, scheduled.featuredRank]).toEqual([0, 1]);
    expect(await selected()).toEqual(["Alpha", "Delta", "Charlie"]);
    expect(titles(await getSelectedProjects())).toEqual(["Alpha", "Delta", "Charlie"]);
    // Published now (no publishAt) and due an hour ago: both take their ranks' places.
    await patchProject(draft._id, { status: "published" });
    await patchProject(scheduled._id, { publishAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() });
    expect(await selected()).toEqual(["Draft pick", "Scheduled pick", "Alpha"]);
    // The owner's order lists them all along: PUT names them too.
    const order = await api.put(FEATURED, { cookie: owner, json: { ids: [p.Alpha._id, scheduled._id, draft._id] } });
    expect(titles(order.body.projects)).toEqual(["Alpha", "Scheduled pick", "Draft pick"]);
  });

  test("the same project never shows twice, and fewer than three projects give fewer cards", async () => {
    const only = await createProject(owner, { title: "Only", featured: true });
    expect(await selected()).toEqual(["Only"]);
    await createProject(owner, { title: "Second" });
    expect(await selected()).toEqual(["Only", "Second"]);
    expect(only.featured).toBe(true);
  });
});

describe("featuring and unfeaturing keep the ranks 0…n-1", () => {
  test("a project featured goes last, whether created featured or featured later; featuring it again keeps its place", async () => {
    const p = await fourProjects();
    expect(await ranks()).toEqual({ Alpha: null, Bravo: null, Charlie: null, Delta: null });
    expect((await feature(p.Charlie._id)).featuredRank).toBe(0);
    expect((await feature(p.Alpha._id)).featuredRank).toBe(1);
    const created = await createProject(owner, { title: "Echo", featured: "true" });
    expect([created.featured, created.featuredRank]).toEqual([true, 2]);
    // Saving the edit form again (featured still ticked) moves nothing.
    expect((await patchProject(p.Charlie._id, { featured: true, title: "Charlie" })).featuredRank).toBe(0);
    expect(await ranks()).toEqual({ Alpha: 1, Bravo: null, Charlie: 0, Delta: null, Echo: 2 });
  });

  test("unfeaturing clears the rank and the ones after it move up", async () => {
    const p = await fourProjects();
    for (const title of ["Alpha", "Bravo", "Charlie", "Delta"]) await feature(p[title]._id);
    const off = await unfeature(p.Bravo._id);
    expect([off.featured, off.featuredRank]).toEqual([false, null]);
    expect(await ranks()).toEqual({ Alpha: 0, Bravo: null, Charlie: 1, Delta: 2 });
    await unfeature(p.Alpha._id);
    expect(await ranks()).toEqual({ Alpha: null, Bravo: null, Charlie: 0, Delta: 1 });
    // Featured again: last, not where it was.
    await feature(p.Alpha._id);
    expect(await ranks()).toEqual({ Alpha: 2, Bravo: null, Charlie: 0, Delta: 1 });
  });

  test("featured and featuredRank are in every project the API serves; featuredRank cannot be set directly", async () => {
    const made = await createProject(owner, { title: "Direct", featured: false, featuredRank: 7 });
    expect(made).toMatchObject({ featured: false, featuredRank: null });
    const list = (await api.get("/api/v1/projects")).body.projects;
    expect(list[0]).toMatchObject({ featured: false, featuredRank: null });
  });

  test("featured must be true or false", async () => {
    const res = await api.post("/api/v1/projects", {
      cookie: owner,
      json: { title: "X", oneLineDescription: "x", description: "x", liveUrl: "https://x.example", technologiesUsed: "a", keywordsAndTags: "b", featured: "sometimes" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: "featured must be true or false." });
  });
});

describe("PUT /api/v1/projects/featured", () => {
  async function threeFeatured() {
    const p = await fourProjects();
    for (const title of ["Alpha", "Bravo", "Charlie"]) await feature(p[title]._id);
    return p;
  }

  test("sets the order in one request: the answer, the stored ranks, the API's list and Selected Work all follow it", async () => {
    const p = await threeFeatured();
    const res = await api.put(FEATURED, { cookie: owner, json: { ids: [p.Charlie._id, p.Alpha._id, p.Bravo._id] } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("Featured projects reordered successfully!");
    expect(titles(res.body.projects)).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(res.body.projects.map((x: { featuredRank: number }) => x.featuredRank)).toEqual([0, 1, 2]);
    expect(res.headers.get("cache-control")).toBe("no-store");

    // Read back: stored, served by the API, and on the home page's read.
    expect(await ranks()).toEqual({ Alpha: 1, Bravo: 2, Charlie: 0, Delta: null });
    const served = (await api.get("/api/v1/projects")).body.projects as Array<Item & { featuredRank: number | null }>;
    expect(Object.fromEntries(served.map((x) => [x.title, x.featuredRank]))).toEqual({ Alpha: 1, Bravo: 2, Charlie: 0, Delta: null });
    expect(await selected()).toEqual(["Charlie", "Alpha", "Bravo"]);
    expect(titles(await getSelectedProjects())).toEqual(["Charlie", "Alpha", "Bravo"]);
    // The home page's Selected Work, as a visitor gets it.
    const html = renderToStaticMarkup(await HomePage());
    const cards = [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map(([, title]) => title);
    expect(cards.filter((title) => ["Alpha", "Bravo", "Charlie", "Delta"].includes(title))).toEqual(["Charlie", "Alpha", "Bravo"]);
  });

  test("expires the projects' cache tag and records the activity with the new order", async () => {
    const p = await threeFeatured();
    jest.mocked(revalidateTag).mockClear();
    await api.put(FEATURED, { cookie: owner, json: { ids: [p.Bravo._id, p.Charlie._id, p.Alpha._id] } });
    expect(revalidateTag).toHaveBeenCalledWith("projects", { expire: 0 });
    const rows = await (await getDb()).select().from(activity).where(eq(activity.action, "featured.reorder"));
    expect(rows.map((row) => row.detail)).toEqual(["Bravo, Charlie, Alpha"]);
    expect(describeAction("featured.reorder")).toBe("Featured projects reordered");
  });

  test("ids in a form (a repeated field) work as in JSON", async () => {
    const p = await threeFeatured();
    const res = await api.put(FEATURED, { cookie: owner, form: { ids: [p.Bravo._id, p.Alpha._id, p.Charlie._id] } });
    expect(res.status).toBe(200);
    expect(titles(res.body.projects)).toEqual(["Bravo", "Alpha", "Charlie"]);
  });

  test("with no featured project the whole order is an empty list", async () => {
    await fourProjects();
    const res = await api.put(FEATURED, { cookie: owner, json: { ids: [] } });
    expect(res.status).toBe(200);
    expect(res.body.projects).toEqual([]);
  });

  test("owner only: 401 without the session, and nothing changes", async () => {
    const p = await threeFeatured();
    const res = await api.put(FEATURED, { json: { ids: [p.Charlie._id, p.Bravo._id, p.Alpha._id] } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: "You need to log in to do that." });
    expect(await ranks()).toEqual({ Alpha: 0, Bravo: 1, Charlie: 2, Delta: null });
  });

  test("another site's request is refused (403) even with the session", async () => {
    const p = await threeFeatured();
    const res = await api.put(FEATURED, {
      cookie: owner,
      headers: { origin: "https://evil.example" },
      json: { ids: [p.Charlie._id, p.Bravo._id, p.Alpha._id] },
    });
    expect(res.status).toBe(403);
  });

  test.each([
    ["no ids", {}, "ids is required."],
    ["ids not a list", { ids: 5 }, "ids must be a list of ids."],
    ["an id that is not an id", { ids: ["nope"] }, "ids must be a list of ids."],
    ["the same id twice", "twice", "ids must name each item once."],
  ])("400 {msg} for %s, and nothing changes", async (_name, body, msg) => {
    const p = await threeFeatured();
    const json = body === "twice" ? { ids: [p.Alpha._id, p.Alpha._id, p.Bravo._id, p.Charlie._id] } : body;
    const res = await api.put(FEATURED, { cookie: owner, json });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg });
    expect(await ranks()).toEqual({ Alpha: 0, Bravo: 1, Charlie: 2, Delta: null });
  });

  test.each([
    ["one featured project left out", (p: Record<string, Item>) => [p.Charlie._id, p.Alpha._id], "1 missing"],
    ["a project that is not featured", (p: Record<string, Item>) => [p.Charlie._id, p.Alpha._id, p.Bravo._id, p.Delta._id], "1 not among them"],
    ["an unknown id instead of one", (p: Record<string, Item>) => [p.Charlie._id, p.Alpha._id, UNKNOWN_ID], "1 missing, 1 not among them"],
  ])("400 {msg} when the ids are not exactly the featured projects: %s", async (_name, ids, detail) => {
    const p = await threeFeatured();
    const res = await api.put(FEATURED, { cookie: owner, json: { ids: ids(p) } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      msg: `ids must list each of the 3 featured projects exactly once (${detail}). Reload to see the current list.`,
    });
    expect(await ranks()).toEqual({ Alpha: 0, Bravo: 1, Charlie: 2, Delta: null });
  });

  test("a featured project in the trash is not part of the order; restored, the next reorder must name it", async () => {
    const p = await threeFeatured();
    await api.delete(`/api/v1/projects/${p.Bravo._id}`, { cookie: owner });
    const res = await api.put(FEATURED, { cookie: owner, json: { ids: [p.Charlie._id, p.Alpha._id] } });
    expect(res.status).toBe(200);
    await api.post(`/api/v1/projects/${p.Bravo._id}/restore`, { cookie: owner });
    expect((await api.put(FEATURED, { cookie: owner, json: { ids: [p.Charlie._id, p.Alpha._id] } })).status).toBe(400);
    const all = await api.put(FEATURED, { cookie: owner, json: { ids: [p.Bravo._id, p.Charlie._id, p.Alpha._id] } });
    expect(titles(all.body.projects)).toEqual(["Bravo", "Charlie", "Alpha"]);
  });

  test("concurrent reorders and featurings leave one consistent order (ranks 0…n-1, each project once)", async () => {
    const p = await threeFeatured();
    const orders = [
      [p.Charlie._id, p.Bravo._id, p.Alpha._id],
      [p.Bravo._id, p.Alpha._id, p.Charlie._id],
    ];
    const results = await Promise.all([
      ...orders.map((ids) => api.put(FEATURED, { cookie: owner, json: { ids } })),
      api.patch(`/api/v1/projects/${p.Delta._id}`, { cookie: owner, json: { featured: true } }),
    ]);
    // A reorder that ran after Delta was featured no longer names every featured project.
    for (const res of results) expect([200, 400]).toContain(res.status);
    const stored = Object.values(await ranks()).filter((rank) => rank !== null).sort();
    expect(stored).toEqual([0, 1, 2, 3]);
  });

  test("GET is not a method of this route", async () => {
    const res = await api.get(FEATURED);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("OPTIONS, PUT");
  });
});

describe("tech stack: the owner's order within each section", () => {
  const add = async (title: string, techStackType: string, extra: Record<string, unknown> = {}) => {
    const res = await api.post("/api/v1/techStack", { cookie: owner, json: validTechStack({ title, techStackType, ...extra }) });
    expect(res.status).toBe(201);
    return res.body.techstack as Item & { position: number; techStackType: string };
  };
  const section = async (type: string) =>
    titles(((await api.get("/api/v1/techStack")).body.techstack as Array<Item & { techStackType: string }>).filter((item) => item.techStackType === type));

  test("a new item goes last in its section; each section counts on its own", async () => {
    expect((await add("Zed", "dev")).position).toBe(0);
    expect((await add("Git", "dev")).position).toBe(1);
    expect((await add("Figma", "apps")).position).toBe(0);
    expect((await add("Docker", "dev")).position).toBe(2);
    // Not alphabetical, not by type: by position within the section.
    expect(await section("dev")).toEqual(["Zed", "Git", "Docker"]);
  });

  test("equal positions (items from before the order existed) sort by title, case-insensitively", async () => {
    const db = await getDb();
    await db.insert(techStack).values(
      ["vim", "Bash", "awk"].map((title) => ({ title, category: "Tool", url: "https://example.com", techStackType: "dev" as const })),
    );
    expect(await section("dev")).toEqual(["awk", "Bash", "vim"]);
  });

  test("PUT /techStack/order sets one section's order; it persists on GET /techStack, the public read and the /techStack page", async () => {
    const zed = await add("Zed", "dev");
    const git = await add("Git", "dev");
    const docker = await add("Docker", "dev");
    const figma = await add("Figma", "apps");
    const res = await api.put(STACK_ORDER, { cookie: owner, json: { techStackType: "dev", ids: [docker._id, zed._id, git._id] } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("Tech stack reordered successfully!");
    expect(titles(res.body.techstack)).toEqual(["Docker", "Zed", "Git"]);
    expect(res.body.techstack.map((x: { position: number }) => x.position)).toEqual([0, 1, 2]);

    expect(await section("dev")).toEqual(["Docker", "Zed", "Git"]);
    expect(await section("apps")).toEqual(["Figma"]);
    const groups = groupTechStack(await getTechStack());
    expect(groups.map((group) => [group.label, titles(group.items)])).toEqual([
      ["Dev Tools", ["Docker", "Zed", "Git"]],
      ["Apps", ["Figma"]],
    ]);
    const html = renderToStaticMarkup(await TechStackPage());
    const order = ["Docker", "Zed", "Git", "Figma"].map((title) => html.indexOf(`>${title}<`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(figma.position).toBe(0);
  });

  test("a new item after a reorder goes last; moved to another section, an item goes last there", async () => {
    const zed = await add("Zed", "dev");
    const git = await add("Git", "dev");
    await api.put(STACK_ORDER, { cookie: owner, json: { techStackType: "dev", ids: [git._id, zed._id] } });
    await add("Awk", "dev");
    expect(await section("dev")).toEqual(["Git", "Zed", "Awk"]);
    await add("Figma", "apps");
    const moved = await api.patch(`/api/v1/techStack/${git._id}`, { cookie: owner, json: { techStackType: "apps" } });
    expect(moved.body.techstack.position).toBe(1);
    expect(await section("apps")).toEqual(["Figma", "Git"]);
    // An edit that keeps the section keeps the place.
    await api.patch(`/api/v1/techStack/${zed._id}`, { cookie: owner, json: { techStackType: "dev", title: "Zed editor" } });
    expect(await section("dev")).toEqual(["Zed editor", "Awk"]);
  });

  test("expires the tech stack's cache tag and records the activity", async () => {
    const a = await add("A", "skills");
    const b = await add("B", "skills");
    jest.mocked(revalidateTag).mockClear();
    await api.put(STACK_ORDER, { cookie: owner, json: { techStackType: "skills", ids: [b._id, a._id] } });
    expect(revalidateTag).toHaveBeenCalledWith("tech-stack", { expire: 0 });
    const rows = await (await getDb()).select().from(activity).where(eq(activity.action, "stack.reorder"));
    expect(rows.map((row) => row.detail)).toEqual(["Skills: B, A"]);
    expect(describeAction("stack.reorder")).toBe("Tech stack reordered");
  });

  test("owner only; 400 {msg} for a missing or unknown section, and for ids that are not exactly the section's", async () => {
    const zed = await add("Zed", "dev");
    const git = await add("Git", "dev");
    const figma = await add("Figma", "apps");
    const cases: Array<[Record<string, unknown>, string | null, number, string]> = [
      [{ techStackType: "dev", ids: [git._id, zed._id] }, null, 401, "You need to log in to do that."],
      [{ ids: [git._id, zed._id] }, owner, 400, "techStackType must be one of skills, dev, apps, games, hardware."],
      [{ techStackType: "tools", ids: [git._id, zed._id] }, owner, 400, "techStackType must be one of skills, dev, apps, games, hardware."],
      [{ techStackType: "dev" }, owner, 400, "ids is required."],
      [{ techStackType: "dev", ids: [git._id] }, owner, 400, "ids must list each of the 2 Dev Tools items exactly once (1 missing). Reload to see the current list."],
      [
        { techStackType: "dev", ids: [git._id, zed._id, figma._id] },
        owner,
        400,
        "ids must list each of the 2 Dev Tools items exactly once (1 not among them). Reload to see the current list.",
      ],
    ];
    for (const [json, cookie, status, msg] of cases) {
      const res = await api.put(STACK_ORDER, { cookie: cookie ?? undefined, json });
      expect([json, res.status, res.body]).toEqual([json, status, { msg }]);
    }
    expect(await section("dev")).toEqual(["Zed", "Git"]);
  });

  test("an item in the trash is not part of its section's order", async () => {
    const zed = await add("Zed", "dev");
    const git = await add("Git", "dev");
    const vim = await add("Vim", "dev");
    await api.delete(`/api/v1/techStack/${git._id}`, { cookie: owner });
    const res = await api.put(STACK_ORDER, { cookie: owner, json: { techStackType: "dev", ids: [vim._id, zed._id] } });
    expect(res.status).toBe(200);
    expect(await section("dev")).toEqual(["Vim", "Zed"]);
  });
});
