import type { Page } from "@playwright/test";
import { EntityFormPage } from "./pages/entity-form-page";
import { LoginPage } from "./pages/login-page";
import { Navigation } from "./pages/navigation";
import { OWNER } from "./support/api";
import { E2E_MARKER, expect, test, toast } from "./support/fixtures";

/**
 * Nothing the owner writes is lost (issues 21 and 34), on a phone, as the owner does it: a
 * save with the phone offline and with a 503, a session that ends mid-edit (log in again in
 * place), Back right after the last key (the copy written as the form closes, sent to the
 * server after it), a tap on the bottom bar with unsaved changes, new posts in tabs that save
 * or die, a merged save whose resend fails, a post deleted while edited, and a logout in
 * another tab. Each step asserts the screen, and each journey what the server then holds.
 * Two devices at once are in any-device.spec.ts; the desktop's own ways (Ctrl/Cmd+S, the
 * header's links) in unsaved-work-desktop.spec.ts.
 */

test.use({ loggedIn: true });

const SESSION_COOKIE = "next-auth.session-token";

test.afterAll(async ({ ownerApi }) => {
  await ownerApi.removeAllMatching(E2E_MARKER);
});

/** A post of the journey's own, made through the API (set-up, not under test). */
async function newPost(ownerApi: import("./support/api").OwnerApi, title: string, extra: Record<string, unknown> = {}) {
  return ownerApi.create("blogs", {
    title,
    summary: "Written for the nothing-is-lost journeys.",
    content: "The first paragraph, as stored.",
    date: "2026-03-01",
    ...extra,
  });
}

/** The post's edit screen, opened from its card on /blogs as the owner would (a tap, or a click without touch). */
async function openEditFromList(page: Page, title: string, formPage: EntityFormPage, touch = true) {
  await page.goto("/blogs");
  const edit = page.getByRole("link", { name: `Edit blog post ${title}` });
  if (touch) await edit.tap();
  else await edit.click();
  await expect(page).toHaveURL(/\/edit-blog\/[^/]+$/);
  await expect(formPage.field("Title")).toHaveValue(title);
}

test("a save with the phone offline, then a 503, keeps every value on the form; the next save goes through", async ({ page, formPage, ownerApi, unique }) => {
  const title = unique("Train post");
  const post = await newPost(ownerApi, title);
  await openEditFromList(page, title, formPage);
  const editPath = new URL(page.url()).pathname;

  const edited = `${title} (edited on the train)`;
  const content = "The first paragraph, as stored.\n\nA second paragraph, typed between two tunnels.";
  await formPage.field("Title").fill(edited);
  await formPage.field("Content").fill(content);
  await formPage.choosePublication("Save as draft", true);
  await expect(formPage.saveBar).toContainText("Unsaved changes");

  // No network at all: the phone is offline, so nothing can be downloaded either (the
  // screen once gave way to Next's "This page couldn't load" here: sonner's code was not
  // in the page yet).
  await page.context().setOffline(true);
  // At the end of the form (swiped there), where the bar sits in its place above Delete.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await formPage.update.tap();
  await expect(formPage.problem).toContainText("Not saved: the server could not be reached. Check your connection, then save again.");
  const offline = toast(page, "Could not reach the server. Check your connection and try again.");
  await expect(offline).toBeVisible();
  // Above the save bar: the owner's next tap on Update must reach Update, not the toast.
  await expect
    .poll(async () => {
      const [toastBox, updateBox] = [await offline.boundingBox(), await formPage.update.boundingBox()];
      return toastBox!.y + toastBox!.height - updateBox!.y;
    }, { message: "the toast's bottom, less Update's top" })
    .toBeLessThanOrEqual(0);
  await expect(page).toHaveURL(editPath);
  await expect(formPage.field("Title")).toHaveValue(edited);
  await expect(formPage.field("Content")).toHaveValue(content);
  await expect(formPage.publicationOption("Save as draft")).toBeChecked();
  await expect(formPage.update).toBeEnabled();

  // The server answers, but cannot save.
  await page.context().setOffline(false);
  await page.route("**/api/v1/blogs/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 503, json: { msg: "The database is unavailable right now. Please try again shortly." } })
      : route.fallback(),
  );
  await formPage.update.tap();
  await expect(formPage.problem).toContainText("Not saved: the server could not save it right now (error 503). Try again in a moment.");
  await expect(toast(page, "The database is unavailable right now. Please try again shortly.")).toBeVisible();
  await expect(formPage.field("Title")).toHaveValue(edited);
  await expect(formPage.field("Content")).toHaveValue(content);
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ title, status: "published" });

  // Back to normal: the same values are saved.
  await page.unrouteAll();
  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/blogs");
  // A draft now: listed for the owner under "Not public yet".
  await expect(page.getByRole("link", { name: `Edit "${edited}"` })).toBeVisible();
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ title: edited, content, status: "draft" });
});

