import { GET } from "@/app/api/v1/projects/route";
import { projects } from "@/lib/db/schema";
import { api, loginAsOwner, UNKNOWN_ID } from "../helpers/api";
import { countRows, resetDatabase, snapshotCounts } from "../helpers/db";
import { createProject, textOf, validProject } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";

const LIST = "/api/v1/projects";
const one = (id: string) => `/api/v1/projects/${id}`;

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

const titles = (body: { projects: Array<{ title: string }> }) => body.projects.map((p) => p.title);
const list = async (query = "") => {
  const res = await api.get(LIST + query);
  expect(res.status).toBe(200);
  expect(res.body.count).toBe(res.body.projects.length);
  return res.body as { projects: Array<Record<string, unknown> & { title: string }>; count: number };
};

test("the route module called directly with a Request (what tests/helpers/api.ts does)", async () => {
  const empty = await GET(new Request("http://localhost/api/v1/projects"));
  expect(empty.status).toBe(200);
  expect(empty.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await empty.json()).toEqual({ projects: [], count: 0 });
  await createProject(owner, { title: "Smoke" });
  const body = await (await GET(new Request("http://localhost/api/v1/projects"))).json();
  expect(body.count).toBe(1);
  expect(body.projects[0].title).toBe("Smoke");
});

describe("create, read, update, delete", () => {
  test("POST multipart with the add-project fields and two images: 201 with the item under `project`", async () => {
    const res = await api.post(LIST, {
      cookie: owner,
      multipart: { ...validProject(), logo: imageFile("png"), screenshot: imageFile("webp") },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["project"]);
    expect(res.body.project).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "Portfolio Site",
      oneLineDescription: "My corner of the web",
      description: "A portfolio with an admin area.",
      liveUrl: "https://example.com/portfolio",
      // Both re-encoded (a PNG as lossless WebP), measured, with a placeholder and the default alt text.
      logo: expect.stringMatching(/^\/uploads\/[0-9a-f-]+\.webp$/),
      logoAlt: "Portfolio Site logo",
      logoWidth: 3,
      logoHeight: 2,
      logoPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/),
      screenshot: expect.stringMatching(/^\/uploads\/[0-9a-f-]+\.webp$/),
      screenshotAlt: "Screenshot of Portfolio Site",
      screenshotWidth: 3,
      screenshotHeight: 2,
      screenshotPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/),
      keywordsAndTags: ["web", "portfolio"],
      projectType: "full-stack",
      technologiesUsed: ["Next.js", "TypeScript"],
      isArchived: false,
      status: "published",
      publishAt: null,
      featured: false,
      featuredRank: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body.project).not.toHaveProperty("id");
  });

  test("POST as urlencoded and as JSON; projectType defaults to full-stack; images are optional", async () => {
    const withoutType: Record<string, string> = validProject({ title: "Form" });
    delete withoutType.projectType;
    const form = await api.post(LIST, { cookie: owner, form: withoutType });
    expect(form.status).toBe(201);
    expect(form.body.project).toMatchObject({ title: "Form", projectType: "full-stack", logo: null, screenshot: null });
    const json = await api.post(LIST, { cookie: owner, json: validProject({ title: "Json", projectType: "backend" }) });
    expect(json.status).toBe(201);
    expect(json.body.project).toMatchObject({ title: "Json", projectType: "backend" });
    expect(await countRows(projects)).toBe(2);
  });

  test("GET /projects/{id}: 200 with `project`", async () => {
    const created = await createProject(owner);
    const res = await api.get(one(created._id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ project: created });
  });

  test("PATCH: 200 with msg and the item; absent fields stay as they were", async () => {
    const created = await createProject(owner);
    const res = await api.patch(one(created._id), {
      cookie: owner,
      multipart: { title: "Renamed", technologiesUsed: "Go, Rust" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      msg: "Project updated successfully!",
      project: {
        ...created,
        title: "Renamed",
        technologiesUsed: ["Go", "Rust"],
        // The default alt texts follow the title.
        logoAlt: "Renamed logo",
        screenshotAlt: "Screenshot of Renamed",
        updatedAt: expect.any(String),
        version: created.version + 1,
      },
    });
    expect((await api.get(one(created._id))).body.project.title).toBe("Renamed");
  });

  test("a partial PATCH keeps a non-default projectType and isArchived (no create defaults)", async () => {
    const created = await createProject(owner, { projectType: "backend", isArchived: true });
    for (const options of [{ json: { title: "Only the title" } }, { multipart: { title: "Form title" } }]) {
      const res = await api.patch(one(created._id), { cookie: owner, ...options });
      expect(res.status).toBe(200);
      expect(res.body.project).toMatchObject({ projectType: "backend", isArchived: true });
    }
  });

  test("DELETE: 200 with msg; the project is gone (to the trash: 404 and out of the list)", async () => {
    const created = await createProject(owner);
    const res = await api.delete(one(created._id), { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: "Project deleted successfully!" });
    expect((await api.get(one(created._id))).status).toBe(404);
    expect((await api.delete(one(created._id), { cookie: owner })).status).toBe(404);
    expect((await api.get("/api/v1/projects")).body).toEqual({ projects: [], count: 0 });
    // The row waits in the trash until it is restored or purged (tests/api/trash.test.ts).
    expect(await countRows(projects)).toBe(1);
  });

  test.each(["abc", UNKNOWN_ID, "00000000-0000-0000-0000-00000000000g", "1 or 1=1"])(
    "a malformed or unknown id (%s) is 404 {msg} on GET, PATCH and DELETE",
    async (id) => {
      await createProject(owner);
      const path = one(encodeURIComponent(id));
      const responses = [
        await api.get(path),
        await api.patch(path, { cookie: owner, json: { title: "x" } }),
        await api.delete(path, { cookie: owner }),
      ];
      for (const res of responses) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ msg: "Project not found." });
      }
      expect(await countRows(projects)).toBe(1);
    },
  );
});

