import type { Page } from "@playwright/test";
import { BlogPage } from "./pages/blog-page";
import { PublicListPage } from "./pages/public-list-page";
import { TrashPage } from "./pages/trash-page";
import { E2E_MARKER, expect, test, toast } from "./support/fixtures";

/**
 * Issue 13, on the owner's phone (the `phone` project only: playwright.config.ts), one tab,
 * no reload the owner would not make, the screen checked after every step:
 *
 * 1. a post written as a draft, which a visitor on another device (a second browser context
 *    without the owner's cookies) does not see anywhere; a preview link the owner creates on
 *    the edit screen and the visitor opens; then a schedule a few seconds ahead, and the post
 *    appearing to the visitor at that time with no request from the owner (the cached pages
 *    expire when it falls due), while the preview link now leads to the public post;
 * 2. a project deleted from its card, brought back by the toast's Undo, deleted again and
 *    restored from /admin/trash, and another deleted forever from there.
 */

/** The owner's phone is set to a zone with a half-hour offset: the schedule is local time. */
const OWNER_TIME_ZONE = "Asia/Kolkata";

/** Seconds ahead the owner schedules the post: enough for the steps before it falls due. */
const SCHEDULE_AHEAD_S = 20;

/** How long after its time a scheduled post may take to reach a visitor's screen (cached pages' expiry). */
const DUE_GRACE_MS = 60_000;

/** `at` in `timeZone` as a datetime-local input takes it: "2026-11-24T09:00:30". */
function localInputValue(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The badge's time as the owner's device writes it (src/lib/publishing/local-time.ts). */
function badgeTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);
}

