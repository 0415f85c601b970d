/**
 * A preview link never comes back to life (issue 22, point 7). A link made before the item
 * last stopped being public (published by the owner or by its schedule), went to the trash,
 * or had its links ended by the owner ("End preview links", DELETE …/preview) is void for
 * good: the 404 page, whatever the item does afterwards. Links made afterwards work. Through
 * the real API and the real resolution of the preview page, on every driver of the suite.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { activity, blogs, projects } from "@/lib/db/schema";
import { resolvePreview } from "@/lib/preview/resolve";
import { api, loginAsOwner, UNKNOWN_ID } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { createProject, validBlog } from "../helpers/fixtures";

let owner: string;
const ids: { blogs: string; projects: string } = { blogs: "", projects: "" };
const TABLE = { blogs, projects } as const;
const SINGLE = { blogs: "blog", projects: "project" } as const;

beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
  ids.blogs = (await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ title: "A draft post", status: "draft" }) })).body.blog._id;
  ids.projects = (await createProject(owner, { title: "A draft project", status: "draft" }))._id;
});

describe.each(["blogs", "projects"] as const)("%s", (collection) => {
  const id = () => ids[collection];
  /** A new preview link of the item, as the owner's screen asks for it: its token. */
  async function newLink(): Promise<string> {
    const res = await api.post(`/api/v1/${collection}/${id()}/preview`, { cookie: owner });
    expect(res.status).toBe(200);
    return new URL(res.body.url).pathname.split("/").pop()!;
  }
  const opens = async (token: string) => (await resolvePreview(collection, token))?.kind ?? "404";
  const patch = async (body: Record<string, unknown>) => {
    const res = await api.patch(`/api/v1/${collection}/${id()}`, { cookie: owner, json: body });
    expect(res.status).toBe(200);
  };

  test("published (the link redirects), then a draft again: the old link is void, a new one works", async () => {
    const link = await newLink();
    expect(await opens(link)).toBe("preview");
    await patch({ status: "published" });
    expect(await opens(link)).toBe("public");
    await patch({ status: "draft" });
    expect(await opens(link)).toBe("404");
    expect(await opens(await newLink())).toBe("preview");
  });

  test("made public by its schedule, then rescheduled: links made before are void", async () => {
    const link = await newLink();
    await patch({ status: "published", publishAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(await opens(link)).toBe("preview");
    // The scheduled moment comes (here: the row is moved to a moment just past).
    const db = await getDb();
    await db.update(TABLE[collection]).set({ publishAt: new Date(Date.now() - 1000) }).where(eq(TABLE[collection].id, id()));
    expect(await opens(link)).toBe("public");
    await patch({ publishAt: new Date(Date.now() + 2 * 86_400_000).toISOString() });
    expect(await opens(link)).toBe("404");
  });

  test("trashed and restored: void for good", async () => {
    const link = await newLink();
    expect((await api.delete(`/api/v1/${collection}/${id()}`, { cookie: owner })).status).toBe(200);
    expect(await opens(link)).toBe("404");
    expect((await api.post(`/api/v1/${collection}/${id()}/restore`, { cookie: owner })).status).toBe(200);
    expect(await opens(link)).toBe("404");
    expect(await opens(await newLink())).toBe("preview");
  });

  test("while the item is public, every link of it leads there, ended or not; a draft again, the ended ones are the 404 page", async () => {
    const link = await newLink();
    await patch({ status: "published" });
    // A save while it is live (a typo fixed) ends the links made before it.
    await patch({ title: "Published, then a typo fixed" });
    expect(await opens(link)).toBe("public");
    expect((await api.delete(`/api/v1/${collection}/${id()}/preview`, { cookie: owner })).status).toBe(200);
    expect(await opens(link)).toBe("public");
    await patch({ status: "draft" });
    expect(await opens(link)).toBe("404");
  });

  test("edits to a draft keep its links: it never was public", async () => {
    const link = await newLink();
    await patch({ title: "A draft, retitled" });
    expect(await opens(link)).toBe("preview");
  });

  test("End preview links: every link made until then is void, later ones work; the owner's alone", async () => {
    const [first, second] = [await newLink(), await newLink()];
    const ended = await api.delete(`/api/v1/${collection}/${id()}/preview`, { cookie: owner });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ msg: "Preview links ended: every link made until now shows the 404 page." });
    expect([await opens(first), await opens(second)]).toEqual(["404", "404"]);
    const third = await newLink();
    expect(await opens(third)).toBe("preview");

    // A visitor cannot end them; another site cannot with the owner's session; an unknown item is 404.
    expect((await api.delete(`/api/v1/${collection}/${id()}/preview`)).status).toBe(401);
    expect((await api.delete(`/api/v1/${collection}/${id()}/preview`, { cookie: owner, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await opens(third)).toBe("preview");
    const unknown = await api.delete(`/api/v1/${collection}/${UNKNOWN_ID}/preview`, { cookie: owner });
    expect([unknown.status, unknown.body.msg]).toEqual([404, `${collection === "blogs" ? "Blog" : "Project"} not found.`]);

    const db = await getDb();
    const logged = await db.select().from(activity).where(eq(activity.action, `${SINGLE[collection]}.preview.end`));
    expect(logged).toHaveLength(1);
  });
});