describe("list fields and the archived checkbox", () => {
  test("comma text is split, trimmed, and empty items dropped", async () => {
    const created = await createProject(owner, {
      technologiesUsed: " React ,, Node.js ,  ,",
      keywordsAndTags: "one,two , three",
    });
    expect(created.technologiesUsed).toEqual(["React", "Node.js"]);
    expect(created.keywordsAndTags).toEqual(["one", "two", "three"]);
  });

  test("arrays are accepted (JSON and a repeated form field), trimmed, empties dropped", async () => {
    const json = await createProject(owner, { technologiesUsed: [" Go ", "", "SQL"], keywordsAndTags: ["api"] });
    expect(json.technologiesUsed).toEqual(["Go", "SQL"]);
    expect(json.keywordsAndTags).toEqual(["api"]);
    const res = await api.post(LIST, {
      cookie: owner,
      multipart: { ...validProject(), technologiesUsed: ["Vue", " Vite "], keywordsAndTags: ["a", ""] },
    });
    expect(res.status).toBe(201);
    expect(res.body.project.technologiesUsed).toEqual(["Vue", "Vite"]);
    expect(res.body.project.keywordsAndTags).toEqual(["a"]);
  });

  test.each([
    [{ technologiesUsed: " , ,, " }, "technologiesUsed"],
    [{ keywordsAndTags: [] }, "keywordsAndTags"],
    [{ keywordsAndTags: 42 }, "keywordsAndTags"],
  ])("a list with no items is 400 naming it (%j)", async (overrides, field) => {
    const res = await api.post(LIST, { cookie: owner, json: validProject(overrides) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(new RegExp(`^${field} `));
  });

  test.each([
    ["true", true],
    ["on", true],
    ["false", false],
  ])("isArchived from the form text %j", async (value, expected) => {
    const created = await createProject(owner);
    const res = await api.patch(one(created._id), { cookie: owner, form: { isArchived: value } });
    expect(res.status).toBe(200);
    expect(res.body.project.isArchived).toBe(expected);
  });

  test("isArchived from JSON booleans, and back", async () => {
    const created = await createProject(owner, { isArchived: true });
    expect(created.isArchived).toBe(true);
    const res = await api.patch(one(created._id), { cookie: owner, json: { isArchived: false } });
    expect(res.body.project.isArchived).toBe(false);
    const again = await api.patch(one(created._id), { cookie: owner, json: { isArchived: true } });
    expect(again.body.project.isArchived).toBe(true);
  });

  test("isArchived that is not a boolean is 400", async () => {
    const created = await createProject(owner);
    for (const value of ["maybe", 1, null]) {
      const res = await api.patch(one(created._id), { cookie: owner, json: { isArchived: value } });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(/^isArchived /);
    }
    expect((await api.get(one(created._id))).body.project.isArchived).toBe(false);
  });
});

describe("validation (400 naming the field)", () => {
  test.each(["title", "oneLineDescription", "description", "liveUrl", "technologiesUsed", "keywordsAndTags"])(
    "missing %s",
    async (field) => {
      const body: Record<string, unknown> = validProject();
      delete body[field];
      const res = await api.post(LIST, { cookie: owner, json: body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: `${field} is required.` });
    },
  );

  test("blank text counts as missing", async () => {
    const res = await api.post(LIST, { cookie: owner, form: validProject({ title: "   " }) as Record<string, string> });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("title is required.");
  });

  test("short fields take 200 characters, the textarea 1000; one more is 400", async () => {
    const atLimit = await createProject(owner, {
      title: textOf(200),
      oneLineDescription: textOf(200),
      description: textOf(1000),
    });
    expect(atLimit.title).toHaveLength(200);
    for (const [field, length] of [["title", 201], ["oneLineDescription", 201], ["description", 1001]] as const) {
      const res = await api.post(LIST, { cookie: owner, json: validProject({ [field]: textOf(length) }) });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`${field} must be at most ${length - 1} characters.`);
    }
  });

  test.each(["javascript:alert(1)", "ftp://example.com/file", "data:text/html,hi", "example.com", "https://"])(
    "liveUrl %j is not an http(s) URL",
    async (liveUrl) => {
      const res = await api.post(LIST, { cookie: owner, json: validProject({ liveUrl }) });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe("liveUrl must be an http(s) URL.");
    },
  );

  test("a URL over 2048 characters is 400", async () => {
    const liveUrl = `https://example.com/${textOf(2040)}`;
    const res = await api.post(LIST, { cookie: owner, json: validProject({ liveUrl }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^liveUrl must be at most 2048 characters/);
  });

  test.each(["archived", "mobile", "FRONTEND", ""])("projectType %j is not a project type", async (projectType) => {
    const res = await api.post(LIST, { cookie: owner, json: validProject({ projectType }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^projectType must be one of frontend, full-stack, backend/);
  });

  test("a failed create or update changes nothing", async () => {
    const created = await createProject(owner);
    const before = await snapshotCounts();
    expect((await api.post(LIST, { cookie: owner, json: validProject({ title: "" }) })).status).toBe(400);
    const bad = await api.patch(one(created._id), {
      cookie: owner,
      json: { title: "Changed", liveUrl: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(await snapshotCounts()).toEqual(before);
    expect((await api.get(one(created._id))).body.project).toEqual(created);
  });
});

describe("GET /projects: search, filters and sorts", () => {
  // Created in this order, so "newest" is the reverse of it.
  const seed = async () => {
    const make = (title: string, projectType: string, isArchived = false) =>
      createProject(owner, { title, projectType, isArchived });
    await make("alpha Frontend", "frontend");
    await make("Bravo Backend", "backend");
    await make("charlie Full", "full-stack");
    await make("Delta old backend", "backend", true);
    await make("echo old frontend", "frontend", true);
    await make("100% Done_Right", "frontend");
    await make("100 percent Done Right", "full-stack");
    await make(`Bob's "quoted" app`, "backend");
  };

  test("no query: the active projects, newest first, with count", async () => {
    await seed();
    const body = await list();
    expect(body.count).toBe(6);
    expect(titles(body)).toEqual([
      `Bob's "quoted" app`,
      "100 percent Done Right",
      "100% Done_Right",
      "charlie Full",
      "Bravo Backend",
      "alpha Frontend",
    ]);
    expect(body.projects.every((p) => p.isArchived === false)).toBe(true);
    expect(body).toEqual(await list("?projectType=all&sort=all"));
    expect(body).toEqual(await list("?sort=newest"));
  });

  test("sort oldest, a-z and z-a (case-insensitive)", async () => {
    await seed();
    expect(titles(await list("?sort=oldest"))).toEqual([
      "alpha Frontend",
      "Bravo Backend",
      "charlie Full",
      "100% Done_Right",
      "100 percent Done Right",
      `Bob's "quoted" app`,
    ]);
    const az = titles(await list("?sort=a-z"));
    expect(az).toEqual(["100 percent Done Right", "100% Done_Right", "alpha Frontend", `Bob's "quoted" app`, "Bravo Backend", "charlie Full"]);
    expect(titles(await list("?sort=z-a"))).toEqual([...az].reverse());
  });

  test("projectType filters list only active projects of that type", async () => {
    await seed();
    expect(titles(await list("?projectType=frontend"))).toEqual(["100% Done_Right", "alpha Frontend"]);
    expect(titles(await list("?projectType=backend"))).toEqual([`Bob's "quoted" app`, "Bravo Backend"]);
    expect(titles(await list("?projectType=full-stack&sort=a-z"))).toEqual(["100 percent Done Right", "charlie Full"]);
  });

  test("archived lists the archived projects of any type, and only them", async () => {
    await seed();
    const body = await list("?projectType=archived&sort=a-z");
    expect(titles(body)).toEqual(["Delta old backend", "echo old frontend"]);
    expect(body.projects.map((p) => p.projectType)).toEqual(["backend", "frontend"]);
    expect(body.projects.every((p) => p.isArchived === true)).toBe(true);
    expect(body.count).toBe(2);
  });

  test("search is a case-insensitive substring of the title", async () => {
    await seed();
    expect(titles(await list("?search=ALPHA"))).toEqual(["alpha Frontend"]);
    expect(titles(await list("?search=ck&sort=a-z"))).toEqual(["Bravo Backend"]);
    expect(titles(await list("?search=done%20right&sort=a-z"))).toEqual(["100 percent Done Right"]);
    expect(titles(await list("?search=%20%20bravo%20%20"))).toEqual(["Bravo Backend"]);
    expect((await list("?search=zzz")).count).toBe(0);
    expect((await list("?search=")).count).toBe(6);
  });

  test("search takes %, _ and quotes literally", async () => {
    await seed();
    expect(titles(await list(`?search=${encodeURIComponent("%")}`))).toEqual(["100% Done_Right"]);
    expect(titles(await list(`?search=${encodeURIComponent("100%")}`))).toEqual(["100% Done_Right"]);
    expect(titles(await list(`?search=${encodeURIComponent("_")}`))).toEqual(["100% Done_Right"]);
    expect(titles(await list(`?search=${encodeURIComponent("Done_")}`))).toEqual(["100% Done_Right"]);
    expect(titles(await list(`?search=${encodeURIComponent("'")}`))).toEqual([`Bob's "quoted" app`]);
    expect(titles(await list(`?search=${encodeURIComponent('"quoted"')}`))).toEqual([`Bob's "quoted" app`]);
    expect((await list(`?search=${encodeURIComponent("a%e")}`)).count).toBe(0);
    expect((await list(`?search=${encodeURIComponent("'; drop table projects; --")}`)).count).toBe(0);
    expect(await countRows(projects)).toBe(8);
  });

  test("search combines with the type filter and the sort", async () => {
    await seed();
    expect(titles(await list("?search=old&projectType=archived&sort=z-a"))).toEqual(["echo old frontend", "Delta old backend"]);
    expect(titles(await list("?search=old&projectType=backend"))).toEqual([]);
    expect(titles(await list("?search=100&projectType=frontend"))).toEqual(["100% Done_Right"]);
  });

  test.each([
    ["?projectType=mobile", "projectType"],
    ["?projectType=", "projectType"],
    ["?sort=random", "sort"],
    ["?sort=A-Z", "sort"],
    [`?search=${"x".repeat(201)}`, "search"],
    ["?search=a%00b", "search"],
  ])("a bad query %s is 400 naming %s", async (query, field) => {
    const res = await api.get(LIST + query);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(new RegExp(`^${field} `));
  });
});

describe("GET /projects/selectedProjects", () => {
  test("the 3 newest active projects, with the fields the home page shows", async () => {
    await createProject(owner, { title: "One" });
    await createProject(owner, { title: "Two" });
    await createProject(owner, { title: "Three" });
    await createProject(owner, { title: "Four" });
    await createProject(owner, { title: "Archived newest", isArchived: true });
    const res = await api.get("/api/v1/projects/selectedProjects");
    expect(res.status).toBe(200);
    expect(res.body.projects.map((p: { title: string }) => p.title)).toEqual(["Four", "Three", "Two"]);
    for (const project of res.body.projects) {
      for (const field of ["_id", "liveUrl", "logo", "title", "oneLineDescription", "description", "screenshot"]) {
        expect(project).toHaveProperty(field);
      }
    }
  });

  test("fewer than three: all of them; none: an empty list", async () => {
    expect((await api.get("/api/v1/projects/selectedProjects")).body).toEqual({ projects: [] });
    await createProject(owner, { title: "Only" });
    const res = await api.get("/api/v1/projects/selectedProjects");
    expect(res.body.projects.map((p: { title: string }) => p.title)).toEqual(["Only"]);
  });
});