/** Marks the document: still marked later means no reload or full navigation happened. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument === true);
}

test.describe("publishing on the owner's phone", () => {
  test.use({ loggedIn: true, timezoneId: OWNER_TIME_ZONE });

  test.afterEach(async ({ ownerApi }) => {
    await ownerApi.removeAllMatching(E2E_MARKER);
    await ownerApi.purgeTrashMatching(E2E_MARKER);
  });

  test("a draft, previewed on another device, scheduled, appears to visitors at its time", async ({
    page,
    nav,
    formPage,
    unique,
    visitorPage,
  }) => {
    test.setTimeout(SCHEDULE_AHEAD_S * 1000 + DUE_GRACE_MS + 90_000);
    const title = unique("Draft");
    const summary = "A post written on the phone, kept as a draft, then scheduled.";
    const body = "Written on a phone between two trains, read by a friend through a preview link first.";
    const owner = new BlogPage(page);
    const blogs = new PublicListPage(page, "/blogs");
    const notPublicYet = page.getByRole("main").getByRole("region", { name: /^Not public yet/ });
    const ownersCard = notPublicYet.getByRole("article", { name: title, exact: true });

    // The owner writes the post and keeps it as a draft.
    await page.goto("/");
    await nav.open("blogs");
    await expect(owner.heading).toHaveText("Blogs");
    await nav.choose(blogs.addLink("ADD NEW BLOG HERE"));
    await expect(page).toHaveURL(/\/add-blog$/);
    await expect(formPage.form).toBeVisible();
    await formPage.fill({ Title: title, Summary: summary, Content: body });
    await formPage.choosePublication("Save as draft", true);
    await expect(formPage.form.getByText("Only you see it (and anyone you send a preview link) until you publish it.")).toBeVisible();
    await nav.choose(formPage.save);
    await expect(toast(page, "Blog added successfully!")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/blogs");
    await markDocument(page);

    // On /blogs the owner sees it among the posts not public yet, marked Draft, not in the list.
    await expect(ownersCard).toBeVisible();
    await expect(ownersCard.getByText("Draft", { exact: true })).toBeVisible();
    await expect(ownersCard.getByRole("button", { name: `Publish "${title}" now` })).toBeVisible();
    await expect(owner.cardLink(title)).toHaveCount(0);

    // A visitor on another device sees no trace of it.
    const visitor = await visitorPage();
    const visitorBlogs = new BlogPage(visitor);
    await visitorBlogs.gotoList();
    // Not the owner: Contact where the owner has Messages, no Edit on the posts.
    await expect(visitor.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("link", { name: /^Edit / })).toHaveCount(0);
    await expect(visitor.getByRole("main")).not.toContainText(title);
    await expect(visitor.getByRole("main").getByRole("region", { name: /^Not public yet/ })).toHaveCount(0);
    const feed = await visitor.request.get("/rss.xml");
    expect(feed.ok()).toBe(true);
    expect(await feed.text()).not.toContain(title);

    // The owner opens the edit screen from the draft's card: the draft is as written.
    await nav.choose(ownersCard.getByRole("link", { name: `Edit "${title}"` }));
    await expect(page).toHaveURL(/\/edit-blog\/[^/]+$/);
    await expect(formPage.field("Title")).toHaveValue(title);
    await expect(formPage.publicationOption("Save as draft")).toBeChecked();
    const slug = await formPage.field("URL").inputValue();
    expect(slug).toMatch(/^e2e-draft-phone-[a-z0-9-]+$/);

    // Its address is the 404 page for the visitor.
    const hidden = await visitor.goto(`/blogs/${slug}`);
    expect(hidden?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
    await expect(visitor.getByRole("main")).not.toContainText(title);

    // The owner creates a preview link and sends it to the other device.
    const previewSection = formPage.form.getByRole("region", { name: `Preview link for ${title}` });
    await nav.choose(previewSection.getByRole("button", { name: "Preview link", exact: true }));
    const linkField = previewSection.getByRole("textbox", { name: /^Preview link \(works until .+\)$/ });
    await expect(linkField).toHaveValue(/\/preview\/blogs\/[A-Za-z0-9_-]+$/);
    let previewUrl = await linkField.inputValue();
    await expect(previewSection.getByRole("button", { name: "New preview link" })).toBeVisible();

    // The visitor opens it: the post as it will look, under a Preview strip, not indexed.
    const previewed = await visitor.goto(previewUrl);
    expect(previewed?.status()).toBe(200);
    await expect(visitor.getByRole("note", { name: "Preview" })).toContainText("Preview — not public yet");
    await expect(visitorBlogs.heading).toHaveText(title);
    await expect(visitor.getByRole("main").getByText(body)).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(visitor).toHaveTitle(new RegExp(`^Preview: ${title}`));

    // The owner ends the post's preview links (issue 22, point 7): the visitor's is the 404
    // page from then on, in the site's layout; a new link works.
    await nav.choose(previewSection.getByRole("button", { name: "End preview links" }));
    const endQuestion = page.getByRole("alertdialog", { name: `End every preview link of “${title}”?` });
    await expect(endQuestion).toBeVisible();
    await nav.choose(endQuestion.getByRole("button", { name: "End the links" }));
    await expect(toast(page, "Preview links ended: every link made until now shows the 404 page.")).toBeVisible();
    await expect(linkField).toHaveCount(0);
    expect((await visitor.reload())?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
    await expect(visitor.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await expect(visitor.getByRole("main")).not.toContainText(title);
    await nav.choose(previewSection.getByRole("button", { name: "Preview link", exact: true }));
    await expect(linkField).toHaveValue(/\/preview\/blogs\/[A-Za-z0-9_-]+$/);
    expect(await linkField.inputValue()).not.toBe(previewUrl);
    previewUrl = await linkField.inputValue();
    await visitor.goto(previewUrl);
    await expect(visitorBlogs.heading).toHaveText(title);

    // The owner schedules it a few seconds ahead, in the phone's own time.
    expect(await sameDocument(page), "the owner's tab was not reloaded").toBe(true);
    await formPage.choosePublication("Schedule", true);
    const due = new Date(Math.ceil((Date.now() + SCHEDULE_AHEAD_S * 1000) / 1000) * 1000);
    await formPage.field("Publish on").fill(localInputValue(due, OWNER_TIME_ZONE));
    // Chromium names this zone by its older alias too.
    await expect(formPage.form.getByText(/^Your local time \(Asia\/(Kolkata|Calcutta)\)\.$/)).toBeVisible();
    await nav.choose(formPage.update);
    await expect(toast(page, "Blog updated successfully!")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/blogs");
    await expect(ownersCard.getByText(`Scheduled · ${badgeTime(due, OWNER_TIME_ZONE)}`)).toBeVisible();
    await expect(ownersCard.getByText("Draft", { exact: true })).toHaveCount(0);
    expect(await sameDocument(page), "the owner's tab was not reloaded").toBe(true);

    // Before its time the visitor still does not see it.
    expect(Date.now(), "the steps above left time before the post falls due").toBeLessThan(due.getTime() - 5_000);
    await visitorBlogs.gotoList();
    await expect(visitor.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(visitor.getByRole("main")).not.toContainText(title);

    // From now on the owner does nothing. The visitor looks at /blogs again now and then.
    let lookedAt = 0;
    await expect(async () => {
      lookedAt = Date.now();
      await visitor.reload();
      await expect(visitorBlogs.cardLink(title)).toBeVisible({ timeout: 1_000 });
    }, `the post reaches the visitor's /blogs within ${DUE_GRACE_MS / 1000} s of its time`).toPass({
      intervals: [2_000],
      timeout: due.getTime() - Date.now() + DUE_GRACE_MS,
    });
    expect(lookedAt, "not before its time").toBeGreaterThanOrEqual(due.getTime() - 1_000);

    // The visitor reads it at its address.
    await visitorBlogs.openPost(title);
    await expect(visitor).toHaveURL((url) => url.pathname === `/blogs/${slug}`);
    await expect(visitor.getByRole("main").getByText(body)).toBeVisible();
    await expect(visitor.getByRole("note", { name: "Preview" })).toHaveCount(0);

    // The preview link now leads to the public post.
    await visitor.goto(previewUrl);
    await expect(visitor).toHaveURL((url) => url.pathname === `/blogs/${slug}`);
    await expect(visitorBlogs.heading).toHaveText(title);
    await expect(visitor.getByRole("note", { name: "Preview" })).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);

    // And it is in the feed.
    await expect(async () => {
      expect(await (await visitor.request.get("/rss.xml")).text()).toContain(title);
    }).toPass({ intervals: [1_000], timeout: 15_000 });

    // The owner's /blogs, left open all along, now lists it as any other post, with no
    // badge; and so it does when visited again.
    await expect(owner.cardLink(title)).toBeVisible();
    await expect(ownersCard).toHaveCount(0);
    await nav.open("home");
    await nav.open("blogs");
    await expect(owner.cardLink(title)).toBeVisible();
    await expect(ownersCard).toHaveCount(0);
    expect(await sameDocument(page), "the owner's tab was not reloaded").toBe(true);
  });

  test("a deleted project comes back with Undo, and from the trash; another is deleted forever", async ({
    page,
    nav,
    projectsPage,
    ownerApi,
    unique,
  }) => {
    const kept = unique("Undo");
    const gone = unique("Forever");
    const project = (title: string) => ({
      title,
      oneLineDescription: "A project deleted and brought back on the phone",
      description: "Made by the trash journey of the browser suite.",
      liveUrl: "https://example.com/trash",
      projectType: "frontend",
      technologiesUsed: ["Playwright"],
      keywordsAndTags: ["e2e"],
    });
    // Set-up: a project to delete and bring back, and one already in the trash.
    await ownerApi.create("projects", project(kept));
    const other = await ownerApi.create("projects", project(gone));
    await ownerApi.remove("projects", other._id);

    const list = new PublicListPage(page, "/projects");
    const trash = new TrashPage(page);
    // To the trash, with Undo: no question is asked (a browser dialog would be dismissed
    // by Playwright and the delete would not happen).
    const deleteFromCard = async () => {
      await nav.choose(list.deleteButton(`project ${kept}`));
      await expect(toast(page, "Project deleted successfully!")).toBeVisible();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    };

    await page.goto("/");
    await nav.open("projects");
    await projectsPage.waitUntilInteractive();
    await expect(projectsPage.card(kept)).toBeVisible();
    await expect(projectsPage.card(gone)).toHaveCount(0);
    await markDocument(page);

    // Deleted from its card: the spec's toast, with Undo, and the card leaves the list.
    await deleteFromCard();
    const deleted = toast(page, "Project deleted successfully!");
    await expect(deleted.getByRole("button", { name: "Undo" })).toBeVisible();
    await expect(projectsPage.card(kept)).toHaveCount(0);

    // Undo: the card is back on this screen, without a reload.
    await nav.choose(deleted.getByRole("button", { name: "Undo" }));
    await expect(toast(page, "Project restored successfully!")).toBeVisible();
    await expect(projectsPage.card(kept)).toBeVisible();
    await expect(list.editLink(`project ${kept}`)).toBeVisible();
    expect(await sameDocument(page), "no reload").toBe(true);

    // Deleted again, then restored from the trash.
    await deleteFromCard();
    await expect(projectsPage.card(kept)).toHaveCount(0);
    await nav.open("trash");
    await expect(trash.heading).toHaveText("Trash");
    await expect(trash.item(kept)).toBeVisible();
    await expect(trash.item(kept)).toContainText("Project");
    await expect(trash.item(kept)).toContainText(/\d+ days? left/);
    await expect(trash.item(gone)).toBeVisible();
    await nav.choose(trash.restoreButton("project", kept));
    await expect(toast(page, "Project restored successfully!")).toBeVisible();
    await expect(trash.item(kept)).toHaveCount(0);
    await expect(trash.item(gone)).toBeVisible();

    // The other one, deleted forever, after the product's question that says it is final:
    // Cancel (the safe answer, focused) keeps it, Delete forever deletes it.
    await nav.choose(trash.deleteForeverButton("project", gone));
    const forever = page.getByRole("alertdialog", { name: `Delete project "${gone}" forever?` });
    await expect(forever).toContainText("This cannot be undone.");
    await expect(forever.getByRole("button", { name: "Cancel" })).toBeFocused();
    await nav.choose(forever.getByRole("button", { name: "Cancel" }));
    await expect(forever).toHaveCount(0);
    await expect(trash.item(gone)).toBeVisible();
    await nav.choose(trash.deleteForeverButton("project", gone));
    await nav.choose(forever.getByRole("button", { name: "Delete forever" }));
    await expect(toast(page, "Project deleted forever.")).toBeVisible();
    await expect(trash.item(gone)).toHaveCount(0);

    // The restored project is on /projects; the other is nowhere, and stays out of the trash.
    await nav.open("projects");
    await expect(projectsPage.card(kept)).toBeVisible();
    await expect(projectsPage.card(gone)).toHaveCount(0);
    await nav.open("trash");
    await expect(trash.heading).toHaveText("Trash");
    await expect(trash.item(gone)).toHaveCount(0);
    await expect(trash.item(kept)).toHaveCount(0);
    expect(await sameDocument(page), "no reload").toBe(true);
  });
});
