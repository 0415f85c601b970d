import { isRedirectError } from "next/dist/client/components/redirect-error";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import type { ReactElement } from "react";
import AdminLayout, { metadata as adminMetadata } from "@/app/(admin)/layout";
import AddProjectPage from "@/app/(admin)/add-project/page";
import EditProjectPage from "@/app/(admin)/edit-project/[id]/page";
import EditExperiencePage from "@/app/(admin)/edit-experience/[id]/page";
import EditBlogPage from "@/app/(admin)/edit-blog/[id]/page";
import EditCertificationPage from "@/app/(admin)/edit-certification/[id]/page";
import EditTechStackPage from "@/app/(admin)/edit-techStack/[id]/page";
import MessagesPage from "@/app/(admin)/message/page";
import ActivityPage from "@/app/(admin)/activity/page";
import MediaPage from "@/app/(admin)/admin/media/page";
import { MediaLibrary } from "@/components/admin/media/media-library";
import { getDb } from "@/lib/db";
import { media } from "@/lib/db/schema";
import LoginPage from "@/app/login/page";
import { AdminPage } from "@/components/admin/admin-page";
import { RedirectWithToast } from "@/components/admin/redirect-with-toast";
import { requireOwner } from "@/lib/auth/require-owner";
import { verifyCredentials } from "@/lib/auth/login";
import { endSession, startSession } from "@/lib/auth/session";
import { recordActivity } from "@/lib/data/activity";
import { createExperience } from "@/lib/data/experiences";
import { createProject } from "@/lib/data/projects";
import { api } from "../helpers/api";
import { resetDatabase } from "../helpers/db";

// The request's cookie jar, as next/headers would give it to a server component.
const mockJar: { session?: string } = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "next-auth.session-token" && mockJar.session ? { name, value: mockJar.session } : undefined,
  }),
}));

/** Where a server-side redirect() sends the visitor, or null when the call did not redirect. */
async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
}

/** Logs in as the test owner (tests/setup/env.ts) and puts the cookie in the jar. */
async function logInAsOwner() {
  const owner = await verifyCredentials(
    { email: process.env.OWNER_EMAIL as string, password: process.env.OWNER_PASSWORD as string },
    "203.0.113.9",
  );
  mockJar.session = await startSession(owner);
  return owner;
}

const noParams = { params: Promise.resolve({ id: "x" }) };

beforeEach(async () => {
  await resetDatabase();
  delete mockJar.session;
});

describe("requireOwner", () => {
  test("redirects to / without a session cookie", async () => {
    expect(await redirectOf(() => requireOwner())).toBe("/");
  });

  test("redirects to / with a forged cookie", async () => {
    mockJar.session = "not-a-real-token";
    expect(await redirectOf(() => requireOwner())).toBe("/");
  });

  test("returns the owner with a live session, and redirects once it is logged out", async () => {
    const owner = await logInAsOwner();
    await expect(requireOwner()).resolves.toEqual(owner);
    await endSession(mockJar.session);
    expect(await redirectOf(() => requireOwner())).toBe("/");
  });
});

describe("admin screens for an anonymous visitor", () => {
  test.each([
    ["the admin layout", () => AdminLayout({ children: null })],
    ["add-project", () => AddProjectPage()],
    ["edit-project", () => EditProjectPage(noParams)],
    ["message", () => MessagesPage()],
    ["activity", () => ActivityPage()],
    ["admin/media", () => MediaPage()],
  ])("%s redirects to / on the server", async (_, render) => {
    expect(await redirectOf(render)).toBe("/");
  });

  test("are never indexed", () => {
    expect(adminMetadata.robots).toMatchObject({ index: false, follow: false });
  });
});

