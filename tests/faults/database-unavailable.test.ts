/**
 * The database is unreachable (DATABASE_URL points node-postgres at the closed port
 * 127.0.0.1:1): every route that needs it answers 503 `{msg}`, public and owner, reads and
 * writes, and nothing is written (no row, no uploaded file). Then the embedded database
 * comes back and the same process serves it again, without a restart: src/lib/db forgets
 * a failed start. The embedded database lives on disk here, so the database that comes
 * back is the very same one, with its rows and the owner's session.
 */
import path from "node:path";
import { NextRequest } from "next/server";
import { closeDb, getDbHandle } from "@/lib/db";
import { siteProxy } from "@/lib/proxy/site-proxy";
import { previewExpiry, signPreview } from "@/lib/preview/token";
import { api, loginAsOwner, ORIGIN, OWNER, type RequestOptions } from "../helpers/api";
import { clearUploads, resetDatabase, snapshotRows, uploadedFiles, withEnv } from "../helpers/db";
import {
  createMessage,
  validBlog,
  validCertification,
  validExperience,
  validMessage,
  validProject,
  validTechStack,
} from "../helpers/fixtures";
import { imageFile } from "../helpers/images";

// Before the first query: an on-disk PGlite under this worker's temporary $DATA_DIR
// (helpers/db removes the folder after the file).
process.env.PGLITE_DIR = path.join(process.env.DATA_DIR as string, "pglite-faults");

const CLOSED_PORT = { DATABASE_URL: "postgres://postgres@127.0.0.1:1/portfolio", DATABASE_DRIVER: "pg" };
const UNAVAILABLE = { msg: "The database is unavailable right now. Please try again shortly." };
const LOGIN_REQUIRED = { msg: "You need to log in to do that." };

type Method = "GET" | "POST" | "PATCH" | "DELETE";
interface Call {
  name: string;
  method: Method;
  path: () => string;
  options?: () => RequestOptions;
  /** Owner-only: sent with the owner's cookie (503), and without it (401, no query needed). */
  owner?: boolean;
}

const ids: Record<string, string> = {};
let owner: string;

const ENTITIES = [
  { path: "/api/v1/projects", single: "project", fixture: validProject, image: "logo" },
  { path: "/api/v1/blogs", single: "blog", fixture: validBlog, image: "imageUrl" },
  { path: "/api/v1/experiences", single: "experience", fixture: validExperience, image: null },
  { path: "/api/v1/certification", single: "certification", fixture: validCertification, image: "image" },
  { path: "/api/v1/techStack", single: "techstack", fixture: validTechStack, image: "imageUrl" },
] as const;

const CALLS: Call[] = [
  { name: "GET /projects?search", method: "GET", path: () => "/api/v1/projects?search=site&sort=a-z" },
  { name: "GET /projects/selectedProjects", method: "GET", path: () => "/api/v1/projects/selectedProjects" },
  ...ENTITIES.flatMap((e): Call[] => [
    { name: `GET ${e.path}`, method: "GET", path: () => e.path },
    { name: `GET ${e.path}/:id`, method: "GET", path: () => `${e.path}/${ids[e.single]}` },
    {
      name: `POST ${e.path}${e.image ? " with an image" : ""}`,
      method: "POST",
      path: () => e.path,
      options: () => ({
        multipart: { ...(e.fixture() as Record<string, string>), ...(e.image ? { [e.image]: imageFile("png") } : {}) },
      }),
      owner: true,
    },
    {
      name: `PATCH ${e.path}/:id`,
      method: "PATCH",
      path: () => `${e.path}/${ids[e.single]}`,
      options: () => ({ json: { title: "Changed during the outage" } }),
      owner: true,
    },
    { name: `DELETE ${e.path}/:id`, method: "DELETE", path: () => `${e.path}/${ids[e.single]}`, owner: true },
  ]),
  { name: "GET /message", method: "GET", path: () => "/api/v1/message", owner: true },
  { name: "PATCH /message/:id", method: "PATCH", path: () => `/api/v1/message/${ids.message}`, options: () => ({ json: { read: true } }), owner: true },
  { name: "DELETE /message/:id", method: "DELETE", path: () => `/api/v1/message/${ids.message}`, owner: true },
  { name: "POST /message (a visitor)", method: "POST", path: () => "/api/v1/message", options: () => ({ json: validMessage(), ip: "203.0.113.9" }) },
  { name: "POST /auth/login", method: "POST", path: () => "/api/v1/auth/login", options: () => ({ json: { email: OWNER.email, password: OWNER.password } }) },
];

