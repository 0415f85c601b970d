/**
 * Every list has one order (issue 35, point 7): rows whose sort keys are all equal (the same
 * moment, day, title, rank or place) come in the order of their ids, so two reads always
 * agree and a page, the API and the feed never shuffle. The rows are written in an order
 * that is neither their ids' nor its reverse: without the tiebreak PostgreSQL answers in
 * the order it stored them, and each list below would follow that instead.
 */
import { listRecentActivity } from "@/lib/data/activity";
import { listBlogs } from "@/lib/data/blogs";
import { listCertifications } from "@/lib/data/certifications";
import { listExperiences } from "@/lib/data/experiences";
import { listMessagePage } from "@/lib/data/messages";
import { listFeaturedProjects, listProjects, listSelectedProjects, listUnpublishedProjects } from "@/lib/data/projects";
import { getBlogs, getCertifications, getExperiences } from "@/lib/data/public";
import { listTechStack } from "@/lib/data/tech-stack";
import { getDb } from "@/lib/db";
import { activity, blogs, certifications, experiences, media, messages, projects, techStack } from "@/lib/db/schema";
import { listMedia } from "@/lib/media/library";
import { listPending } from "@/lib/publishing/pending";
import { listTrash } from "@/lib/trash/trash";
import { neighboursOnceListed } from "@/lib/site/post-neighbours";
import { resetDatabase } from "../helpers/db";

/** Three ids and the order the rows are written in: 2, 3, 1. */
const ID = (n: number) => `0e0e0e0e-0000-4000-8000-00000000000${n}`;
const WRITTEN = [2, 3, 1];
/** Ties broken by id, descending (newest-first lists) or ascending (A–Z, oldest, the owner's places). */
const DESCENDING = [3, 2, 1].map(ID);
const ASCENDING = [1, 2, 3].map(ID);

const AT = new Date("2026-11-20T10:00:00.000Z");
const ids = (items: Array<{ _id: string }>) => items.map((item) => item._id);

/** `read` twice: both answers equal, and in `order`. */
async function expectOrder(read: () => Promise<Array<{ _id: string }>>, order: string[]) {
  const first = ids(await read());
  const second = ids(await read());
  expect(first).toEqual(second);
  expect(first).toEqual(order);
}

beforeEach(async () => {
  await resetDatabase();
});

const project = (n: number, extra: Partial<typeof projects.$inferInsert> = {}) => ({
  id: ID(n),
  title: "Same title",
  oneLineDescription: "One line",
  description: "Described",
  liveUrl: "https://example.org",
  projectType: "frontend" as const,
  createdAt: AT,
  updatedAt: AT,
  ...extra,
});