describe("admin screens for the owner", () => {
  test("admin/media lists every upload, newest first, for the library screen", async () => {
    await logInAsOwner();
    const db = await getDb();
    await db.insert(media).values([
      { url: "/uploads/aaaaaaaa-1111-4111-8111-111111111111.webp", name: "older.png", contentType: "image/webp", createdAt: new Date("2026-01-01T00:00:00Z") },
      { url: "/uploads/bbbbbbbb-1111-4111-8111-111111111111.webp", name: "newer.png", contentType: "image/webp", createdAt: new Date("2026-02-01T00:00:00Z") },
    ]);
    const element = (await MediaPage()) as ReactElement<{ title: string; children: ReactElement<{ items: Array<{ name: string }> }> }>;
    expect(element.type).toBe(AdminPage);
    expect(element.props.title).toBe("Media");
    expect(element.props.children.type).toBe(MediaLibrary);
    expect(element.props.children.props.items.map((item) => item.name)).toEqual(["newer.png", "older.png"]);
  });

  test("an unknown or malformed id goes back to the list with the toast", async () => {
    await logInAsOwner();
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const element = (await EditProjectPage({ params: Promise.resolve({ id }) })) as ReactElement<{
        href: string;
        message: string;
      }>;
      expect(element.type).toBe(RedirectWithToast);
      expect(element.props).toMatchObject({ href: "/projects", message: "Project not found." });
    }
  });

  test.each([
    ["edit-project", EditProjectPage, "projects", "/projects"],
    ["edit-blog", EditBlogPage, "blogs", "/blogs"],
    ["edit-experience", EditExperiencePage, "experiences", "/experience"],
    ["edit-certification", EditCertificationPage, "certification", "/certification"],
    ["edit-techStack", EditTechStackPage, "techStack", "/techStack"],
  ] as const)("%s: an unknown id toasts the API's own 404 message", async (_, Page, collection, list) => {
    await logInAsOwner();
    const id = "00000000-0000-4000-8000-000000000000";
    const answer = await api.get(`/api/v1/${collection}/${id}`);
    expect(answer.status).toBe(404);
    const element = (await Page({ params: Promise.resolve({ id }) })) as ReactElement<{ href: string; message: string }>;
    expect(element.type).toBe(RedirectWithToast);
    expect(element.props).toMatchObject({ href: list, message: answer.body.msg });
  });

  test("edit-project prefills the form from the stored project", async () => {
    await logInAsOwner();
    const project = await createProject({
      title: "Fieldnotes",
      oneLineDescription: "Notes from the field",
      description: "An offline-first notebook.",
      liveUrl: "https://example.com/fieldnotes",
      projectType: "frontend",
      technologiesUsed: ["React", "TypeScript"],
      keywordsAndTags: ["notes"],
      isArchived: true,
    });
    const element = (await EditProjectPage({ params: Promise.resolve({ id: project._id }) })) as ReactElement<{
      children: ReactElement<{ project: Record<string, unknown> }>;
    }>;
    expect(element.type).toBe(AdminPage);
    expect(element.props.children.props.project).toMatchObject({
      _id: project._id,
      title: "Fieldnotes",
      projectType: "frontend",
      technologiesUsed: "React, TypeScript",
      isArchived: true,
    });
  });

  test("edit-experience prefills skills with the stored value and learned with pipes", async () => {
    await logInAsOwner();
    const experience = await createExperience({
      title: "Engineer",
      company: "Acme",
      location: "Remote",
      startDate: "2022-01",
      endDate: null,
      skills: "Go, PostgreSQL (stored, not a default)",
      learned: ["Built the API", "Led the migration"],
    });
    const element = (await EditExperiencePage({ params: Promise.resolve({ id: experience._id }) })) as ReactElement<{
      children: ReactElement<{ experience: Record<string, unknown> }>;
    }>;
    expect(element.props.children.props.experience).toMatchObject({
      skills: "Go, PostgreSQL (stored, not a default)",
      learned: "Built the API | Led the migration",
      endDate: "", // the current role
    });
  });
});

test("activity lists the recorded logins and changes, newest first, with the address", async () => {
  await logInAsOwner();
  await recordActivity("login.failed", "owner@portfolio.test", "198.51.100.4");
  await recordActivity("project.create", "Fieldnotes", "203.0.113.9");
  const element = (await ActivityPage()) as ReactElement<{
    children: ReactElement<{ entries: Array<{ action: string; detail: string; ip: string; at: string }> }>;
  }>;
  const entries = element.props.children.props.entries;
  expect(entries.map((e) => [e.action, e.detail, e.ip])).toEqual([
    ["project.create", "Fieldnotes", "203.0.113.9"],
    ["login.failed", "owner@portfolio.test", "198.51.100.4"],
  ]);
  expect(entries[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

describe("/login", () => {
  test("sends a logged-in owner home", async () => {
    await logInAsOwner();
    expect(await redirectOf(() => LoginPage())).toBe("/admin");
  });

  test("shows the form to a visitor", async () => {
    expect(await redirectOf(() => LoginPage())).toBeNull();
  });
});
