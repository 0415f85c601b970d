import { expectNoSeriousViolations, switchTheme, type Theme } from "./support/axe";
import { expect, test } from "./support/fixtures";
import type { Collection } from "./support/api";

/**
 * axe-core on every public page and every owner screen, in the dark default and the light
 * theme, on the desktop and the phone: no violation of impact serious or critical. Every
 * rule runs in the dark theme; the light one is checked by the rules that read colours.
 * Motion is reduced so scroll reveals do not leave content half-faded while axe looks.
 */
test.use({ reducedMotion: "reduce" });

const THEMES: Theme[] = ["dark", "light"];

/** Opens `path`, waits for `ready`, then audits it in both themes. */
async function auditBothThemes(
  page: import("@playwright/test").Page,
  testInfo: import("@playwright/test").TestInfo,
  path: string,
  ready: (page: import("@playwright/test").Page) => Promise<void>,
) {
  await page.goto(path);
  for (const theme of THEMES) {
    if (theme !== "dark") await switchTheme(page, theme);
    else await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await ready(page);
    await expectNoSeriousViolations(page, testInfo, `${path} (${theme})`, theme === "dark" ? "all" : "theme");
  }
}

const h1 = async (page: import("@playwright/test").Page) => {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
};

const PUBLIC_PAGES = ["/", "/about", "/projects", "/blogs", "/contact", "/techStack", "/experience", "/certification", "/login", "/no-such-page"];

/**
 * On a desktop, the pages whose document differs from the phone's beyond the shared header
 * (its menus instead of the bottom bar): the home page's two-column hero, the projects'
 * grid, a post's reading layout. The other pages are the same document at another width,
 * and the colours are the same: the phone's audit of them stands for both.
 */
const DESKTOP_TOO = new Set(["/", "/projects"]);

test.describe("visitor", () => {
  for (const path of PUBLIC_PAGES) {
    test(`axe: ${path}`, { tag: DESKTOP_TOO.has(path) ? "@desktop" : [] }, async ({ page }, testInfo) => {
      await auditBothThemes(page, testInfo, path, h1);
    });
  }

  test("axe: a blog post", { tag: "@desktop" }, async ({ page, ownerApi }, testInfo) => {
    const [post] = await ownerApi.list("blogs");
    await auditBothThemes(page, testInfo, `/blogs/${String(post.slug)}`, h1);
  });
});

test.describe("owner", () => {
  test.use({ loggedIn: true });

  // The public lists as the owner sees them: Edit/Delete on each item, the add-new cards. The
  // owner's controls are one component on every list (item-action-buttons, add-new-card), and
  // the phone's visitor audits cover each list itself: the two layouts that differ most.
  for (const path of ["/projects", "/blogs"]) {
    test(`axe: ${path} as the owner`, async ({ page }, testInfo) => {
      await auditBothThemes(page, testInfo, path, async (p) => {
        await expect(p.getByRole("main").getByRole("link", { name: /^Edit / }).first()).toBeVisible();
      });
    });
  }

  // Every edit screen (its form filled, History, Delete); the add screens only where the empty
  // form shows more than the edit screen's fields: the images' drop zones and the post editor.
  const SCREENS: { add?: string; edit: string; collection: Collection }[] = [
    { add: "/add-project", edit: "/edit-project", collection: "projects" },
    { edit: "/edit-techStack", collection: "techStack" },
    { edit: "/edit-experience", collection: "experiences" },
    { edit: "/edit-certification", collection: "certification" },
    { add: "/add-blog", edit: "/edit-blog", collection: "blogs" },
  ];
  const formReady = async (page: import("@playwright/test").Page) => {
    await expect(page.getByRole("main").locator("form")).toBeVisible();
  };

  for (const { add, edit, collection } of SCREENS) {
    if (add) {
      test(`axe: ${add}`, async ({ page }, testInfo) => {
        await auditBothThemes(page, testInfo, add, formReady);
      });
    }

    test(`axe: ${edit}/:id`, async ({ page, ownerApi }, testInfo) => {
      const [item] = await ownerApi.list(collection);
      await auditBothThemes(page, testInfo, `${edit}/${item._id}`, async (p) => {
        await formReady(p);
        await expect(p.getByRole("button", { name: "Update" })).toBeVisible();
      });
    });
  }

  test("axe: /message", async ({ page }, testInfo) => {
    await auditBothThemes(page, testInfo, "/message", async (p) => {
      await expect(p.getByRole("region", { name: /^All Messages/ })).toBeVisible();
    });
  });

  test("axe: /activity", async ({ page }, testInfo) => {
    await auditBothThemes(page, testInfo, "/activity", h1);
  });

  // The owner's keys: the password form, passkeys (the browser's WebAuthn is there) and the
  // signed-in devices, listed once loaded.
  test("axe: /admin/account", async ({ page }, testInfo) => {
    await auditBothThemes(page, testInfo, "/admin/account", async (p) => {
      await expect(p.getByRole("main").getByText("This device")).toBeVisible();
      await expect(p.getByRole("main").getByRole("button", { name: "Add a passkey" })).toBeVisible();
    });
  });
});
