import type { Page } from "@playwright/test";
import { EntityFormPage } from "./pages/entity-form-page";
import { OWNER } from "./support/api";
import { E2E_MARKER, expect, test, toast } from "./support/fixtures";

/**
 * Nothing the owner writes is lost (issue 21), on a phone, as the owner does it: a save with
 * the phone offline and with a 503, a session that ends mid-edit (log in again in place), a
 * reload with unsaved text, a tap on the bottom bar with unsaved changes, two pages editing
 * one post (different fields, then the same field), and a version restored from History.
 * Each step asserts the screen, and each journey what the API then holds. The desktop's
 * own ways (Ctrl/Cmd+S, the header's links) are in unsaved-work-desktop.spec.ts.
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

/** The post's edit screen, opened from its card on /blogs as the owner would. */
async function openEditFromList(page: Page, title: string, formPage: EntityFormPage) {
  await page.goto("/blogs");
  await page.getByRole("link", { name: `Edit blog post ${title}` }).tap();
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

test("a reload with unsaved text offers it back before anything else; restored, it saves", async ({ page, formPage, ownerApi, unique }) => {
  const title = unique("Reload post");
  const post = await newPost(ownerApi, title);
  await openEditFromList(page, title, formPage);
  const summary = "A summary the owner typed and did not save.";
  const content = "The first paragraph, as stored.\n\nTyped, then the page was reloaded.";
  await formPage.field("Summary").fill(summary);
  await formPage.field("Content").fill(content);
  await expect(formPage.saveBar).toContainText("kept on this device");

  await page.reload();
  await expect(formPage.draftOffer).toBeVisible();
  // The form waits for an answer: it shows what is stored, and nothing can be typed.
  await expect(formPage.field("Summary")).toHaveValue("Written for the nothing-is-lost journeys.");
  await expect(formPage.field("Summary")).toBeDisabled();
  await formPage.draftOffer.getByRole("button", { name: "Restore" }).tap();
  await expect(formPage.draftOffer).toBeHidden();
  await expect(formPage.field("Summary")).toHaveValue(summary);
  await expect(formPage.field("Content")).toHaveValue(content);
  await expect(formPage.saveBar).toContainText("Unsaved changes");

  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ summary, content });
  // Saved: the copy is gone, nothing is offered when the form opens again.
  await page.getByRole("link", { name: `Edit blog post ${title}` }).tap();
  await expect(formPage.field("Summary")).toHaveValue(summary);
  await expect(formPage.draftOffer).toBeHidden();
});

test("a tap on the bottom bar with unsaved changes asks first; leaving keeps the draft", async ({ page, formPage, nav, ownerApi, unique }) => {
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

  // Back on the form later: the draft is offered; discarded, the stored post shows.
  await page.goBack();
  await expect(page).toHaveURL(editPath);
  await expect(formPage.draftOffer).toBeVisible();
  await formPage.draftOffer.getByRole("button", { name: "Discard" }).tap();
  await expect(formPage.field("Title")).toHaveValue(title);
  await expect(formPage.field("Title")).toBeEnabled();
  // Nothing unsaved: the bar leaves without asking.
  await nav.choose(nav.link("projects"));
  await expect(page).toHaveURL((url) => url.pathname === "/projects");
  await expect(formPage.leaveDialog).toBeHidden();
});

test("two pages edit one post: changes to different fields are both kept", async ({ page, formPage, ownerApi, unique }) => {
  const title = unique("Two pages post");
  const post = await newPost(ownerApi, title);
  const other = await page.context().newPage();
  const otherForm = new EntityFormPage(other);
  await openEditFromList(page, title, formPage);
  await openEditFromList(other, title, otherForm);

  await formPage.field("Title").fill(`${title} (from the first page)`);
  await otherForm.field("Summary").fill("A summary from the second page.");
  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  // The second page saved from the version before: its change is merged, nothing asked.
  await otherForm.update.tap();
  await expect(toast(other, "Blog updated successfully!")).toBeVisible();
  await expect(otherForm.conflictDialog).toBeHidden();
  await expect(other).toHaveURL((url) => url.pathname === "/blogs");
  await expect(other.getByRole("link", { name: `Edit blog post ${title} (from the first page)` })).toBeVisible();
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ title: `${title} (from the first page)`, summary: "A summary from the second page." });
  await other.close();
});

test("two pages change the same text: the second save shows both side by side; the first's text stays in History and comes back", async ({ page, formPage, ownerApi, unique }) => {
  const title = unique("Same field post");
  const post = await newPost(ownerApi, title);
  const laptop = await page.context().newPage();
  const laptopForm = new EntityFormPage(laptop);
  await openEditFromList(laptop, title, laptopForm);
  await openEditFromList(page, title, formPage);

  const fromLaptop = "The first paragraph, as stored.\n\nFinished on the laptop.";
  const fromPhone = "The first paragraph, as stored.\n\nFinished on the phone.";
  await laptopForm.field("Content").fill(fromLaptop);
  await laptopForm.update.tap();
  await expect(toast(laptop, "Blog updated successfully!")).toBeVisible();
  await laptop.close();

  await formPage.field("Content").fill(fromPhone);
  await formPage.update.tap();
  await expect(formPage.conflictDialog).toBeVisible();
  const contentRow = formPage.conflictDialog.getByRole("group", { name: "Content" });
  await expect(contentRow.locator('[data-conflict-value="mine"]')).toContainText("Finished on the phone.");
  await expect(contentRow.locator('[data-conflict-value="theirs"]')).toContainText("Finished on the laptop.");
  await expect(contentRow.getByRole("radio", { name: "Keep yours" })).toBeChecked();
  await formPage.conflictDialog.getByRole("button", { name: "Save with these choices" }).tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/blogs");
  expect((await ownerApi.get("blogs", post._id)).content).toBe(fromPhone);

  // The laptop's text was not lost: it is a kept version, and History brings it back.
  await page.getByRole("link", { name: `Edit blog post ${title}` }).tap();
  await expect(formPage.field("Content")).toHaveValue(fromPhone);
  await formPage.saveBar.getByRole("button", { name: "History" }).tap();
  await expect(formPage.historyDialog).toBeVisible();
  const versions = formPage.historyDialog.getByRole("list", { name: "Versions, newest first" }).getByRole("button");
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText("Current");
  await versions.nth(1).tap();
  await expect(formPage.historyDialog.getByRole("heading", { name: "Version 2" })).toBeVisible();
  await expect(formPage.historyDialog.locator("[data-diff] del")).toContainText("Finished on the laptop.");
  await expect(formPage.historyDialog.locator("[data-diff] ins")).toContainText("Finished on the phone.");
  await formPage.historyDialog.getByRole("button", { name: "Restore version 2" }).tap();
  await expect(formPage.historyDialog).toBeHidden();
  await expect(toast(page, "Version 2 restored. It is now the current version.")).toBeVisible();
  await expect(formPage.field("Content")).toHaveValue(fromLaptop);
  await expect(formPage.saveBar).not.toContainText("Unsaved changes");
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ content: fromLaptop, version: 4 });
});