beforeAll(async () => {
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
  for (const e of ENTITIES) {
    const res = await api.post(e.path, { cookie: owner, json: e.fixture() });
    expect(res.status).toBe(201);
    ids[e.single] = res.body[e.single]._id;
  }
  ids.message = (await createMessage())._id;
});

test("the embedded database of this file is on disk, so it can come back as it was", async () => {
  expect((await getDbHandle()).driver).toBe("pglite");
  expect(process.env.PGLITE_DIR).not.toMatch(/^memory:/);
});

test("unreachable: 503 {msg} for every read and write, public and owner; 401 without a session; nothing written", async () => {
  const before = { rows: await snapshotRows(), files: await uploadedFiles() };
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const results: Record<string, unknown> = {};
  const expected: Record<string, unknown> = {};
  try {
    await closeDb();
    await withEnv(CLOSED_PORT, async () => {
      for (const call of CALLS) {
        const res = await api.request(call.method, call.path(), { ...call.options?.(), cookie: call.owner ? owner : undefined });
        results[call.name] = { status: res.status, body: res.body };
        expected[call.name] = { status: 503, body: UNAVAILABLE };
        if (call.owner) {
          // Without a session the answer needs no database: still the usual 401.
          const anonymous = await api.request(call.method, call.path(), call.options?.());
          results[`${call.name} (no session)`] = { status: anonymous.status, body: anonymous.body };
          expected[`${call.name} (no session)`] = { status: 401, body: LOGIN_REQUIRED };
        }
      }
      // The owner's session cannot be checked: current-user is a 503 too, not a silent "logged out".
      const me = await api.get("/api/v1/users/current-user", { cookie: owner });
      results["GET /users/current-user (owner)"] = { status: me.status, body: me.body };
      expected["GET /users/current-user (owner)"] = { status: 503, body: UNAVAILABLE };
      // A visitor's current-user and logout need no query.
      const visitor = await api.get("/api/v1/users/current-user");
      results["GET /users/current-user (visitor)"] = { status: visitor.status, body: visitor.body };
      expected["GET /users/current-user (visitor)"] = { status: 200, body: { user: null } };
      const logout = await api.delete("/api/v1/auth/logout", { cookie: owner });
      results["DELETE /auth/logout (owner)"] = { status: logout.status, body: logout.body };
      expected["DELETE /auth/logout (owner)"] = { status: 503, body: UNAVAILABLE };
    });
    expect(results).toEqual(expected);
    expect(errors).toHaveBeenCalledWith("[api] database unavailable:", expect.any(String));
  } finally {
    errors.mockRestore();
  }
  // Back on the embedded database: nothing was written during the outage, no file was kept.
  expect({ rows: await snapshotRows(), files: await uploadedFiles() }).toEqual(before);
});

test("back: the same process serves the same database again, the session still valid", async () => {
  // The outage above ended when DATABASE_URL was restored; no restart, no closeDb since.
  const list = await api.get("/api/v1/projects");
  expect(list.status).toBe(200);
  expect(list.body.projects.map((p: { _id: string }) => p._id)).toEqual([ids.project]);
  expect((await getDbHandle()).driver).toBe("pglite");
  // The owner's session from before the outage still works, for reads and writes.
  expect((await api.get("/api/v1/users/current-user", { cookie: owner })).body.user.email).toBe(OWNER.email);
  const inbox = await api.get("/api/v1/message", { cookie: owner });
  expect(inbox.body.messages.map((m: { _id: string }) => m._id)).toEqual([ids.message]);
  const patched = await api.patch(`/api/v1/projects/${ids.project}`, { cookie: owner, json: { title: "After the outage" } });
  expect(patched.status).toBe(200);
  expect(patched.body.project.title).toBe("After the outage");
  const created = await api.post("/api/v1/techStack", { cookie: owner, multipart: { ...(validTechStack() as Record<string, string>), imageUrl: imageFile("png") } });
  expect(created.status).toBe(201);
  expect(await uploadedFiles()).toHaveLength(1);
});

test("a second outage and recovery in the same process behave the same", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    await closeDb();
    await withEnv(CLOSED_PORT, async () => {
      for (let i = 0; i < 3; i++) {
        const res = await api.get("/api/v1/blogs");
        expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: UNAVAILABLE });
      }
      // A preview link's 404 cannot be known then: the proxy lets the page answer, never fails itself.
      const preview = await siteProxy(new NextRequest(`${ORIGIN}/preview/blogs/${signPreview("blogs", ids.blog, previewExpiry(7))}`));
      expect([preview.status, preview.headers.get("x-middleware-next")]).toEqual([200, "1"]);
    });
  } finally {
    errors.mockRestore();
  }
  const res = await api.get("/api/v1/blogs");
  expect(res.status).toBe(200);
  expect(res.body.blogs).toHaveLength(1);
});