test("the session ends mid-edit: the owner logs in again over the form and the save goes through", async ({ page, formPage, ownerApi, unique }) => {
  const title = unique("Session post");
  const post = await newPost(ownerApi, title);
  await openEditFromList(page, title, formPage);
  const longText = `${"A long paragraph written while the session quietly ran out. ".repeat(40)}\n\nThe end.`;
  await formPage.field("Content").fill(longText);

  // The session is gone (as if it expired): only this browser's cookie goes, the server's
  // other sessions stay.
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await formPage.update.tap();
  await expect(formPage.loginDialog).toBeVisible();
  await expect(formPage.loginDialog.getByLabel("Email")).toHaveValue(OWNER.email);
  // Nothing moved underneath.
  await expect(formPage.field("Content")).toHaveValue(longText);

  // A wrong password first: told in the dialog, still over the form.
  await formPage.loginDialog.getByLabel("Password").fill("not-the-password");
  await formPage.loginDialog.getByRole("button", { name: "Log in and save" }).tap();
  await expect(formPage.loginDialog.getByRole("alert")).toContainText(/invalid|incorrect|wrong/i);
  await formPage.loginDialog.getByLabel("Password").fill(OWNER.password);
  await formPage.loginDialog.getByRole("button", { name: "Log in and save" }).tap();
  await expect(formPage.loginDialog).toBeHidden();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/blogs");
  expect((await ownerApi.get("blogs", post._id)).content).toBe(longText);
});

test("Back within 100 ms of the last key loses nothing: the copy is offered on the way back, and the server had it", async ({ page, formPage, ownerApi, unique }) => {
  const title = unique("Back post");
  const post = await newPost(ownerApi, title);
  // At most one autosave request per 2 s for this form, however it is typed.
  const puts: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT" && request.url().includes("/api/v1/autosaves/")) puts.push(Date.now());
  });
  await openEditFromList(page, title, formPage);
  await formPage.field("Summary").fill("A summary typed on the phone.");
  // A pause: the text reaches the server, and the bar says so.
  await formPage.expectSavedToServer();
  const content = formPage.field("Content");
  await content.tap();
  await content.press("End");
  await content.pressSequentially(" And a last sentence, then Back at once.", { delay: 30 });
  // Back (a swipe) right after the last key: the form closes before any pause.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === "/blogs");

  // Nothing was lost: the way back offers it, from this device.
  await page.getByRole("link", { name: `Edit blog post ${title}` }).tap();
  await expect(formPage.copyOffers).toBeVisible();
  await expect(formPage.copyOffers).toHaveAccessibleName(/^Unsaved changes from .+ on this device$/);
  // The form is held until the owner answers.
  await expect(formPage.field("Summary")).toBeDisabled();
  await formPage.offer().getByRole("button", { name: "Restore" }).tap();
  await expect(formPage.copyOffers).toBeHidden();
  const typed = "The first paragraph, as stored. And a last sentence, then Back at once.";
  await expect(formPage.field("Summary")).toHaveValue("A summary typed on the phone.");
  await expect(formPage.field("Content")).toHaveValue(typed);
  // The server had the last words too (sent after the form had closed).
  const [autosave] = (await ownerApi.autosaves({ collection: "blogs", itemId: post._id }));
  expect(autosave?.values?.content).toBe(typed);

  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ summary: "A summary typed on the phone.", content: typed });
  // Saved: nothing is offered when the form opens again, and the server keeps no autosave of it.
  await page.getByRole("link", { name: `Edit blog post ${title}` }).tap();
  await expect(formPage.field("Summary")).toBeEnabled();
  await expect(formPage.copyOffers).toBeHidden();
  await expect.poll(async () => (await ownerApi.autosaves({ collection: "blogs", itemId: post._id })).length).toBe(0);
  for (let i = 1; i < puts.length; i++) expect(puts[i]! - puts[i - 1]!, "milliseconds between two autosave requests").toBeGreaterThanOrEqual(1_900);
});

