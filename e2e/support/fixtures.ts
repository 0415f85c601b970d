import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { BlogPage } from "../pages/blog-page";
import { ContactPage } from "../pages/contact-page";
import { DashboardPage } from "../pages/dashboard-page";
import { EntityFormPage } from "../pages/entity-form-page";
import { LoginPage } from "../pages/login-page";
import { MessagesPage } from "../pages/messages-page";
import { Navigation } from "../pages/navigation";
import { ProfilePage } from "../pages/profile-page";
import { ProjectsPage } from "../pages/projects-page";
import { OwnerApi, ownerSession } from "./api";

type StorageState = Exclude<BrowserContextOptions["storageState"], string | undefined>;

interface TestFixtures {
  /**
   * `test.use({ loggedIn: true })`: the page starts with the owner's session, logged in
   * once per worker through the API and shared as a storageState (not repeated per test).
   */
  loggedIn: boolean;
  /** True in the `phone` project (390x844, touch): the bottom bar and the More sheet. */
  isPhone: boolean;
  /** A name no other run or journey uses, carrying the e2e marker for clean-up. */
  unique: (label: string) => string;
  /**
   * Opens a page in a separate anonymous context (same viewport as the project): a visitor
   * next to the logged-in owner.
   */
  visitorPage: () => Promise<Page>;
  nav: Navigation;
  projectsPage: ProjectsPage;
  blogPage: BlogPage;
  contactPage: ContactPage;
  loginPage: LoginPage;
  formPage: EntityFormPage;
  messagesPage: MessagesPage;
  dashboardPage: DashboardPage;
  profilePage: ProfilePage;
}

interface WorkerFixtures {
  ownerStorageState: StorageState;
  /** The owner's API, for set-up and clean-up only (the journeys go through the UI). */
  ownerApi: OwnerApi;
}

/** Every name a journey creates contains this, so clean-up can find leftovers. */
export const E2E_MARKER = "E2E";

let counter = 0;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  ownerStorageState: [
    async ({ playwright }, provide, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const state = await ownerSession(request);
      await request.dispose();
      await provide(state);
    },
    { scope: "worker" },
  ],

  ownerApi: [
    async ({ playwright, ownerStorageState }, provide, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        storageState: ownerStorageState,
      });
      await provide(new OwnerApi(request));
      await request.dispose();
    },
    { scope: "worker" },
  ],

  loggedIn: [false, { option: true }],

  // The built-in option, overridden: the owner's cookies when `loggedIn`, else as configured.
  storageState: async ({ loggedIn, ownerStorageState, storageState }, provide) => {
    await provide(loggedIn ? ownerStorageState : storageState);
  },

  // Every journey fails on a Content-Security-Policy violation: the policy must never
  // block the site's own scripts (the security spec checks, on a `visitorPage`, that it
  // blocks injected ones).
  page: async ({ page }, provide) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await provide(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },

  isPhone: async ({ isMobile }, provide) => {
    await provide(Boolean(isMobile));
  },

  unique: async ({}, provide, testInfo) => {
    const project = testInfo.project.name;
    await provide((label) => `${E2E_MARKER} ${label} ${project} ${Date.now().toString(36)}${(counter++).toString(36)}`);
  },

  visitorPage: async ({ browser }, provide, testInfo) => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
    let context: BrowserContext | undefined;
    await provide(async () => {
      // Playwright gives a context made in a test every option of the test's own that is
      // not passed (its storageState too: the owner's cookies under `loggedIn`), so the
      // visitor's are passed: no cookies, the device's own time zone.
      context ??= await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL,
        storageState: { cookies: [], origins: [] },
        timezoneId: undefined,
      });
      return context.newPage();
    });
    await context?.close();
  },

  nav: async ({ page, isPhone }, provide) => {
    await provide(new Navigation(page, isPhone));
  },
  projectsPage: async ({ page }, provide) => {
    await provide(new ProjectsPage(page));
  },
  blogPage: async ({ page }, provide) => {
    await provide(new BlogPage(page));
  },
  contactPage: async ({ page }, provide) => {
    await provide(new ContactPage(page));
  },
  loginPage: async ({ page }, provide) => {
    await provide(new LoginPage(page));
  },
  formPage: async ({ page }, provide) => {
    await provide(new EntityFormPage(page));
  },
  messagesPage: async ({ page }, provide) => {
    await provide(new MessagesPage(page));
  },
  dashboardPage: async ({ page }, provide) => {
    await provide(new DashboardPage(page));
  },
  profilePage: async ({ page, isPhone }, provide) => {
    await provide(new ProfilePage(page, isPhone));
  },
});

export { expect };

export { expectImageLoaded, expectTouchTargets, toast } from "./ui";
