import { devices, type APIRequestContext, type Browser, type BrowserType, type Page } from "@playwright/test";
import { AccountPage } from "./pages/account-page";
import { ContactPage } from "./pages/contact-page";
import { DASHBOARD_CONTENT, type DashboardContent } from "./pages/dashboard-page";
import type { Collection } from "./support/api";
import { expectNoSeriousViolations, switchTheme, type Theme } from "./support/axe";
import { LoginPage } from "./pages/login-page";
import { Navigation, ROUTES } from "./pages/navigation";
import { ProfilePage } from "./pages/profile-page";
import { OWNER } from "./support/api";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";
import { pngFile } from "./support/files";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { E2E_MARKER, expect, expectTouchTargets, test, toast } from "./support/fixtures";

/**
 * The owner's studio beyond the spec's screens, on the desktop and on a phone: the
 * dashboard reached from the More menu/sheet, the unread count in the navigation following
 * new, read and deleted messages without a reload, the inbox 50 messages at a time, and axe
 * on both screens in both themes. Every message made here carries the E2E marker and is
 * deleted afterwards.
 */
test.use({ loggedIn: true });

test.afterEach(async ({ ownerApi }) => {
  await ownerApi.removeMatching("messages", E2E_MARKER);
});

/** What the API lists for each dashboard count (projects: active and archived). */
const SOURCES: Record<DashboardContent, Collection[]> = {
  projects: ["projects", "archivedProjects"],
  blogs: ["blogs"],
  experiences: ["experiences"],
  certifications: ["certification"],
  techStack: ["techStack"],
};

/** The accessible name of the Messages link with `unread` messages unread. */
const messagesName = (unread: number) => (unread > 0 ? `Messages ${unread} unread` : "Messages");