test("a tap on the bottom bar with unsaved changes asks first; leaving keeps the copy", async ({ page, formPage, nav, ownerApi, unique }) => {
  const title = unique("Leaving post");
  await newPost(ownerApi, title);
  await openEditFromList(page, title, formPage);
  const editPath = new URL(page.url()).pathname;
  await formPage.field("Title").fill(`${title} (unsaved)`);

  await nav.choose(nav.link("projects"));
  await expect(formPage.leaveDialog).toBeVisible();
  await formPage.leaveDialog.getByRole("button", { name: "Stay and keep editing" }).tap();
  await expect(formPage.leaveDialog).toBeHidden();
  await expect(page).toHaveURL(editPath);
  await expect(formPage.field("Title")).toHaveValue(`${title} (unsaved)`);

  await nav.choose(nav.link("projects"));
  await formPage.leaveDialog.getByRole("button", { name: "Leave" }).tap();
  await expect(page).toHaveURL((url) => url.pathname === "/projects");

  // Back on the form later: the copy is offered; discarded (one tap), the stored post shows.
  await page.goBack();
  await expect(page).toHaveURL(editPath);
  await expect(formPage.copyOffers).toBeVisible();
  await formPage.copyOffers.getByRole("button", { name: "Discard" }).tap();
  await expect(formPage.field("Title")).toHaveValue(title);
  await expect(formPage.field("Title")).toBeEnabled();
  // Nothing unsaved: the bar leaves without asking.
  await nav.choose(nav.link("projects"));
  await expect(page).toHaveURL((url) => url.pathname === "/projects");
  await expect(formPage.leaveDialog).toBeHidden();
});

test("new posts in three tabs: one saved, two killed by the phone; both left are offered back, each whole, and the saved one is not", async ({ page, formPage, ownerApi, unique }) => {
  const titles = [unique("Saved tab"), unique("Killed tab one"), unique("Killed tab two")];
  const tabs = [page, await page.context().newPage(), await page.context().newPage()];
  for (const [index, tab] of tabs.entries()) {
    const form = new EntityFormPage(tab);
    await form.goto("/add-blog");
    await form.fill({ Title: titles[index]!, Summary: `What tab ${index + 1} was about.`, Content: `Tab ${index + 1} wrote this.` });
  }
  // The first tab saves: only its own copy goes.
  await formPage.submitAdd("Blog added successfully!", "/blogs");
  // The other two die without an unload (as iOS kills a tab in the background).
  await tabs[1]!.close({ runBeforeUnload: false });
  await tabs[2]!.close({ runBeforeUnload: false });

  await formPage.goto("/add-blog");
  await expect(formPage.copyOffers).toHaveAccessibleName("2 unsaved new posts");
  await expect(formPage.offer(titles[0])).toHaveCount(0);
  // An add form stays usable beside the offers.
  await expect(formPage.field("Title")).toBeEnabled();
  await formPage.offer(titles[1]).getByRole("button", { name: "Restore" }).tap();
  await expect(formPage.field("Title")).toHaveValue(titles[1]!);
  await expect(formPage.field("Summary")).toHaveValue("What tab 2 was about.");
  await expect(formPage.field("Content")).toHaveValue("Tab 2 wrote this.");
  await formPage.submitAdd("Blog added successfully!", "/blogs");

  await formPage.goto("/add-blog");
  await expect(formPage.copyOffers).toHaveAccessibleName("An unsaved new post");
  await expect(formPage.offer(titles[2])).toBeVisible();
  // Discard is one tap, with Undo.
  await formPage.offer(titles[2]).getByRole("button", { name: "Discard" }).tap();
  await expect(formPage.copyOffers).toBeHidden();
  await toast(page, "Unsaved changes discarded.").getByRole("button", { name: "Undo" }).tap();
  await expect(formPage.offer(titles[2])).toBeVisible();
  await formPage.offer(titles[2]).getByRole("button", { name: "Discard" }).tap();
  await expect(formPage.copyOffers).toBeHidden();

  const posts = await ownerApi.list("blogs");
  expect(posts.filter((post) => titles.includes(post.title as string)).map((post) => post.title).sort()).toEqual([titles[0], titles[1]].sort());
  await expect.poll(async () => (await ownerApi.autosaves()).filter((autosave) => titles.includes(autosave.title)).length).toBe(0);
});

