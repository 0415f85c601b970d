/**
 * Who may call what: every mutation and GET /message need the owner's session (401), and
 * no mutation is accepted from another site (403), even with the session.
 */
import { api, loginAsOwner, ORIGIN, type RequestOptions } from "../helpers/api";
import { resetDatabase, snapshotCounts } from "../helpers/db";
import {
  createMessage,
  createProject,
  validBlog,
  validCertification,
  validExperience,
  validProject,
  validTechStack,
} from "../helpers/fixtures";

type Call = { method: "GET" | "POST" | "PATCH" | "DELETE"; path: string; options: RequestOptions; ok: number };

let owner: string;
let calls: Call[];

async function createWith(path: string, field: string, json: Record<string, unknown>) {
  const res = await api.post(path, { cookie: owner, json });
  expect(res.status).toBe(201);
  return res.body[field]._id as string;
}

beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
  const ids = {
    project: (await createProject(owner))._id as string,
    blog: await createWith("/api/v1/blogs", "blog", validBlog()),
    experience: await createWith("/api/v1/experiences", "experience", validExperience()),
    certification: await createWith("/api/v1/certification", "certification", validCertification()),
    techStack: await createWith("/api/v1/techStack", "techstack", validTechStack()),
    message: (await createMessage())._id as string,
  };
  calls = [
    { method: "POST", path: "/api/v1/projects", options: { json: validProject() }, ok: 201 },
    { method: "PATCH", path: `/api/v1/projects/${ids.project}`, options: { json: { title: "Hacked" } }, ok: 200 },
    { method: "DELETE", path: `/api/v1/projects/${ids.project}`, options: {}, ok: 200 },
    { method: "POST", path: "/api/v1/blogs", options: { json: validBlog() }, ok: 201 },
    { method: "PATCH", path: `/api/v1/blogs/${ids.blog}`, options: { json: { title: "Hacked" } }, ok: 200 },
    { method: "DELETE", path: `/api/v1/blogs/${ids.blog}`, options: {}, ok: 200 },
    { method: "POST", path: "/api/v1/experiences", options: { json: validExperience() }, ok: 201 },
    { method: "PATCH", path: `/api/v1/experiences/${ids.experience}`, options: { json: { title: "Hacked" } }, ok: 200 },
    { method: "DELETE", path: `/api/v1/experiences/${ids.experience}`, options: {}, ok: 200 },
    { method: "POST", path: "/api/v1/certification", options: { json: validCertification() }, ok: 201 },
    { method: "PATCH", path: `/api/v1/certification/${ids.certification}`, options: { json: { title: "Hacked" } }, ok: 200 },
    { method: "DELETE", path: `/api/v1/certification/${ids.certification}`, options: {}, ok: 200 },
    { method: "POST", path: "/api/v1/techStack", options: { json: validTechStack() }, ok: 201 },
    { method: "PATCH", path: `/api/v1/techStack/${ids.techStack}`, options: { json: { title: "Hacked" } }, ok: 200 },
    { method: "DELETE", path: `/api/v1/techStack/${ids.techStack}`, options: {}, ok: 200 },
    { method: "PATCH", path: `/api/v1/message/${ids.message}`, options: { json: { read: true } }, ok: 200 },
    { method: "DELETE", path: `/api/v1/message/${ids.message}`, options: {}, ok: 200 },
    { method: "GET", path: "/api/v1/message", options: {}, ok: 200 },
  ];
});

/** Everything an anonymous visitor can read, to prove nothing changed. */
async function publicState() {
  const paths = ["/api/v1/projects", "/api/v1/blogs", "/api/v1/experiences", "/api/v1/certification", "/api/v1/techStack"];
  const bodies = await Promise.all(paths.map(async (path) => (await api.get(path)).body));
  const inbox = (await api.get("/api/v1/message", { cookie: owner })).body;
  return { bodies, inbox, counts: await snapshotCounts() };
}

test.each([
  ["no cookie", undefined],
  ["a garbage session cookie", "next-auth.session-token=not-a-token"],
  ["another cookie only", "theme=dark"],
])("401 {msg} on every mutation and GET /message with %s", async (_label, cookie) => {
  const before = await publicState();
  expect(calls).toHaveLength(18);
  for (const call of calls) {
    const res = await api.request(call.method, call.path, { ...call.options, cookie });
    expect({ call: `${call.method} ${call.path}`, status: res.status }).toEqual({ call: `${call.method} ${call.path}`, status: 401 });
    expect(res.body).toEqual({ msg: "You need to log in to do that." });
  }
  expect(await publicState()).toEqual(before);
});

test("a revoked session (after logout) is 401 everywhere", async () => {
  const stale = await loginAsOwner();
  await api.delete("/api/v1/auth/logout", { cookie: stale });
  const before = await publicState();
  for (const call of calls) {
    const res = await api.request(call.method, call.path, { ...call.options, cookie: stale });
    expect(`${call.method} ${call.path} ${res.status}`).toBe(`${call.method} ${call.path} 401`);
  }
  expect(await publicState()).toEqual(before);
});

test.each([
  ["an Origin of another site", { origin: "https://evil.example" }],
  ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ["a lookalike Origin", { origin: "http://localhost:3000.evil.example" }],
  ["Origin: null", { origin: "null" }],
])("403 {msg} on every mutation with %s, even with the owner's session", async (_label, headers) => {
  const before = await publicState();
  for (const call of calls.filter((c) => c.method !== "GET")) {
    const res = await api.request(call.method, call.path, { ...call.options, cookie: owner, headers });
    expect(`${call.method} ${call.path} ${res.status}`).toBe(`${call.method} ${call.path} 403`);
    expect(res.body).toEqual({ msg: "Cross-site requests are not allowed." });
  }
  expect(await publicState()).toEqual(before);
});

test("a cross-site GET is allowed: reads are not state changes", async () => {
  const res = await api.get("/api/v1/message", { cookie: owner, headers: { "sec-fetch-site": "cross-site" } });
  expect(res.status).toBe(200);
});

test("the owner from the same origin may do all of it (the matrix's control)", async () => {
  for (const call of calls) {
    const headers = { origin: ORIGIN, "sec-fetch-site": "same-origin" };
    const res = await api.request(call.method, call.path, { ...call.options, cookie: owner, headers });
    expect(`${call.method} ${call.path} ${res.status}`).toBe(`${call.method} ${call.path} ${call.ok}`);
  }
});

test("behind a proxy, the Origin is compared with X-Forwarded-Host", async () => {
  const headers = { origin: "https://me.example", "x-forwarded-host": "me.example" };
  const ok = await api.post("/api/v1/techStack", { cookie: owner, json: validTechStack(), headers });
  expect(ok.status).toBe(201);
  const bad = await api.post("/api/v1/techStack", {
    cookie: owner,
    json: validTechStack(),
    headers: { ...headers, origin: "https://evil.example" },
  });
  expect(bad.status).toBe(403);
});