/** Marks the document, so a later check can tell that no reload happened in between. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), "no reload").toBe(true);
}

test("More → Dashboard: every count and the inbox, then New project opens the add form", { tag: "@desktop" }, async ({
  page,
  nav,
  dashboardPage,
  formPage,
  ownerApi,
}) => {
  await page.goto("/");
  // Every owner screen is in the More menu (desktop) or sheet (phone), where the journeys of
  // the others (media, trash, arrange, profile) come in on the phone alone.
  await nav.openMore();
  for (const target of ["dashboard", "profile", "arrange", "media", "trash"] as const) {
    await expect(nav.link(target)).toHaveAttribute("href", ROUTES[target]);
  }
  await nav.open("dashboard");
  await dashboardPage.expectLoaded();

  for (const type of Object.keys(DASHBOARD_CONTENT) as DashboardContent[]) {
    let expected = 0;
    for (const collection of SOURCES[type]) expected += (await ownerApi.list(collection)).length;
    await expect(dashboardPage.countLink(type)).toBeVisible();
    expect(await dashboardPage.count(type), `${type} count`).toBe(expected);
    await expect(dashboardPage.newButton(type)).toHaveAttribute("href", DASHBOARD_CONTENT[type].add);
  }
  const { unread, total } = await ownerApi.inboxCounts();
  const main = page.getByRole("main");
  await expect(main.getByText(unread > 0 ? `${unread} unread message${unread === 1 ? "" : "s"}` : "No unread messages")).toBeVisible();
  await expect(main.getByText(`${total} message${total === 1 ? "" : "s"} in the inbox`)).toBeVisible();
  await expect(dashboardPage.latestMessages.getByRole("listitem")).toHaveCount(Math.min(total, 5));
  await expect(dashboardPage.latestActivity.getByRole("link", { name: "All activity" })).toHaveAttribute("href", "/activity");
  await expectTouchTargets(main);

  await nav.choose(dashboardPage.newButton("projects"));
  await expect(page).toHaveURL(/\/add-project$/);
  await expect(formPage.heading).toHaveText("Add project");
});

test("a visitor's message shows in the owner's Messages badge after a navigation, and Read and Delete take it away, without a reload", { tag: "@desktop" }, async ({
  page,
  nav,
  messagesPage,
  visitorPage,
  ownerApi,
  unique,
}) => {
  const subject = unique("Badge");
  await page.goto("/");
  const { unread } = await ownerApi.inboxCounts();
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread));
  await markDocument(page);

  // A visitor writes, in their own anonymous context.
  const visitor = new ContactPage(await visitorPage());
  await visitor.goto();
  await visitor.sendMessage({ name: "E2E Visitor", email: "visitor@example.org", subject, message: "Count me." });

  // The owner moves on through the navigation: the count follows.
  await nav.open("about");
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread + 1));
  await nav.open("messages");
  await expect(messagesPage.card(messagesPage.unread, subject, "Unread")).toBeVisible();

  await messagesPage.readButton(messagesPage.unread, subject).click();
  await expect(toast(page, "Message read successfully!")).toBeVisible();
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread));

  await messagesPage.deleteButton(messagesPage.all, subject).click();
  await expect(toast(page, "Message deleted successfully!")).toBeVisible();
  await expect(page.getByRole("article", { name: new RegExp(subject) })).toHaveCount(0);
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread));
  await expectSameDocument(page);
});

test("Load more: an inbox of more than 50 messages shows 50, then the next ones", async ({
  page,
  nav,
  messagesPage,
  ownerApi,
  unique,
}) => {
  const prefix = unique("Bulk");
  // Enough for a second page, and at least one of our own to look for.
  const needed = Math.max(1, 51 - (await ownerApi.inboxCounts()).total);
  for (let i = 1; i <= needed; i++) {
    await ownerApi.sendMessage({ name: "E2E Visitor", email: "visitor@example.org", subject: `${prefix} ${i}`, message: "One of many." });
  }
  const { total } = await ownerApi.inboxCounts();
  expect(total).toBeGreaterThan(50);

  await page.goto("/");
  await nav.open("messages");
  await expect(messagesPage.allCards).toHaveCount(50);
  await expect(messagesPage.shown).toHaveText(`Showing 50 of ${total} messages`);
  // Newest first: the last one sent leads the list.
  await expect(messagesPage.allCards.first()).toHaveAccessibleName(`Unread message: ${prefix} ${needed}`);

  await messagesPage.loadMore.scrollIntoViewIfNeeded();
  await nav.choose(messagesPage.loadMore);
  const shown = Math.min(total, 100);
  await expect(messagesPage.allCards).toHaveCount(shown);
  await expect(messagesPage.shown).toHaveText(`Showing ${shown} of ${total} messages`);
  if (total <= 100) await expect(messagesPage.loadMore).toHaveCount(0);
  // Nothing listed twice.
  const names = await messagesPage.allCards.evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
  const ours = names.filter((name) => name?.includes(prefix));
  expect(new Set(ours).size).toBe(ours.length);
  expect(ours).toHaveLength(Math.min(needed, shown));
});

/** The owner's visitor counts of the last 7 days, through the API (the page's own cookies). */
async function visitorCounts(page: Page): Promise<{ total: { views: number }; pages: Array<{ path: string; views: number }> }> {
  const response = await page.request.get("/api/v1/analytics?days=7");
  expect(response.status()).toBe(200);
  return response.json();
}

const viewsOf = (counts: Awaited<ReturnType<typeof visitorCounts>>, path: string) => counts.pages.find((p) => p.path === path)?.views ?? 0;

/** Waits for the beacon's report of `path` (issue 26) and returns its status. */
const beaconOf = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().endsWith("/api/v1/views") && response.request().postDataJSON()?.path === path);

