import { isRedirectError } from "next/dist/client/components/redirect-error";
import { getURLFromRedirectError } from "next/dist/client/components/redirect";
import type { ReactElement } from "react";
import DashboardPage from "@/app/(admin)/admin/page";
import type { DashboardProps } from "@/components/admin/dashboard/dashboard";
import { verifyCredentials } from "@/lib/auth/login";
import { startSession } from "@/lib/auth/session";
import { recordActivity } from "@/lib/data/activity";
import { getDashboard } from "@/lib/data/dashboard";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { validMessage } from "../helpers/fixtures";

// The request's cookie jar, as next/headers would give it to a server component.
const mockJar: { session?: string } = {};
jest.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === "next-auth.session-token" && mockJar.session ? { name, value: mockJar.session } : undefined,
  }),
}));

async function redirectOf(run: () => Promise<unknown>): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
}

let cookie: string;
beforeEach(async () => {
  await resetDatabase();
  delete mockJar.session;
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

test("an anonymous visitor is redirected to / on the server, and a forged cookie too", async () => {
  expect(await redirectOf(() => DashboardPage())).toBe("/");
  mockJar.session = "not-a-real-token";
  expect(await redirectOf(() => DashboardPage())).toBe("/");
});

test("an empty site counts zeros", async () => {
  const { counts, latestMessages, latestActivity } = await getDashboard();
  expect(Object.values(counts).every((count) => count === 0)).toBe(true);
  expect(latestMessages).toEqual([]);
  // The owner's login of beforeEach is recorded.
  expect(latestActivity.map((entry) => entry.action)).toEqual(["login.success"]);
});

test("the owner's page: the latest 5 messages and 8 activity entries, newest first, as plain values", async () => {
  const owner = await verifyCredentials(
    { email: process.env.OWNER_EMAIL as string, password: process.env.OWNER_PASSWORD as string },
    "203.0.113.9",
  );
  mockJar.session = await startSession(owner);
  for (let i = 1; i <= 7; i++) await post("/api/v1/message", validMessage({ subject: `Message ${i}` }), { owner: false });
  for (let i = 1; i <= 10; i++) await recordActivity("project.update", `Project ${i}`, "203.0.113.9");

  const element = (await DashboardPage()) as ReactElement<{ children: ReactElement<DashboardProps> }>;
  const props = element.props.children.props;
  expect(props.counts.messages).toBe(7);
  expect(props.latestMessages.map((message) => message.subject)).toEqual(["Message 7", "Message 6", "Message 5", "Message 4", "Message 3"]);
  expect(props.latestMessages[0]).toEqual({
    _id: expect.any(String),
    name: "Visitor",
    subject: "Message 7",
    read: false,
    at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
  expect(props.latestActivity).toHaveLength(8);
  expect(props.latestActivity[0]).toEqual({ _id: expect.any(String), action: "project.update", detail: "Project 10", at: expect.any(String) });
  // Plain values only: the page hands them to components as props.
  expect(JSON.parse(JSON.stringify(props))).toEqual(props);
});

test("the page hands the last 30 days' visitor counts to the dashboard (issue 26)", async () => {
  const owner = await verifyCredentials(
    { email: process.env.OWNER_EMAIL as string, password: process.env.OWNER_PASSWORD as string },
    "203.0.113.9",
  );
  mockJar.session = await startSession(owner);
  const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
  for (const path of ["/", "/about", "/about"]) {
    const res = await api.post("/api/v1/views", { json: { path }, ip: "198.51.100.61", headers: { "user-agent": browser } });
    expect(res.status).toBe(204);
  }
  const element = (await DashboardPage()) as ReactElement<{ children: ReactElement<DashboardProps> }>;
  const { analytics } = element.props.children.props;
  expect(analytics?.days).toBe(30);
  expect(analytics?.total).toEqual({ views: 3, visitors: 1 });
  expect(analytics?.pages.map((page) => [page.title, page.views])).toEqual([["About", 2], ["Home", 1]]);
});
