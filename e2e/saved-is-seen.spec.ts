import { PublicListPage } from "./pages/public-list-page";
import type { Collection } from "./support/api";
import type { NavTarget } from "./pages/navigation";
import { E2E_MARKER, expect, test, toast } from "./support/fixtures";

/**
 * "What the owner saves is what they see": one tab, no reload the owner would not make.
 * For each kind of content the owner edits the same item three times in a row from its
 * public list, looks at another page in between, then deletes it from its card; after
 * every step the screen shows the new state. (Before the fix the second edit landed on
 * the list as it was after the first: browsers replayed the page from their own cache
 * under Next's default `stale-while-revalidate`, and the router reused pages it had kept.)
 *
 * The mechanism is one for every collection (the pages' Cache-Control, the router cache
 * dropped after a save: src/lib/client/owner-change.ts); each collection's own list tags
 * are proven by owner.spec.ts's add, edit and delete of it. So the three-edit journey runs
 * for two kinds whose pages differ most: projects (also on the home page's Selected Work)
 * and posts (a list and an ISR page per post); a delete from the edit screen, on a third.
 */

interface EntityJourney {
  collection: Collection;
  nav: NavTarget;
  listPath: string;
  /** What the API creates for the journey (the set-up, not under test). */
  create: (title: string) => Record<string, unknown>;
  /** The accessible name part of 'Edit …' / 'Delete …' on the item's card. */
  label: (title: string) => string;
  editPath: RegExp;
  /** The form field edited each time, and a value for edit n that the card shows. */
  field: string;
  value: (n: number) => string;
  messages: { updated: string; deleted: string };
}

const JOURNEYS: EntityJourney[] = [
  {
    collection: "projects",
    nav: "projects",
    listPath: "/projects",
    create: (title) => ({
      title,
      oneLineDescription: "Seen after saving, version 0",
      description: "A project edited three times in a row by the browser suite.",
      liveUrl: "https://example.com/seen",
      projectType: "frontend",
      technologiesUsed: ["Playwright"],
      keywordsAndTags: ["e2e"],
    }),
    label: (title) => `project ${title}`,
    editPath: /\/edit-project\/[^/]+$/,
    field: "One-line description",
    value: (n) => `Seen after saving, version ${n}`,
    messages: { updated: "Project updated successfully!", deleted: "Project deleted successfully!" },
  },
  {
    collection: "blogs",
    nav: "blogs",
    listPath: "/blogs",
    create: (title) => ({
      title,
      summary: "Post summary, version 0",
      content: "Written for the saved-is-seen journey.",
      date: "2026-02-01",
    }),
    label: (title) => `blog post ${title}`,
    editPath: /\/edit-blog\/[^/]+$/,
    field: "Summary",
    value: (n) => `Post summary, version ${n}`,
    messages: { updated: "Blog updated successfully!", deleted: "Blog deleted successfully!" },
  },
];

/** The certification deleted from its edit screen. */
const certification = (title: string) => ({
  title,
  credentialID: "SEEN-0",
  organization: "Seen Academy",
  date: "Issued in 2026",
  url: "https://example.com/certificate",
  learned: ["Saving"],
});

test.describe("saved is seen, without a reload", () => {
  test.use({ loggedIn: true });

  test.afterEach(async ({ ownerApi }) => {
    await ownerApi.removeAllMatching(E2E_MARKER);
  });

  for (const journey of JOURNEYS) {
    test(`${journey.collection}: three edits in a row and a delete from the list`, async ({ page, nav, formPage, ownerApi, unique }) => {
      const title = unique("Seen");
      await ownerApi.create(journey.collection, journey.create(title));
      const list = new PublicListPage(page, journey.listPath);
      const main = page.getByRole("main");

      // The owner has already looked at the list and at the home page in this tab: both
      // are now kept by the browser, which is what used to be shown again.
      await page.goto("/");
      await nav.open(journey.nav);
      await expect(list.editLink(journey.label(title))).toBeVisible();
      await expect(main).toContainText(journey.value(0));
      await nav.open("home");
      await nav.open(journey.nav);

      for (let n = 1; n <= 3; n++) {
        await list.editLink(journey.label(title)).click();
        await expect(page).toHaveURL(journey.editPath);
        await expect(formPage.field(journey.field)).toHaveValue(journey.value(n - 1));
        await formPage.fill({ [journey.field]: journey.value(n) });
        await formPage.submitUpdate(journey.messages.updated, journey.listPath);
        await expect(main, `edit ${n} is on the list it lands on`).toContainText(journey.value(n));
        await expect(main).not.toContainText(journey.value(n - 1));

        if (n === 2) {
          // Another page and back: the list is not an earlier copy either.
          await nav.open("home");
          if (journey.collection === "projects") {
            // The newest project is in Selected Work, as edited.
            await expect(main).toContainText(journey.value(2));
          }
          await nav.open(journey.nav);
          await expect(main).toContainText(journey.value(2));
          await expect(main).not.toContainText(journey.value(1));
        }
      }

      await list.deleteItem(journey.label(title), journey.messages.deleted);
      await expect(list.editLink(journey.label(title)), "the deleted card leaves the list").toHaveCount(0);
      await expect(main).not.toContainText(journey.value(3));
      // And it stays gone on the next screens of the same tab.
      await nav.open("home");
      await expect(main).not.toContainText(title);
      await nav.open(journey.nav);
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main).not.toContainText(title);
    });
  }

  test("a delete from the edit screen lands on a list without the item", async ({ page, nav, formPage, ownerApi, unique }) => {
    const title = unique("Seen");
    await ownerApi.create("certification", certification(title));
    const list = new PublicListPage(page, "/certification");

    await page.goto("/");
    await nav.open("certification");
    await list.editLink(`certification ${title}`).click();
    await expect(page).toHaveURL(/\/edit-certification\//);
    await formPage.delete.click();
    await expect(toast(page, "Certification deleted successfully!")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/certification");
    await expect(list.editLink(`certification ${title}`)).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(title);
  });
});