test("a visitor's views (a phone's first load and client-side navigation, a desktop's load) show on the owner's dashboard; DNT, a bot and the owner count nothing, and no page sets a cookie", async ({
  page,
  browser,
  visitorPage,
  dashboardPage,
}) => {
  // Three browsers' first loads and the owner's dashboard: 50 s measured on 2 cores.
  test.setTimeout(120_000);
  const before = await visitorCounts(page);

  // A new context of this (logged-in) test would carry the owner's cookies, and the owner is
  // never counted: the other visitors' browsers start with none, so each is left out (or
  // counted) for its own reason.
  const anonymous = { baseURL: test.info().project.use.baseURL, storageState: { cookies: [], origins: [] } };

  // A visitor on a phone: the home page, then About through the navigation (no reload).
  const visitor = await visitorPage();
  const home = beaconOf(visitor, "/");
  await visitor.goto("/");
  expect((await home).status()).toBe(204);
  const about = beaconOf(visitor, "/about");
  await new Navigation(visitor, true).open("about");
  expect((await about).status()).toBe(204);
  const again = beaconOf(visitor, "/");
  await visitor.goBack();
  expect((await again).status()).toBe(204);
  expect(await visitor.context().cookies(), "cookies a visitor's pages set").toEqual([]);
  expect(await visitor.evaluate(() => localStorage.length + sessionStorage.length), "what the pages store in the browser").toBe(0);

  // A visitor on a desktop (its own browser, a desktop's user agent): Projects is counted too.
  const desktop = await browser.newContext({ ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, ...anonymous });
  const desktopVisitor = await desktop.newPage();
  const projects = beaconOf(desktopVisitor, "/projects");
  await desktopVisitor.goto("/projects");
  expect((await projects).status()).toBe(204);
  expect(await desktop.cookies(), "cookies a desktop visitor's page sets").toEqual([]);
  await desktop.close();

  // Not counted: a browser asking not to be tracked, a bot, the owner (this page).
  for (const options of [{ extraHTTPHeaders: { DNT: "1" } }, { userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }]) {
    const context = await browser.newContext({ ...devices["Pixel 7"], ...options, ...anonymous });
    const other = await context.newPage();
    const report = beaconOf(other, "/about");
    await other.goto("/about");
    expect((await report).status()).toBe(204);
    await context.close();
  }
  const owners = beaconOf(page, "/about");
  await page.goto("/about");
  expect((await owners).status()).toBe(204);

  const after = await visitorCounts(page);
  expect(after.total.views - before.total.views, "views counted").toBe(4);
  expect(viewsOf(after, "/about") - viewsOf(before, "/about"), "views of About").toBe(1);
  expect(viewsOf(after, "/projects") - viewsOf(before, "/projects"), "views of Projects").toBe(1);
  expect(viewsOf(after, "/") - viewsOf(before, "/"), "views of Home").toBe(2);

  // The owner's dashboard shows them: the month's total, About among the top pages, the table.
  await dashboardPage.goto();
  const visitors = page.getByRole("region", { name: "Visitors" });
  await expect(visitors).toBeVisible();
  const month = await (await page.request.get("/api/v1/analytics?days=30")).json();
  await expect(visitors.getByRole("definition").first()).toHaveText(month.total.views.toLocaleString("en"));
  await expect(page.getByRole("region", { name: "Top pages and posts" }).getByRole("link", { name: "About" })).toBeVisible();
  await visitors.getByText("Show the figures per day").click();
  const table = visitors.getByRole("table", { name: /Views and visitors per day/ });
  await expect(table.getByRole("row")).toHaveCount(31);
  await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toHaveText(String(month.daily.at(-1).views));
  await expectTouchTargets(visitors);
});

