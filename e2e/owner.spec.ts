import { MESSAGES_NAME } from "./pages/navigation";
import { PublicListPage } from "./pages/public-list-page";
import { OWNER } from "./support/api";
import { pngFile } from "./support/files";
import { E2E_MARKER, expect, expectImageLoaded, test, toast } from "./support/fixtures";

/**
 * What the owner does, on the desktop and on a phone: log in and out, manage the five
 * kinds of content through the add/edit screens and the public lists, and read the inbox.
 * Every journey creates its own items (unique names with the E2E marker) and removes them;
 * whatever a failed run leaves behind is deleted through the API afterwards.
 */

test.describe("login and logout", () => {
  test("a wrong password keeps the form and the typed e-mail", async ({ page, loginPage, nav }) => {
    await page.goto("/");
    await nav.openLogin();
    await loginPage.login(OWNER.email, "not-the-password");
    await expect(toast(page, "Invalid email or password.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage.heading).toBeVisible();
    await expect(loginPage.email).toHaveValue(OWNER.email);
    await expect(loginPage.submit).toHaveText("Login");
    await expect(loginPage.submit).toBeEnabled();
  });

  test("the owner logs in through the form and out through the navigation", { tag: "@desktop" }, async ({ page, loginPage, nav, isPhone }) => {
    await page.goto("/");
    await nav.openLogin();
    await loginPage.login(OWNER.email, OWNER.password);
    await expect(toast(page, "Login successful")).toBeVisible();
    if (isPhone) {
      // The phone's More sheet opened at once: the toast waits behind it, off its last
      // entries (Logout), and shows again when it closes (if its time is not up).
      await nav.openMore();
      // At once: the toast would leave by itself after its 5 s.
      await expect(toast(page, "Login successful")).toBeHidden({ timeout: 500 });
      await expect(nav.moreMenu.getByRole("button", { name: "Logout" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav.moreMenu).toBeHidden();
    }
    // The owner lands where they work: the dashboard (issue 25).
    await expect(page).toHaveURL((url) => url.pathname === "/admin");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    // The owner's navigation: Messages instead of Contact, Logout instead of Admin Login.
    await expect(nav.link("messages")).toBeVisible();
    await expect(nav.nav.getByRole("link", { name: "Contact", exact: true })).toHaveCount(0);
    await nav.open("messages");
    await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();

    await nav.logout();
    await expect(toast(page, "Logging out...")).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(nav.nav.getByRole("link", { name: "Contact", exact: true })).toBeVisible();
    await expect(nav.nav.getByRole("link", { name: MESSAGES_NAME })).toHaveCount(0);

    // The owner's screens now send the visitor home.
    for (const path of ["/add-project", "/message", "/activity", "/add-blog", "/edit-project/anything"]) {
      await page.goto(path);
      await expect(page, `${path} redirects home`).toHaveURL((url) => url.pathname === "/");
    }
    // A logged-out owner can log in again: /login is a form, not a redirect.
    await page.goto("/login");
    await expect(loginPage.heading).toBeVisible();
  });
});

test.describe("contact is for visitors", () => {
  test.use({ loggedIn: true });

  test("the owner opening Contact lands in the inbox, without the contact form ever showing; visitors still get the form", async ({ page, visitorPage }) => {
    // Anything that ever shows the contact form in this tab, however briefly, is recorded.
    await page.addInitScript(() => {
      const seen = () => document.querySelector("#new-message") !== null;
      const flag = () => {
        if (seen()) (window as unknown as { sawContactForm?: boolean }).sawContactForm = true;
      };
      new MutationObserver(flag).observe(document, { childList: true, subtree: true });
      document.addEventListener("DOMContentLoaded", flag);
    });
    const sawContactForm = () => page.evaluate(() => Boolean((window as unknown as { sawContactForm?: boolean }).sawContactForm));

    // Typed in the address bar: the server answers with a redirect before any page.
    const response = await page.goto("/contact");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/contact$/);
    await expect(page).toHaveURL(/\/message$/);
    await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    expect(await sawContactForm()).toBe(false);

    // Through the home page's "Get in touch", a navigation inside the app.
    await page.goto("/");
    await page.getByRole("link", { name: "Get in touch" }).first().click();
    await expect(page).toHaveURL(/\/message$/);
    await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
    expect(await sawContactForm()).toBe(false);

    // A visitor beside the owner still gets the form.
    const visitor = await visitorPage();
    await visitor.goto("/contact");
    await expect(visitor.getByRole("heading", { name: "New Message" })).toBeVisible();
    await expect(visitor).toHaveURL(/\/contact$/);
  });
});

test.describe("owner content", () => {
  test.use({ loggedIn: true });

  test.afterEach(async ({ ownerApi }) => {
    await ownerApi.removeAllMatching(E2E_MARKER);
  });

  test("projects: add with images, edit, archive, delete", async ({ page, nav, formPage, projectsPage, visitorPage, unique }) => {
    const title = unique("Project");
    const list = new PublicListPage(page, "/projects");

    await page.goto("/");
    await nav.open("projects");
    await expect(projectsPage.closingCard("ADD NEW PROJECT HERE")).toBeVisible();
    await projectsPage.results.getByRole("link", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/add-project$/);
    await expect(formPage.heading).toHaveText("Add project");
    await expect(formPage.field("Project type")).toHaveValue("full-stack");
    await formPage.upload("Logo", pngFile("logo.png", [220, 38, 38]));
    await formPage.upload("Screenshot", pngFile("screenshot.png", [22, 163, 74]));
    await formPage.fill({
      Title: title,
      "One-line description": "Made by the browser suite",
      "Project type": "backend",
      "Live URL": "https://github.com/example/e2e",
      "Technologies used": "Playwright, Chromium",
      "Keywords and tags": "e2e, testing",
      Description: "A project created, edited, archived and deleted by an end-to-end journey.",
    });
    await formPage.submitAdd("Project added successfully!", "/projects");

    // On the public list at once, for the owner and for a visitor.
    const card = projectsPage.card(title);
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: /^Visit Repository/ })).toHaveAttribute("href", "https://github.com/example/e2e");
    // The logo sits beside the title: decorative (alt=""), so it has no accessible name.
    await expectImageLoaded(card.locator('img[alt=""]'));
    await expectImageLoaded(card.getByRole("img", { name: `Screenshot of ${title}` }));
    const visitor = await visitorPage();
    await visitor.goto("/projects");
    await expect(visitor.getByRole("heading", { name: title, exact: true })).toBeVisible();

    // Edit: the form is prefilled; the new title replaces the old one.
    const edited = `${title} edited`;
    await list.editLink(`project ${title}`).click();
    await expect(page).toHaveURL(/\/edit-project\/[^/]+$/);
    await expect(formPage.heading).toHaveText("Edit project");
    await expect(formPage.field("Title")).toHaveValue(title);
    await expect(formPage.field("Project type")).toHaveValue("backend");
    await expect(formPage.field("Archived")).not.toBeChecked();
    await formPage.fill({ Title: edited, "One-line description": "Edited by the browser suite" });
    await formPage.submitUpdate("Project updated successfully!", "/projects");
    await expect(projectsPage.card(edited)).toBeVisible();
    await expect(projectsPage.card(edited)).toContainText("Edited by the browser suite");
    await expect(projectsPage.card(title)).toHaveCount(0);
    // The images were kept: no file was chosen on edit.
    await expectImageLoaded(projectsPage.card(edited).locator('img[alt=""]'));

    // Archive: out of the default list, under projectType=archived.
    await list.editLink(`project ${edited}`).click();
    await formPage.fill({ Archived: true });
    await formPage.submitUpdate("Project updated successfully!", "/projects");
    await projectsPage.waitUntilInteractive();
    await expect(projectsPage.card("Fieldnotes")).toBeVisible();
    await expect(projectsPage.card(edited)).toHaveCount(0);
    await projectsPage.projectType.selectOption("archived");
    await expect(page).toHaveURL(/projectType=archived/);
    await expect(projectsPage.card(edited)).toBeVisible();
    await expect(projectsPage.card(edited)).toContainText("Archived");

    // Delete from the archived list.
    await list.deleteItem(`project ${edited}`, "Project deleted successfully!");
    await expect(projectsPage.card(edited)).toHaveCount(0);
    await projectsPage.goto("?projectType=archived");
    await expect(projectsPage.card("Old Portfolio")).toBeVisible();
    await expect(projectsPage.card(edited)).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: title, exact: true })).toHaveCount(0);
  });

  test("tech stack: add with an image, edit, delete", async ({ page, nav, formPage, visitorPage, unique }) => {
    const title = unique("Game");
    const list = new PublicListPage(page, "/techStack");
    const games = page.getByRole("main").getByRole("region", { name: "Games", exact: true });

    await page.goto("/");
    await nav.open("techStack");
    await expect(games).toHaveCount(0);
    await list.addLink("ADD NEW TECHSTACK HERE").click();
    await expect(page).toHaveURL(/\/add-techStack$/);
    await expect(formPage.heading).toHaveText("Add tech stack item");
    await formPage.upload("Image", pngFile("game.png"));
    await formPage.fill({ Title: title, Category: "Strategy", URL: "https://example.com/game", Section: "games" });
    await formPage.submitAdd("TechStack added successfully!", "/techStack");

    // A games item makes the Games section appear.
    await expect(games).toBeVisible();
    await expect(games.getByRole("heading", { name: title })).toBeVisible();
    await expect(games.getByText("Strategy", { exact: true })).toBeVisible();
    // Beside its title: decorative (alt="").
    await expectImageLoaded(games.getByRole("article").filter({ hasText: title }).locator('img[alt=""]'));
    const visitor = await visitorPage();
    await visitor.goto("/techStack");
    await expect(visitor.getByRole("region", { name: "Games", exact: true }).getByRole("heading", { name: title })).toBeVisible();

    await list.editLink(`tech stack item ${title}`).click();
    await expect(page).toHaveURL(/\/edit-techStack\/[^/]+$/);
    await expect(formPage.heading).toHaveText("Edit tech stack item");
    await expect(formPage.field("Title")).toHaveValue(title);
    await expect(formPage.field("Section")).toHaveValue("games");
    await formPage.fill({ Category: "Turn-based strategy" });
    await formPage.submitUpdate("TechStack updated successfully!", "/techStack");
    await expect(games.getByText("Turn-based strategy", { exact: true })).toBeVisible();

    await list.deleteItem(`tech stack item ${title}`, "TechStack deleted successfully!");
    await expect(games).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("experiences: add, edit (skills prefilled), delete from the edit screen", async ({ page, nav, formPage, visitorPage, unique }) => {
    const title = unique("Role");
    const company = "E2E Company";
    const list = new PublicListPage(page, "/experience");

    await page.goto("/");
    await nav.open("experience");
    await list.addLink("ADD NEW EXPERIENCE HERE").click();
    await expect(page).toHaveURL(/\/add-experience$/);
    await expect(formPage.heading).toHaveText("Add experience");
    await formPage.fill({
      Position: title,
      Company: company,
      Location: "Remote",
      "Start month": "2018-01",
      "End month": "2018-12",
      Skills: "Playwright, Axe",
      "What I did?": "Wrote browser journeys | Checked accessibility",
    });
    await formPage.submitAdd("Experience added successfully!", "/experience");

    const item = page.getByRole("main").getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item).toBeVisible();
    await expect(item.getByRole("listitem").filter({ hasText: "Wrote browser journeys" })).toBeVisible();
    await expect(item.getByRole("listitem").filter({ hasText: "Checked accessibility" })).toBeVisible();
    await expect(item).toContainText("Playwright, Axe");
    const visitor = await visitorPage();
    await visitor.goto("/experience");
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

    await list.editLink(`experience ${title} at ${company}`).click();
    await expect(page).toHaveURL(/\/edit-experience\/[^/]+$/);
    await expect(formPage.heading).toHaveText("Edit experience");
    await expect(formPage.field("Position")).toHaveValue(title);
    // decisions.md: the stored skills, not a fixed default.
    await expect(formPage.field("Skills")).toHaveValue("Playwright, Axe");
    await expect(formPage.field("What I did?")).toHaveValue("Wrote browser journeys | Checked accessibility");
    await formPage.fill({ Skills: "Playwright, Axe, Chromium" });
    await formPage.submitUpdate("Experience updated successfully!", "/experience");
    await expect(item).toContainText("Playwright, Axe, Chromium");

    // This time the Delete of the edit screen.
    await list.editLink(`experience ${title} at ${company}`).click();
    await expect(formPage.heading).toHaveText("Edit experience");
    await formPage.delete.click();
    await expect(toast(page, "Experience deleted successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/experience$/);
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("certifications: add with a screenshot, edit, delete", async ({ page, nav, formPage, visitorPage, unique }) => {
    const title = unique("Certificate");
    const list = new PublicListPage(page, "/certification");

    await page.goto("/");
    await nav.open("certification");
    await list.addLink("ADD NEW CERTIFICATION HERE").click();
    await expect(page).toHaveURL(/\/add-certification$/);
    await expect(formPage.heading).toHaveText("Add certification");
    await formPage.upload("Screenshot", pngFile("certificate.png"));
    await formPage.fill({
      Title: title,
      Organization: "E2E Academy",
      "Credential ID": "E2E-0001",
      Date: "March 2026",
      "Credential URL": "https://example.com/credential",
      "What I learned": "Locators, Fixtures, Traces",
    });
    await formPage.submitAdd("Certification added successfully!", "/certification");

    const card = page.getByRole("main").getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("E2E-0001")).toBeVisible();
    await expect(card.getByText("What I learned")).toHaveClass(/sr-only/);
    await expect(card.getByRole("list").getByRole("listitem")).toHaveText(["Locators", "Fixtures", "Traces"]);
    await expectImageLoaded(card.getByRole("img", { name: `${title} certificate from E2E Academy` }));
    const visitor = await visitorPage();
    await visitor.goto("/certification");
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

    await list.editLink(`certification ${title}`).click();
    await expect(page).toHaveURL(/\/edit-certification\/[^/]+$/);
    await expect(formPage.heading).toHaveText("Edit certification");
    await expect(formPage.field("Credential ID")).toHaveValue("E2E-0001");
    await expect(formPage.field("What I learned")).toHaveValue("Locators, Fixtures, Traces");
    await formPage.fill({ Date: "April 2026" });
    await formPage.submitUpdate("Certification updated successfully!", "/certification");
    await expect(card).toContainText("April 2026");

    await list.deleteItem(`certification ${title}`, "Certification deleted successfully!");
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
  });

  test("blogs: add with a cover image and Markdown, edit, delete", { tag: "@desktop" }, async ({ page, nav, formPage, blogPage, visitorPage, unique }) => {
    const title = unique("Post");
    const list = new PublicListPage(page, "/blogs");

    await page.goto("/");
    await nav.open("blogs");
    await list.addLink("ADD NEW BLOG HERE").click();
    await expect(page).toHaveURL(/\/add-blog$/);
    await expect(formPage.heading).toHaveText("Add blog post");
    await formPage.upload("Cover image", pngFile("cover.png"));
    await formPage.fill({
      Title: title,
      Date: "2026-01-15",
      Summary: "A post written by the browser suite.",
      Content: "## Written in a browser\n\nSome **bold** words.\n\n```ts\nconst answer = 42;\n```",
    });
    const preview = page.getByRole("region", { name: "Preview", exact: true });
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByRole("heading", { name: "Written in a browser" })).toBeVisible();
    await formPage.submitAdd("Blog added successfully!", "/blogs");

    const card = page.getByRole("main").getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("January 15, 2026", { exact: true })).toBeVisible();
    await expectImageLoaded(card.locator("img").first());
    await blogPage.openPost(title);
    await expect(page.getByRole("main").getByRole("heading", { name: "Written in a browser", level: 2 })).toBeVisible();
    await expect(page.getByRole("main").locator("pre")).toContainText("const answer = 42;");
    const postUrl = page.url();
    const visitor = await visitorPage();
    await visitor.goto(postUrl);
    await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();

    await page.getByRole("link", { name: "Edit post" }).click();
    await expect(page).toHaveURL(/\/edit-blog\/[^/]+$/);
    await expect(formPage.heading).toHaveText("Edit blog post");
    await expect(formPage.field("Title")).toHaveValue(title);
    await formPage.fill({ Summary: "A post edited by the browser suite." });
    await formPage.submitUpdate("Blog updated successfully!", "/blogs");
    await expect(card).toContainText("A post edited by the browser suite.");

    await list.deleteItem(`blog post ${title}`, "Blog deleted successfully!");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    const gone = await visitor.goto(postUrl);
    expect(gone?.status()).toBe(404);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
  });

  test("messages: a visitor's message arrives unread, is read, then deleted", async ({ page, nav, messagesPage, visitorPage, unique }) => {
    const subject = unique("Message");

    // A visitor sends it through the contact form, in their own anonymous context.
    const visitor = await visitorPage();
    await visitor.goto("/contact");
    const form = visitor.getByRole("form", { name: "New Message" });
    await form.getByLabel("Name", { exact: true }).fill("E2E Visitor");
    await form.getByLabel("Email", { exact: true }).fill("visitor@example.org");
    await form.getByLabel("Subject", { exact: true }).fill(subject);
    await form.getByLabel("Message", { exact: true }).fill("Please read me, then delete me.");
    await form.getByRole("button", { name: "Send" }).click();
    await expect(toast(visitor, "Message sent successfully!")).toBeVisible();

    await page.goto("/");
    await nav.open("messages");
    await expect(messagesPage.heading).toBeVisible();
    await expect(messagesPage.card(messagesPage.unread, subject, "Unread")).toBeVisible();
    await expect(messagesPage.card(messagesPage.all, subject, "Unread")).toContainText("Please read me, then delete me.");

    await messagesPage.readButton(messagesPage.unread, subject).click();
    await expect(toast(page, "Message read successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/message$/);
    await expect(messagesPage.unread.getByRole("article", { name: new RegExp(subject) })).toHaveCount(0);
    await expect(messagesPage.card(messagesPage.all, subject, "Read")).toBeVisible();
    await page.reload();
    await expect(messagesPage.card(messagesPage.all, subject, "Read")).toBeVisible();

    await messagesPage.deleteButton(messagesPage.all, subject).click();
    await expect(toast(page, "Message deleted successfully!")).toBeVisible();
    await expect(page).toHaveURL(/\/message$/);
    await expect(page.getByRole("article", { name: new RegExp(subject) })).toHaveCount(0);
    await page.reload();
    await expect(messagesPage.all).toBeVisible();
    await expect(page.getByRole("article", { name: new RegExp(subject) })).toHaveCount(0);
  });
});
