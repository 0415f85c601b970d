import { getDashboard } from "@/lib/data/dashboard";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { validBlog, validCertification, validExperience, validMessage, validProject, validTechStack } from "../helpers/fixtures";

// Here rather than with the dashboard's page tests (tests/admin) so that the one-query count
// also runs on PostgreSQL with both drivers (scripts/test-api.sh).

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  cookie = await loginAsOwner();
});

let visitors = 0;
/** Stores content through the API, as the owner's screens and the contact form do. */
async function post(path: string, json: Record<string, unknown>, options: { owner?: boolean } = { owner: true }) {
  // Each visitor from an address of their own: the contact form limits messages per address.
  const ip = options.owner ? "203.0.113.70" : `198.51.100.${++visitors}`;
  const res = await api.post(path, { json, cookie: options.owner ? cookie : undefined, ip });
  expect(res.status).toBe(201);
  return res.body;
}

test("counts every content type (archived projects included) and the unread messages", async () => {
  await post("/api/v1/projects", validProject({ title: "Live" }));
  const archived = (await post("/api/v1/projects", validProject({ title: "Old" }))).project;
  await api.patch(`/api/v1/projects/${archived._id}`, { cookie, json: { isArchived: true } });
  await post("/api/v1/blogs", validBlog());
  for (const title of ["One", "Two", "Three"]) await post("/api/v1/experiences", validExperience({ title }));
  await post("/api/v1/certification", validCertification());
  for (const title of ["Vim", "Git"]) await post("/api/v1/techStack", validTechStack({ title }));
  const messages = [];
  for (const subject of ["A", "B", "C"]) messages.push((await post("/api/v1/message", validMessage({ subject }), { owner: false })).message);
  await api.patch(`/api/v1/message/${messages[0]._id}`, { cookie, json: { read: true } });

  const { counts } = await getDashboard();
  expect(counts).toEqual({
    projects: 2,
    archivedProjects: 1,
    blogs: 1,
    experiences: 3,
    certifications: 1,
    techStack: 2,
    messages: 3,
    unreadMessages: 2,
  });
});

test("an empty site counts zeros", async () => {
  const { counts } = await getDashboard();
  expect(Object.values(counts)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
});
