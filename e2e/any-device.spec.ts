import { devices, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { EntityFormPage } from "./pages/entity-form-page";
import type { OwnerApi } from "./support/api";
import { E2E_MARKER, expect, test, toast } from "./support/fixtures";

/**
 * The owner's words on any device (issue 34): a phone and a laptop (two browser contexts,
 * each with its own storage, both logged in) edit one post at once, and a post begun on the
 * phone is finished on the laptop after the phone is gone for good. Each step asserts what
 * the screen shows, and each journey what the server then holds.
 */

test.use({ loggedIn: true });

test.afterAll(async ({ ownerApi }) => {
  await ownerApi.removeAllMatching(E2E_MARKER);
});

/** A laptop beside the test's phone: another context, the owner's session, nothing else shared. */
async function laptopOf(browser: Browser, baseURL: string | undefined, storageState: BrowserContextOptions["storageState"]) {
  const context = await browser.newContext({ ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, baseURL, storageState });
  return { context, page: await context.newPage() };
}

async function newPost(ownerApi: OwnerApi, title: string) {
  return ownerApi.create("blogs", {
    title,
    summary: "Written for the any-device journeys.",
    content: "The opening paragraph.\n\nThe middle paragraph.\n\nThe closing paragraph.",
    date: "2026-03-01",
  });
}

async function openEdit(page: Page, form: EntityFormPage, id: string) {
  await form.goto(`/edit-blog/${id}`);
  await expect(form.field("Content")).toBeEnabled();
}

test("phone and laptop add different paragraphs: both are kept without a question; the same sentence is asked, both visible, and both can be kept", async ({ browser, page, formPage, ownerApi, unique, ownerStorageState }, testInfo) => {
  const title = unique("Two devices post");
  const post = await newPost(ownerApi, title);
  const laptop = await laptopOf(browser, testInfo.project.use.baseURL, ownerStorageState);
  const laptopForm = new EntityFormPage(laptop.page);
  await openEdit(page, formPage, post._id);
  await openEdit(laptop.page, laptopForm, post._id);

  // Each adds a paragraph of its own to the same text.
  await laptopForm.field("Content").fill("The opening paragraph.\n\nWritten on the laptop, after the opening.\n\nThe middle paragraph.\n\nThe closing paragraph.");
  await formPage.field("Content").fill("The opening paragraph.\n\nThe middle paragraph.\n\nThe closing paragraph.\n\nWritten on the phone, at the end.");
  await laptopForm.update.click();
  await expect(toast(laptop.page, "Blog updated successfully!")).toBeVisible();
  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  await expect(formPage.conflictDialog).toBeHidden();
  const merged = "The opening paragraph.\n\nWritten on the laptop, after the opening.\n\nThe middle paragraph.\n\nThe closing paragraph.\n\nWritten on the phone, at the end.";
  expect((await ownerApi.get("blogs", post._id)).content).toBe(merged);

  // Now both change the same sentence.
  await openEdit(page, formPage, post._id);
  await openEdit(laptop.page, laptopForm, post._id);
  await laptopForm.field("Content").fill(merged.replace("The middle paragraph.", "The middle paragraph, as the laptop puts it."));
  await formPage.field("Content").fill(merged.replace("The middle paragraph.", "The middle paragraph, as the phone puts it."));
  await laptopForm.update.click();
  await expect(toast(laptop.page, "Blog updated successfully!")).toBeVisible();
  await formPage.update.tap();
  await expect(formPage.conflictDialog).toBeVisible();
  // Only the part that differs, side by side, with where it is.
  const part = formPage.conflictDialog.getByRole("group", { name: "Content" });
  await expect(part).toHaveCount(1);
  await expect(part.locator('[data-conflict-value="mine"]')).toHaveText("The middle paragraph, as the phone puts it.");
  await expect(part.locator('[data-conflict-value="theirs"]')).toHaveText("The middle paragraph, as the laptop puts it.");
  await expect(part).toContainText("After: “Written on the laptop, after the opening.”");
  // The dialog fits the phone, and its buttons are in reach.
  await expect(formPage.conflictDialog.getByRole("button", { name: "Save with these choices" })).toBeInViewport({ ratio: 1 });
  await part.getByRole("radio", { name: "Keep both" }).check();
  await formPage.conflictDialog.getByRole("button", { name: "Save with these choices" }).tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  expect((await ownerApi.get("blogs", post._id)).content).toBe(
    merged.replace("The middle paragraph.", "The middle paragraph, as the phone puts it.\n\nThe middle paragraph, as the laptop puts it."),
  );
  await laptop.context.close();
});

test("a new post begun on the phone, the phone then gone for good: the laptop finds it on the dashboard and finishes it", async ({ browser, page, formPage, ownerApi, unique, ownerStorageState }, testInfo) => {
  const title = unique("Begun on the phone");
  await formPage.goto("/add-blog");
  await formPage.fill({ Title: title, Summary: "Started on the train.", Content: "The first paragraph, typed on the phone." });
  await formPage.expectSavedToServer();
  // The phone is lost: its browser, and everything in it, gone.
  await page.context().close();

  const laptop = await laptopOf(browser, testInfo.project.use.baseURL, ownerStorageState);
  await laptop.page.goto("/admin");
  const drafts = laptop.page.getByRole("region", { name: /^Unsaved drafts/ });
  const card = drafts.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText("Unsaved draft");
  await expect(card).toContainText(/on Android · Chrome/);
  await card.getByRole("link", { name: /^Continue/ }).click();
  const laptopForm = new EntityFormPage(laptop.page);
  await expect(laptopForm.field("Title")).toHaveValue(title);
  await expect(laptopForm.field("Summary")).toHaveValue("Started on the train.");
  await expect(laptopForm.field("Content")).toHaveValue("The first paragraph, typed on the phone.");
  await laptopForm.field("Content").fill("The first paragraph, typed on the phone.\n\nFinished on the laptop.");
  await laptopForm.submitAdd("Blog added successfully!", "/blogs");
  const saved = (await ownerApi.list("blogs")).find((item) => item.title === title);
  expect(saved?.content).toBe("The first paragraph, typed on the phone.\n\nFinished on the laptop.");
  // Saved, it is no longer an unsaved draft anywhere.
  await laptop.page.goto("/admin");
  await expect(laptop.page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  await laptop.context.close();
});