test("a merged save whose resend fails leaves the form on its own version: the next save merges again and keeps the other tab's summary", async ({ page, formPage, ownerApi, unique }) => {
  const title = unique("Resend post");
  const post = await newPost(ownerApi, title);
  const other = await page.context().newPage();
  const otherForm = new EntityFormPage(other);
  await openEditFromList(page, title, formPage);
  await openEditFromList(other, title, otherForm);

  await otherForm.field("Summary").fill("The other tab's new summary.");
  await otherForm.update.tap();
  await expect(toast(other, "Blog updated successfully!")).toBeVisible();
  await other.close();

  const content = "The first paragraph, as stored.\n\nThis tab's new paragraph.";
  await formPage.field("Content").fill(content);
  // The first request meets the newer version (409) and is merged; the merged resend is cut.
  let patches = 0;
  await page.route("**/api/v1/blogs/*", (route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    patches += 1;
    return patches === 2 ? route.abort("internetdisconnected") : route.fallback();
  });
  await formPage.update.tap();
  await expect(formPage.problem).toContainText("Not saved: the server could not be reached.");
  await expect(formPage.field("Content")).toHaveValue(content);
  expect(patches).toBe(2);
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ summary: "The other tab's new summary.", content: "The first paragraph, as stored." });

  await page.unrouteAll();
  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  // The other tab's summary stays: the second save met the newer version again and merged.
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ summary: "The other tab's new summary.", content });
});

test("a post deleted while it is edited: the notice fits the screen, copies the text, and saves it as a new post", { tag: "@desktop" }, async ({ page, formPage, ownerApi, unique, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const title = unique("Deleted post");
  const post = await newPost(ownerApi, title);
  await openEditFromList(page, title, formPage, false);
  const content = "The first paragraph, as stored.\n\nWords written while the post was deleted elsewhere.";
  await formPage.field("Content").fill(content);
  await ownerApi.remove("blogs", post._id);

  await formPage.update.click();
  await expect(page).toHaveURL((url) => url.pathname === "/blogs");
  await expect(formPage.deletedDialog).toBeVisible();
  // Whole on the screen, buttons included, on a phone and a desktop.
  const viewport = page.viewportSize()!;
  const box = (await formPage.deletedDialog.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(box.height).toBeLessThan(viewport.height * 0.8);
  for (const name of ["Close", "Copy my text", "Save as a new post"]) await expect(formPage.deletedDialog.getByRole("button", { name })).toBeInViewport({ ratio: 1 });

  await formPage.deletedDialog.getByRole("button", { name: "Copy my text" }).click();
  await expect(formPage.deletedDialog.getByRole("status")).toHaveText("Copied: paste it wherever you like.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Words written while the post was deleted elsewhere.");
  await formPage.deletedDialog.getByRole("button", { name: "Save as a new post" }).click();
  await expect(formPage.deletedDialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === "/add-blog");
  await expect(formPage.field("Title")).toHaveValue(title);
  await expect(formPage.field("Content")).toHaveValue(content);
  // An address of its own: the deleted post, in the trash, still holds the old one.
  await formPage.field("URL").fill(`${post.slug}-again`);
  await formPage.submitAdd("Blog added successfully!", "/blogs");
  const again = (await ownerApi.list("blogs")).find((item) => item.title === title);
  expect(again?.content).toBe(content);
});

test("a logout in another tab holds the open form and keeps nothing more on this device; what was typed is on the server", async ({ browser, ownerApi, unique }, testInfo) => {
  // A session of its own (the journeys' shared one must outlive this logout).
  const { viewport, userAgent, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const loginPage = new LoginPage(page);
  await loginPage.goto();
  await loginPage.login(OWNER.email, OWNER.password);
  await expect(page).toHaveURL((url) => url.pathname === "/admin");
  const formPage = new EntityFormPage(page);
  const title = unique("Logout post");
  const post = await newPost(ownerApi, title);
  await openEditFromList(page, title, formPage);
  await formPage.field("Summary").fill("Typed before the other tab logged out.");

  const other = await context.newPage();
  await other.goto("/admin");
  await new Navigation(other, true).logout();
  await expect(other).toHaveURL((url) => url.pathname === "/");

  await expect(page.getByRole("alert").filter({ hasText: "You logged out" })).toBeVisible();
  await expect(formPage.field("Summary")).toBeDisabled();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("portfolio:copy")))).toEqual([]);
  // Sent to the server before the session ended.
  const [autosave] = (await ownerApi.autosaves({ collection: "blogs", itemId: post._id }));
  expect(autosave?.values?.summary).toBe("Typed before the other tab logged out.");

  // Logged in again over the form, the owner goes on and saves.
  await page.getByRole("button", { name: "Log in again" }).tap();
  const login = page.getByRole("dialog", { name: "Log in again to go on" });
  await login.getByLabel("Password").fill(OWNER.password);
  await login.getByRole("button", { name: "Log in", exact: true }).tap();
  await expect(login).toBeHidden();
  await expect(formPage.field("Summary")).toBeEnabled();
  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  expect((await ownerApi.get("blogs", post._id)).summary).toBe("Typed before the other tab logged out.");
  await context.close();
});
