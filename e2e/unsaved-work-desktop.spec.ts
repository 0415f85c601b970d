import { E2E_MARKER, expect, test, toast } from "./support/fixtures";

/**
 * What the desktop does differently with unsaved work (issue 21; the phone's journeys are in
 * unsaved-work.spec.ts): Ctrl/Cmd+S saves and stays on the form, and the header's links ask
 * before leaving unsaved changes, as the bottom bar does on a phone.
 */

test.use({ loggedIn: true });

test.afterAll(async ({ ownerApi }) => {
  await ownerApi.removeAllMatching(E2E_MARKER);
});

test("Ctrl+S saves a post and stays on it; the header asks before leaving unsaved changes, and not once they are saved", { tag: "@desktop" }, async ({ page, formPage, nav, ownerApi, unique }) => {
  const title = unique("Shortcut post");
  const post = await ownerApi.create("blogs", {
    title,
    summary: "Saved with the keyboard.",
    content: "Draft one.",
    date: "2026-03-02",
  });
  await page.goto("/blogs");
  await page.getByRole("link", { name: `Edit blog post ${title}` }).click();
  await expect(formPage.field("Content")).toHaveValue("Draft one.");
  const editPath = new URL(page.url()).pathname;

  await formPage.field("Content").fill("Draft two, saved with Ctrl+S.");
  await expect(formPage.saveBar).toContainText("Unsaved changes");
  await page.keyboard.press("Control+s");
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();
  await expect(page).toHaveURL(editPath);
  await expect(formPage.saveBar).toContainText("No unsaved changes.");
  await expect(formPage.field("Content")).toHaveValue("Draft two, saved with Ctrl+S.");
  expect((await ownerApi.get("blogs", post._id)).content).toBe("Draft two, saved with Ctrl+S.");

  // Typing on, then saving again from where it stands: the form knows the version it saved.
  await formPage.field("Content").fill("Draft three.");
  await nav.choose(nav.link("projects"));
  await expect(formPage.leaveDialog).toBeVisible();
  await formPage.leaveDialog.getByRole("button", { name: "Stay and keep editing" }).click();
  await page.keyboard.press("Control+s");
  await expect(formPage.saveBar).toContainText("No unsaved changes.");
  expect(await ownerApi.get("blogs", post._id)).toMatchObject({ content: "Draft three.", version: 3 });

  await nav.choose(nav.link("projects"));
  await expect(page).toHaveURL((url) => url.pathname === "/projects");
  await expect(formPage.leaveDialog).toBeHidden();
});
