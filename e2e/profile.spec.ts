import type { Page } from "@playwright/test";
import type { ProfileSnapshot } from "./support/api";
import { expectNoSeriousViolations, switchTheme, type Theme } from "./support/axe";
import { pdfFile, pngFile } from "./support/files";
import { expect, expectImageLoaded, expectTouchTargets, test } from "./support/fixtures";

/**
 * Issue 12's journey, on the desktop and on a phone: the owner opens More → Profile, changes
 * the name (and the headline and site title that carry it), removes a link, rewrites About,
 * uploads a photo and a résumé PDF, saves, and then, navigating as a person does (no
 * reloads), finds every change on the public pages; a visitor finds the new name in the
 * feed and in the Open Graph title. The profile is put back through the API afterwards, so
 * the other specs see the demo profile.
 */
test.use({ loggedIn: true });

let snapshot: ProfileSnapshot | undefined;

test.beforeEach(async ({ ownerApi }) => {
  snapshot = await ownerApi.snapshotProfile();
  // Set-up: the journey hides a profile link, so there must be one besides e-mail.
  if (!snapshot.profile.links.some((link) => link.network !== "email")) {
    await ownerApi.updateProfile({ links: [...snapshot.profile.links, { network: "github", url: "https://github.com/e2e-profile" }] });
  }
});

test.afterEach(async ({ ownerApi }) => {
  if (snapshot) await ownerApi.restoreProfile(snapshot);
  snapshot = undefined;
});

/** Marks the document, so a later check can tell that no reload happened in between. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), "no reload").toBe(true);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The channel's own <title> in an RSS document (the items have titles too). */
function channelTitle(xml: string): string | undefined {
  return /<channel>\s*<title>([^<]*)<\/title>/.exec(xml)?.[1];
}

test("More → Profile: a new name, a link removed, About, a photo and a résumé show on every page without a reload", { tag: "@desktop" }, async ({
  page,
  nav,
  profilePage,
  unique,
  visitorPage,
}) => {
  const name = unique("Robin");
  const aboutLead = unique("About");
  const photoAlt = unique("Photo of Robin");

  await page.goto("/");
  await markDocument(page);
  const banner = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");

  await nav.open("profile");
  await profilePage.expectLoaded();

  // The link to hide: the first one besides e-mail, shown in the footer until now.
  const hidden = (await profilePage.linkNames()).find((label) => label !== "Email");
  expect(hidden, "a link besides e-mail").toBeDefined();
  await expect(footer.getByRole("link", { name: hidden, exact: true })).toBeVisible();

  await profilePage.fill({
    Name: name,
    Headline: `Hi, I'm ${name}. I build calm, careful software.`,
    "Photo description": photoAlt,
    "Who I am": `${aboutLead} writes **calm** software.\n\nA second paragraph.`,
    "Site title": `${name} · Software engineer`,
  });
  await profilePage.removeLink(hidden!);
  await profilePage.uploadPhoto(pngFile("robin.png", [200, 120, 40]));
  await profilePage.uploadResume(pdfFile("robin-resume.pdf", "Robin - Resume"));
  await profilePage.saveAndStay();

  // The screen shows what was stored: the new name, the uploaded photo and PDF, no link row.
  await expect(profilePage.field("Name")).toHaveValue(name);
  const photoUrl = await profilePage.storedPhotoUrl();
  await expect(profilePage.resumeLink).toHaveAttribute("href", /^(?!blob:)\S+/);
  expect(await profilePage.linkNames()).not.toContain(hidden);
  // The header of this very screen already says the new name.
  await expect(banner.getByRole("link", { name, exact: true })).toBeVisible();

  // Home: header (with the photo) and hero.
  await nav.open("home");
  const home = banner.getByRole("link", { name, exact: true });
  await expect(home).toBeVisible();
  const headerPhoto = home.locator("img");
  // The stored photo, directly or through the image optimizer (whose address names it).
  await expect(headerPhoto).toHaveAttribute("src", new RegExp(`${escapeRegExp(encodeURIComponent(photoUrl))}|^${escapeRegExp(photoUrl)}$`));
  await expectImageLoaded(headerPhoto);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText(name);

  // The footer no longer lists the removed link.
  await expect(footer.getByText(name).first()).toBeVisible();
  await expect(footer.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);

  // The résumé button serves the uploaded PDF, inline and not sniffed.
  const resume = page.getByRole("main").getByRole("link", { name: /^Resume/ }).first();
  const resumeHref = await resume.getAttribute("href");
  expect(resumeHref).toBeTruthy();
  const pdf = await page.request.get(resumeHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toMatch(/^application\/pdf/);
  expect(pdf.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // About: the new words (Markdown rendered) and the photo with its description.
  await nav.open("about");
  const about = page.getByRole("main");
  await expect(about.getByRole("heading", { level: 1 })).toContainText(name);
  const paragraph = about.getByText(`${aboutLead} writes`);
  await expect(paragraph).toBeVisible();
  await expect(paragraph.locator("strong")).toHaveText("calm");
  await expectImageLoaded(about.getByRole("img", { name: photoAlt }));
  await expect(about.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);

  await expectSameDocument(page);

  // A visitor: the feed's channel and the home page's Open Graph title carry the new name.
  const visitor = await visitorPage();
  const feed = await visitor.request.get("/rss.xml");
  expect(feed.status()).toBe(200);
  expect(channelTitle(await feed.text())).toContain(name);
  await visitor.goto("/");
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(escapeRegExp(name)));
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
});

test.describe("axe and touch targets", () => {
  test.use({ reducedMotion: "reduce" });

  test("/admin/profile in both themes; every button and link of the form is 44 px", async ({ page, profilePage }, testInfo) => {
    await page.goto("/admin/profile");
    for (const theme of ["dark", "light"] satisfies Theme[]) {
      if (theme !== "dark") await switchTheme(page, theme);
      else await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await profilePage.expectLoaded();
      await expectNoSeriousViolations(page, testInfo, `/admin/profile (${theme})`, theme === "dark" ? "all" : "theme");
    }
    await expectTouchTargets(profilePage.form);
  });
});