describe("rows with equal sort keys come in the order of their ids, on every read", () => {
  test("projects: every sort of the projects page, the owner's drafts, the featured order and Selected Work", async () => {
    const db = await getDb();
    for (const n of WRITTEN) await db.insert(projects).values(project(n));
    for (const sort of ["all", "newest", "z-a"] as const) await expectOrder(() => listProjects({ projectType: "all", sort }), DESCENDING);
    for (const sort of ["oldest", "a-z"] as const) await expectOrder(() => listProjects({ projectType: "all", sort }), ASCENDING);

    await db.delete(projects);
    // Featured, at one rank (a project back from the trash whose place was taken): newest, then by id.
    for (const n of WRITTEN) await db.insert(projects).values(project(n, { featured: true, featuredRank: 0 }));
    await expectOrder(() => listFeaturedProjects(), DESCENDING);
    await expectOrder(() => listSelectedProjects(null), DESCENDING);

    await db.delete(projects);
    for (const n of WRITTEN) await db.insert(projects).values(project(n, { status: "draft" }));
    await expectOrder(() => listUnpublishedProjects(), DESCENDING);
  });

  test("posts of one day written at one moment: the owner's list, the public one, a preview's neighbours", async () => {
    const db = await getDb();
    for (const n of WRITTEN) {
      await db.insert(blogs).values({ id: ID(n), title: `Post ${n}`, slug: `post-${n}`, summary: "S", content: "C", date: "2026-11-20", createdAt: AT, updatedAt: AT });
    }
    await expectOrder(() => listBlogs("all"), DESCENDING);
    expect(ids(await getBlogs())).toEqual(DESCENDING);
    // A post not yet listed, of the same day and moment, goes where the list will put it.
    const listed = (await listBlogs("all")).map((post) => ({ ...post, createdAt: post.createdAt.toISOString() }));
    const unlisted = { ...listed.find((post) => post._id === ID(2))! };
    const others = listed.filter((post) => post._id !== ID(2));
    const { previous, next } = neighboursOnceListed(others, unlisted);
    expect([next?._id, previous?._id]).toEqual([ID(3), ID(1)]);
  });

  test("experiences that started and ended in the same months, added at one moment", async () => {
    const db = await getDb();
    for (const n of WRITTEN) {
      await db.insert(experiences).values({ id: ID(n), title: "Engineer", company: `Company ${n}`, location: "Remote", startDate: "2024-01", endDate: "2025-01", skills: "TS", createdAt: AT, updatedAt: AT });
    }
    await expectOrder(() => listExperiences(), DESCENDING);
    expect(ids(await getExperiences())).toEqual(DESCENDING);
  });

  test("certifications added at one moment", async () => {
    const db = await getDb();
    for (const n of WRITTEN) {
      await db.insert(certifications).values({ id: ID(n), title: "Same", credentialID: `C-${n}`, organization: "Org", date: "March 2024", url: "https://example.org", createdAt: AT, updatedAt: AT });
    }
    await expectOrder(() => listCertifications(), DESCENDING);
    expect(ids(await getCertifications())).toEqual(DESCENDING);
  });

  test("tech stack items at one place of one section with one title (the owner's order, then A–Z)", async () => {
    const db = await getDb();
    for (const n of WRITTEN) {
      await db.insert(techStack).values({ id: ID(n), title: "Same", category: "Tool", url: "https://example.org", techStackType: "dev", position: 0, createdAt: AT, updatedAt: AT });
    }
    await expectOrder(() => listTechStack(), ASCENDING);
  });

  test("messages, uploads and the activity log written at one moment", async () => {
    const db = await getDb();
    for (const n of WRITTEN) {
      await db.insert(messages).values({ id: ID(n), name: "Visitor", email: "v@example.org", subject: "Hi", message: "Hello", createdAt: AT });
      await db.insert(media).values({ id: ID(n), url: `/uploads/${ID(n)}.png`, name: "same.png", contentType: "image/png", createdAt: AT });
      await db.insert(activity).values({ id: ID(n), action: "project.update", detail: "Same", createdAt: AT });
    }
    await expectOrder(async () => (await listMessagePage(50, null)).messages, DESCENDING);
    await expectOrder(() => listMedia(), DESCENDING);
    await expectOrder(() => listRecentActivity(), DESCENDING);
  });

  test("the trash: items of several kinds deleted at one moment", async () => {
    const db = await getDb();
    const deletedAt = new Date();
    // Ids 1 and 3 are certifications, 2 a message: the kinds are merged by id too.
    for (const n of [3, 1]) {
      await db.insert(certifications).values({ id: ID(n), title: "Same", credentialID: `C-${n}`, organization: "Org", date: "2024", url: "https://example.org", deletedAt });
    }
    await db.insert(messages).values({ id: ID(2), name: "Visitor", email: "v@example.org", subject: "Hi", message: "Hello", deletedAt });
    await expectOrder(() => listTrash(), DESCENDING);
  });

  test("the dashboard's drafts last edited at one moment, posts and projects together", async () => {
    const db = await getDb();
    // Posts are read before projects: without the tiebreak the post would lead.
    await db.insert(blogs).values({ id: ID(1), title: "Draft post", slug: "draft-post", summary: "S", content: "C", date: "2026-11-20", status: "draft", createdAt: AT, updatedAt: AT });
    await db.insert(projects).values(project(2, { status: "draft" }));
    await db.insert(projects).values(project(3, { status: "draft" }));
    await expectOrder(() => listPending(), DESCENDING);
  });
});