test.describe("axe", () => {
  test.use({ reducedMotion: "reduce" });
  const THEMES: Theme[] = ["dark", "light"];

  async function auditBothThemes(page: Page, testInfo: import("@playwright/test").TestInfo, path: string, ready: () => Promise<void>) {
    await page.goto(path);
    for (const theme of THEMES) {
      if (theme !== "dark") await switchTheme(page, theme);
      else await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await ready();
      await expectNoSeriousViolations(page, testInfo, `${path} (${theme})`, theme === "dark" ? "all" : "theme");
    }
  }

  test("axe: /admin", async ({ page, dashboardPage }, testInfo) => {
    await auditBothThemes(page, testInfo, "/admin", () => dashboardPage.expectLoaded());
  });

  test("axe: /message, with a long message collapsed and its Show more button", async ({ page, messagesPage, ownerApi, unique }, testInfo) => {
    const subject = unique("Long");
    const message = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long message that the inbox collapses.`).join("\n");
    await ownerApi.sendMessage({ name: "E2E Visitor", email: "visitor@example.org", subject, message });
    const card = messagesPage.card(messagesPage.all, subject, "Unread");
    await auditBothThemes(page, testInfo, "/message", async () => {
      await expect(card).toBeVisible();
      await expect(card.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
    });
    // Collapsed, the text is cut (taller than its box); Show more shows all of it.
    const toggle = card.getByRole("button", { name: "Show more" });
    const text = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(text).toContainText("Line 12 of a long message");
    const clipped = () => text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(await clipped(), "collapsed text is clipped").toBe(true);
    await toggle.click();
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(await clipped(), "expanded text is whole").toBe(false);
    const reply = card.getByRole("link", { name: /^Reply to E2E Visitor/ });
    await expect(reply).toHaveAttribute("href", `mailto:visitor@example.org?subject=${encodeURIComponent(`Re: ${subject}`)}`);
    const box = await reply.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });
});

/*
 * Issue 25, point 7: making the site the owner's in the first ten minutes, on a phone. Two
 * servers of the suite's build, each on a fresh data folder of its own (the shared demo server
 * is left as the other journeys expect it): (a) a deploy with the owner's own credentials, which
 * must never show the demo's fictional person, and whose checklist leads to a finished site;
 * (b) the zero-config demo, walked through the checklist with Remove demo content, until no
 * public page, feed or manifest shows a trace of the demo while the owner's own items stay.
 * The browser is on this machine's own addresses (a production server keeps a session over
 * plain HTTP only there), which the checklist never offers as the site's: the owner writes the
 * public address on the profile, as they would (the one-tap offer of a public address is
 * tests/admin/first-run-checklist.test.tsx).
 */
test.describe("first run", () => {
  test.use({ loggedIn: false });

  const base = Number(process.env.E2E_PORT ?? 3400);
  const dataDir = process.env.E2E_DATA_DIR ?? ".data-e2e";
  /** What the demo's fictional person leaves on a page. */
  // The demo's place as it shows it ("Lisbon" alone is also a time zone the profile offers: Europe/Lisbon).
  const DEMO_TRACES = ["Alex Morgan", "Lisbon, Portugal", "Illustrated portrait", "Fieldnotes", "Tidepool", "Northwind", "hello@example.com", "linkedin.com/in/example", "wa.me/15555550100"];

  let servers: OwnServer[] = [];
  let browser: Browser | undefined;

  test.afterEach(async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
    servers = [];
  });

  /** A phone, recording any demo trace it ever shows. */
  async function phone(playwright: { chromium: BrowserType }): Promise<Page> {
    browser = await playwright.chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
    await context.addInitScript((traces: string[]) => {
      const seen = () => {
        const text = document.documentElement?.innerText ?? "";
        const found = traces.find((trace) => text.includes(trace));
        if (found) (window as unknown as { demoTrace?: string }).demoTrace ??= `${found} on ${location.pathname}`;
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
      document.addEventListener("DOMContentLoaded", seen);
    }, DEMO_TRACES.slice(0, 3));
    return context.newPage();
  }

  const demoTraceSeen = (page: Page) => page.evaluate(() => (window as unknown as { demoTrace?: string }).demoTrace ?? null);

  /** What a visitor (no cookies) is served at `path`: no trace of the demo in it. */
  async function expectNoDemoTrace(visitor: APIRequestContext, path: string): Promise<void> {
    const response = await visitor.get(path);
    expect(response.status(), path).toBe(200);
    const text = await response.text();
    for (const trace of DEMO_TRACES) expect([path, trace, text.includes(trace)]).toEqual([path, trace, false]);
  }

  /**
   * Fills the profile's fields and checks each holds what was typed before saving: a lost
   * keystroke fails here, not three steps later (nothing is typed a second time).
   */
  async function fillProfile(profile: ProfilePage, values: Record<string, string>): Promise<void> {
    await profile.fill(values);
    for (const [label, value] of Object.entries(values)) await expect(profile.field(label)).toHaveValue(value);
  }

  /** Back to the dashboard from the saved profile through its "← Dashboard" link: nothing is unsaved, nothing asks. */
  async function backToDashboard(page: Page): Promise<void> {
    await page.getByRole("main").getByRole("link", { name: "Dashboard", exact: true }).tap();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByRole("alertdialog", { name: "Leave without saving?" })).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
  }

  /** The profile opened again: what was saved is not offered back as unsaved work. */
  async function openedProfile(page: Page, profile: ProfilePage): Promise<void> {
    await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
    await profile.expectLoaded();
    await expect(page.getByRole("main").getByText(/^Unsaved changes from /)).toHaveCount(0);
  }

  /** The checklist's "n of m done", as the screen shows it once it has settled. */
  const progress = (page: Page) => page.getByRole("region", { name: "Make this site yours" }).getByText(/^\d+ of \d+ done$/);

  test("a deploy with the owner's credentials shows no fictional person, and the demo walked through the checklist leaves no trace of itself", async ({ playwright }) => {
    test.setTimeout(300_000);
    const ownerLogin = { email: "ines@owner.test", password: "first-run-password-25" };
    const [ownerServer, demoServer] = await Promise.all([
      startOwnServer({ port: base + 7, dataDir: `${dataDir}-owner`, env: { OWNER_EMAIL: ownerLogin.email, OWNER_PASSWORD: ownerLogin.password } }),
      startOwnServer({ port: base + 8, dataDir: `${dataDir}-demo` }),
    ]);
    servers = [ownerServer, demoServer];
    const page = await phone(playwright);
    const nav = new Navigation(page, true);
    const profile = new ProfilePage(page, true);
    const checklist = page.getByRole("region", { name: "Make this site yours" });

    // (a) The owner's own deploy: a visitor sees neutral placeholders, never the demo's person,
    // and never the login e-mail the deploy was given (issue 37: private until the owner
    // chooses a public one). By its IP: the demo below needs "localhost" for its passkey.
    const ownerSite = `http://127.0.0.1:${base + 7}`;
    await page.goto(`${ownerSite}/`);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Hi, I'm Your name.");
    for (const path of ["/", "/about", "/contact"]) expect(await (await fetch(`${ownerSite}${path}`)).text()).not.toContain(ownerLogin.email);
    await nav.open("about");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText("Your name");
    await nav.openLogin();
    await new LoginPage(page).login(ownerLogin.email, ownerLogin.password);
    await expect(toast(page, "Login successful")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    // The deploy gave the login: that item is done; the public e-mail is not the login's.
    await expect(checklist).toBeVisible();
    await expect(progress(page)).toHaveText("1 of 6 done");
    await expect(checklist.getByRole("listitem").filter({ hasText: "Your own login" })).toHaveAttribute("data-done", "true");
    await expect(checklist.getByRole("listitem").filter({ hasText: "Your links and e-mail" })).toHaveAttribute("data-done", "false");
    await expect(checklist.getByRole("button", { name: "Remove demo content" })).toHaveCount(0);

    await checklist.getByRole("listitem").filter({ hasText: "Your name and role" }).getByRole("link", { name: "Edit profile" }).tap();
    await profile.expectLoaded();
    await fillProfile(profile, {
      Name: "Inés Ferrer",
      Role: "Data engineer",
      Introduction: "I build data pipelines that stay boring.",
      "Who I am": "Ten years of **pipelines**.",
      "Site description": "Inés Ferrer builds data pipelines.",
      "Public e-mail": "hello@ines-ferrer.example",
      "Photo description": "Inés at her desk, smiling",
    });
    await profile.uploadPhoto(pngFile("ines.png", [40, 120, 200]));
    await profile.saveAndStay();
    await backToDashboard(page);
    await expect(progress(page)).toHaveText("5 of 6 done");
    // This browser's address is local: not offered; the owner writes the public one.
    await expect(checklist.getByRole("button", { name: /^Use / })).toHaveCount(0);
    await checklist.getByRole("link", { name: "Set the address" }).tap();
    await openedProfile(page, profile);
    const ownerAddress = "https://ines-ferrer.example";
    await fillProfile(profile, { "Canonical URL": ownerAddress });
    await profile.saveAndStay();
    await backToDashboard(page);
    // Nothing is left to do: the checklist is gone.
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(checklist).toHaveCount(0);
    // A visitor's view of the finished site: the owner's name in the tab and the card, absolute links.
    const visitor = await browser!.newPage();
    await visitor.goto(`${ownerSite}/`);
    await expect(visitor).toHaveTitle("Inés Ferrer · Data engineer");
    await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", "Inés Ferrer · Data engineer");
    // The home page's address, as Next writes it (with or without the last slash).
    const home = new RegExp(`^${ownerAddress.replace(/[.]/g, "\\.")}/?$`);
    await expect(visitor.locator('meta[property="og:url"]')).toHaveAttribute("content", home);
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute("href", home);
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${ownerAddress}/og`));
    expect(await demoTraceSeen(page), "the demo's person, at any moment").toBeNull();
    await visitor.close();

    // (b) The zero-config demo: the owner logs in with the printed demo credentials.
    // On "localhost": the session cookies of the two servers (other host names) stay apart.
    const demoSite = `http://localhost:${base + 8}`;
    await page.goto(`${demoSite}/login`);
    await new LoginPage(page).login(OWNER.email, OWNER.password);
    await expect(toast(page, "Login successful")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(progress(page)).toHaveText("0 of 7 done");
    // Set-up through the API (in the owner's browser, with their session), as the owner's
    // earlier work: an item of their own, and a demo project they rewrote.
    const setUp = await page.evaluate(async () => {
      const tool = new FormData();
      for (const [name, value] of Object.entries({ title: "Owner's Own Tool", category: "Editor", url: "https://own-tool.test", techStackType: "dev" })) tool.set(name, value);
      const created = await fetch("/api/v1/techStack", { method: "POST", body: tool });
      const { projects } = (await (await fetch("/api/v1/projects")).json()) as { projects: Array<{ _id: string; title: string }> };
      const ledgerline = projects.find((project) => project.title === "Ledgerline")!;
      const edited = await fetch(`/api/v1/projects/${ledgerline._id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Ledger, rewritten by me" }),
      });
      return [created.status, edited.status];
    });
    expect(setUp).toEqual([201, 200]);

    // Remove demo content: the product's own dialog, one tap to confirm.
    await checklist.getByRole("button", { name: "Remove demo content" }).tap();
    const dialog = page.getByRole("alertdialog", { name: "Remove the demo content?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("go to the trash");
    await dialog.getByRole("button", { name: "Remove demo content" }).tap();
    await expect(toast(page, "Demo content removed.")).toBeVisible();
    await expect(checklist.getByRole("listitem").filter({ hasText: "Remove the demo content" })).toHaveAttribute("data-done", "true");
    await expect(progress(page)).toHaveText("1 of 7 done");

    // Your own login (issue 37): the demo's published password still opens this site. The
    // owner adds a passkey for this phone (Chromium's virtual authenticator answers the
    // prompt), then chooses a password: the laptop signed in meanwhile is signed out.
    const laptop = await playwright.request.newContext({ baseURL: demoSite });
    const laptopLogin = await laptop.post("/api/v1/auth/login", { data: { email: OWNER.email, password: OWNER.password }, headers: { Origin: demoSite } });
    expect(laptopLogin.status()).toBe(200);
    const authenticator = await page.context().newCDPSession(page);
    await authenticator.send("WebAuthn.enable");
    await authenticator.send("WebAuthn.addVirtualAuthenticator", {
      options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await checklist.getByRole("listitem").filter({ hasText: "Your own login" }).getByRole("link", { name: "Choose a password" }).tap();
    const account = new AccountPage(page);
    await account.expectLoaded();
    await expectTouchTargets(page.getByRole("main"));
    await expect(account.deviceEntries()).toHaveCount(2);
    await account.addPasskey("Pixel", OWNER.password);
    await expect(account.passkeys.getByRole("list", { name: "Your passkeys" }).getByText("Pixel", { exact: true })).toBeVisible();
    const ownPassword = "sam's own long password 7";
    await account.changePassword(OWNER.password, ownPassword);
    await expect(account.password.getByRole("status")).toHaveText("Your password is changed; one other device was signed out.");
    await expect(account.deviceEntries()).toHaveCount(1);
    expect((await laptop.get("/api/v1/sessions")).status()).toBe(401);
    // The demo password is over; the passkey opens the site again after a logout.
    expect((await laptop.post("/api/v1/auth/login", { data: { email: OWNER.email, password: OWNER.password }, headers: { Origin: demoSite } })).status()).toBe(401);
    await nav.logout();
    // Logged out: home, with Contact in place of Messages (the sheet is closed again).
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(nav.nav.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    // The login page asks the browser for this site's passkey as it opens (the e-mail
    // field's autofill): a phone offers it and the owner taps it; Chromium's virtual
    // authenticator answers at once. The owner is in without typing a password.
    await nav.openMore();
    await nav.choose(nav.moreMenu.getByRole("link", { name: "Admin Login" }));
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(progress(page)).toHaveText("2 of 7 done");

    // A name change alone renames the site: the tab and the card follow name and role.
    await nav.open("profile");
    await openedProfile(page, profile);
    await fillProfile(profile, {
      Name: "Sam Okafor",
      Role: "Product designer",
      Introduction: "I design calm products.",
      "Who I am": "Designer.",
      "Site description": "Sam designs calm products.",
      "Public e-mail": "sam@okafor.test",
      "Photo description": "Sam in a workshop",
    });
    await profile.uploadPhoto(pngFile("sam.png", [200, 80, 40]));
    await profile.saveAndStay();
    await backToDashboard(page);
    await expect(progress(page)).toHaveText("6 of 7 done");
    await checklist.getByRole("link", { name: "Set the address" }).tap();
    await openedProfile(page, profile);
    await fillProfile(profile, { "Canonical URL": "https://sam-okafor.example" });
    await profile.saveAndStay();
    await backToDashboard(page);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(checklist).toHaveCount(0);

    await nav.open("home");
    await expect(page).toHaveTitle("Sam Okafor · Product designer");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Sam Okafor · Product designer");
    // No public page, the feed or the manifest shows a trace of the demo; the owner's items stay.
    const visitorRequests = await playwright.request.newContext({ baseURL: demoServer.origin });
    for (const path of ["/", "/about", "/projects", "/blogs", "/experience", "/certification", "/techStack", "/contact", "/rss.xml", "/manifest.webmanifest", "/sitemap.xml"]) {
      await expectNoDemoTrace(visitorRequests, path);
    }
    expect(await (await visitorRequests.get("/contact")).text()).toContain("sam@okafor.test");
    await visitorRequests.dispose();
    await nav.open("techStack");
    await expect(page.getByRole("main").getByText("Owner's Own Tool")).toBeVisible();
    await nav.open("projects");
    await expect(page.getByRole("main").getByRole("heading", { name: "Ledger, rewritten by me" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "LinkedIn" })).toHaveCount(0);

    // A restart with the variables of a deploy changes nothing: the password is the owner's.
    await demoServer.stop({ keepData: true });
    const restarted = await startOwnServer({ port: base + 8, dataDir: `${dataDir}-demo`, keepData: true, env: { OWNER_EMAIL: OWNER.email, OWNER_PASSWORD: "a start-up variable's password" } });
    servers = [ownerServer, restarted];
    const logins = await Promise.all(
      [OWNER.password, "a start-up variable's password", ownPassword].map(async (password) =>
        (await laptop.post("/api/v1/auth/login", { data: { email: OWNER.email, password }, headers: { Origin: demoSite } })).status(),
      ),
    );
    expect(logins).toEqual([401, 401, 200]);
    await laptop.dispose();
  });
});
