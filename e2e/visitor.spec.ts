import { ROUTES } from "./pages/navigation";
import { E2E_MARKER, expect, expectTouchTargets, test, toast } from "./support/fixtures";

/**
 * What an anonymous visitor does, on the desktop (top bar) and on a phone (bottom bar and
 * More sheet): every page, the project search, a blog post, the contact form, the error
 * screens, the theme and the keyboard.
 */

/** Spec point 9: the search fires 2000 ms after typing stops. */
const PROJECT_SEARCH_DEBOUNCE_MS = 2000;
const DEMO_POST = "Debouncing search without losing the URL";

test.describe("public pages render their content", () => {
  test("home: hero, selected work, get to know me, call to action", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toContainText("Hi, I'm Alex Morgan.");
    // The demo's résumé is a PDF stored like an upload, opened in a new tab.
    const resume = main.getByRole("link", { name: /Resume/ });
    await expect(resume).toHaveAttribute("href", /^\/uploads\/[a-z0-9-]+\.pdf$/);
    await expect(resume).toHaveAttribute("target", "_blank");
    const pdf = await page.request.get((await resume.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const selected = main.getByRole("region", { name: "Selected Work" });
    await expect(selected.getByRole("article").first()).toBeVisible();
    expect(await selected.getByRole("article").count()).toBeLessThanOrEqual(3);
    const cards = main.getByRole("region", { name: "Get to know me" }).getByRole("link");
    await expect(cards).toHaveCount(4);
    for (const title of ["About me", "Tech Stack", "Experience", "Certification"]) {
      await expect(cards.filter({ hasText: title })).toBeVisible();
    }
    const cta = main.getByRole("region", { name: "Let's work together" });
    await expect(cta.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  });

  test("about: who I am, what I do, what I did, links and Get in Touch", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("I'm Alex Morgan.");
    for (const section of ["Who I am", "What I do", "What I did", "Find me"]) {
      await expect(main.getByRole("heading", { name: section, level: 2 })).toBeVisible();
    }
    await expect(main.getByText("Senior Full-Stack Engineer", { exact: true })).toBeVisible();
    const resume = main.getByRole("link", { name: "Resume" });
    await expect(resume).toBeVisible();
    await expect(resume).toHaveAttribute("href", /^\/uploads\/[a-z0-9-]+\.pdf$/);
    await expect(resume).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
  });

  test("projects: the demo projects and the visitor's closing card", async ({ projectsPage }) => {
    await projectsPage.goto();
    await expect(projectsPage.card("Fieldnotes")).toBeVisible();
    await expect(projectsPage.card("Fieldnotes").getByRole("link", { name: /^Visit Site/ })).toBeVisible();
    await expect(projectsPage.card("Tidepool").getByRole("link", { name: /^Visit Repository/ })).toBeVisible();
    // Archived projects are not in the default list.
    await expect(projectsPage.card("Old Portfolio")).toHaveCount(0);
    await expect(projectsPage.closingCard("YOUR PROJECT GOES HERE")).toBeVisible();
    await expect(projectsPage.closingCard("ADD NEW PROJECT HERE")).toHaveCount(0);
  });

  test("blogs: cards with title, long US date and link", async ({ page, blogPage }) => {
    await blogPage.gotoList();
    const card = page.getByRole("main").getByRole("article").filter({ hasText: DEMO_POST });
    await expect(card.getByText("October 2, 2026", { exact: true })).toBeVisible();
    await expect(blogPage.cardLink(DEMO_POST)).toHaveAttribute("href", /^\/blogs\/[^/]+$/);
  });

  test("contact: the 'New Message' form", async ({ contactPage }) => {
    await contactPage.goto();
    for (const field of [contactPage.name, contactPage.email, contactPage.subject, contactPage.message]) {
      await expect(field).toBeEditable();
    }
    await expect(contactPage.send).toHaveText("Send");
  });

  test("tech stack: Skills, Dev Tools, Apps and Hardware, and no Games", async ({ page }) => {
    await page.goto("/techStack");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Tech Stack");
    const sections = { Skills: "TypeScript", "Dev Tools": "Zed", Apps: "Figma", Hardware: "Framework Laptop 13" };
    for (const [group, item] of Object.entries(sections)) {
      const section = main.getByRole("region", { name: group, exact: true });
      await expect(section).toBeVisible();
      await expect(section.getByRole("heading", { name: item, level: 3 })).toBeVisible();
    }
    await expect(main.getByRole("region", { name: "Games" })).toHaveCount(0);
    await expect(main.getByRole("heading", { name: "Games" })).toHaveCount(0);
  });

  test("experience: the roles, newest first", async ({ page }) => {
    await page.goto("/experience");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Experience");
    const roles = main.getByRole("heading", { level: 2 });
    await expect(roles.first()).toHaveText("Senior Full-Stack Engineer");
    await expect(main.getByText("Northwind Labs", { exact: true })).toBeVisible();
    await expect(main.getByText("Mentored three junior engineers")).toBeVisible();
    await expect(main.getByText("ADD NEW EXPERIENCE HERE")).toHaveCount(0);
  });

  test("certification: the credentials", async ({ page }) => {
    await page.goto("/certification");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Certification");
    await expect(main.getByRole("heading", { name: "Professional Scrum Master I" })).toBeVisible();
    await expect(main.getByText("Q7KX2M9H4B1LJW5E")).toBeVisible();
    await expect(main.getByRole("link", { name: /Show credential/ }).first()).toHaveAttribute("href", /^https:\/\//);
  });
});

test.describe("navigation", { tag: "@desktop" }, () => {
  test("every page is reachable through the menus", async ({ page, nav }) => {
    await page.goto("/");
    for (const target of ["about", "projects", "blogs", "experience", "certification", "techStack", "contact", "home"] as const) {
      await nav.open(target);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    }
    // Visitors see Contact (not Messages) and Admin Login (not Logout).
    await expect(nav.nav.getByRole("link", { name: "Messages" })).toHaveCount(0);
    await nav.openMore();
    await expect(nav.moreMenu.getByRole("link", { name: "Admin Login" })).toBeVisible();
    await expect(nav.moreMenu.getByRole("button", { name: "Logout" })).toHaveCount(0);
    // Every link and button of the bar or header, and of the open menu, is a 44 px target
    // (their class lists are globals.css's "Navigation").
    await expectTouchTargets(nav.nav);
  });

  test("the More menu works with the keyboard alone", async ({ page, nav, isPhone }) => {
    await page.goto("/");
    if (!isPhone) {
      // Tab from the top of the page to the More button.
      for (let i = 0; i < 20 && !(await nav.moreButton.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
      }
      await expect(nav.moreButton).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(nav.moreButton).toHaveAttribute("aria-expanded", "true");
      await expect(nav.moreMenu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(nav.moreMenu).toBeHidden();
      await expect(nav.moreButton).toBeFocused();
      await page.keyboard.press("Space");
      await expect(nav.moreMenu).toBeVisible();
      // Tab walks through the items in order.
      for (const item of ["Certification", "Tech Stack", "Admin Login"]) {
        await page.keyboard.press("Tab");
        await expect(nav.moreMenu.getByRole("link", { name: item })).toBeFocused();
      }
      await page.keyboard.press("Shift+Tab");
      await expect(nav.moreMenu.getByRole("link", { name: "Tech Stack" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL((url) => url.pathname === ROUTES.techStack);
      await expect(nav.moreMenu).toBeHidden();
      return;
    }
    // Phone: the bottom bar comes last in the page, so Shift+Tab from the top reaches More.
    await page.getByRole("main").focus();
    await page.keyboard.press("Shift+Tab");
    for (let i = 0; i < 40 && !(await nav.moreButton.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(nav.moreButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(nav.moreMenu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(nav.moreMenu).toBeHidden();
    await expect(nav.moreButton).toBeFocused();
    await page.keyboard.press("Space");
    await expect(nav.moreMenu).toBeVisible();
    // The sheet follows More in the page: Tab goes into it, through its links in order, and
    // choosing one closes the sheet.
    for (const item of ["Blogs", "Certifications", "Tech Stack"]) {
      await page.keyboard.press("Tab");
      await expect(nav.moreMenu.getByRole("link", { name: item })).toBeFocused();
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL((url) => url.pathname === ROUTES.techStack);
    await expect(nav.moreMenu).toBeHidden();
  });

  test("the More sheet or dropdown toggles and closes when a link is chosen", async ({ page, nav }) => {
    await page.goto("/about");
    await nav.openMore();
    await nav.choose(nav.moreButton);
    await expect(nav.moreMenu).toBeHidden();
    await nav.openMore();
    await nav.choose(nav.link("certification"));
    await expect(page).toHaveURL(/\/certification$/);
    await expect(nav.moreMenu).toBeHidden();
    await expect(nav.moreButton).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("projects search", () => {
  test("typing is applied 2 seconds after the last keystroke, into ?search=", async ({ page, projectsPage }) => {
    await projectsPage.goto();
    await expect(projectsPage.card("Fieldnotes")).toBeVisible();
    await projectsPage.search.pressSequentially("tide", { delay: 50 });
    const typedAt = Date.now();
    // Nothing changes before the debounce: the URL, the list.
    await page.waitForTimeout(PROJECT_SEARCH_DEBOUNCE_MS - 600);
    expect(new URL(page.url()).search).toBe("");
    await expect(projectsPage.card("Fieldnotes")).toBeVisible();
    // Then the URL gets the search and the list narrows.
    await expect(page).toHaveURL(/[?&]search=tide(&|$)/);
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(PROJECT_SEARCH_DEBOUNCE_MS - 100);
    await projectsPage.expectTitles(["Tidepool"]);
    await expect(projectsPage.search).toHaveValue("tide");
    // A reload keeps the search: it lives in the URL.
    await page.reload();
    await projectsPage.waitUntilInteractive();
    await expect(projectsPage.search).toHaveValue("tide");
    await projectsPage.expectTitles(["Tidepool"]);
  });

  test("type and sort filters go into the URL at once, Reset clears them", async ({ page, projectsPage }) => {
    await projectsPage.goto();
    await projectsPage.projectType.selectOption("backend");
    await expect(page).toHaveURL(/[?&]projectType=backend(&|$)/);
    await projectsPage.expectTitles(["Ledgerline"]);

    await projectsPage.projectType.selectOption("all");
    await projectsPage.sort.selectOption("a-z");
    await expect(page).toHaveURL(/[?&]sort=a-z(&|$)/);
    // The URL changes first; the list follows when the API answers.
    await expect.poll(async () => (await projectsPage.titles()).length).toBeGreaterThanOrEqual(4);
    const az = await projectsPage.titles();
    expect(az).toEqual([...az].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));

    await projectsPage.projectType.selectOption("archived");
    await expect(page).toHaveURL(/projectType=archived/);
    await expect(projectsPage.card("Old Portfolio")).toBeVisible();
    await expect(projectsPage.card("Fieldnotes")).toHaveCount(0);

    await projectsPage.reset.click();
    await expect(page).toHaveURL((url) => url.pathname === "/projects" && url.search === "");
    await expect(projectsPage.projectType).toHaveValue("all");
    await expect(projectsPage.search).toHaveValue("");
    await expect(projectsPage.card("Fieldnotes")).toBeVisible();
    await expect(projectsPage.card("Old Portfolio")).toHaveCount(0);
  });

  test("a search that matches nothing shows 'Searched Project Not Found' and its Reset", async ({ page, projectsPage }) => {
    await projectsPage.goto("?projectType=frontend");
    await projectsPage.search.fill(`${E2E_MARKER} nothing is called this`);
    await expect(projectsPage.notFound).toBeVisible({ timeout: PROJECT_SEARCH_DEBOUNCE_MS + 8_000 });
    await expect(page).toHaveURL(/search=E2E/);
    await projectsPage.results.getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/projects" && url.search === "");
    await expect(projectsPage.search).toHaveValue("");
    await expect(projectsPage.notFound).toHaveCount(0);
    await expect(projectsPage.card("Fieldnotes")).toBeVisible();
  });
});

test.describe("blog", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("from the list to a post; Copy turns to 'Copied!' and back", async ({ page, blogPage, nav }) => {
    await page.goto("/");
    await nav.open("blogs");
    await blogPage.openPost(DEMO_POST);
    await expect(page.getByRole("main").getByText("Then write the debounced value into the URL")).toBeVisible();
    const copy = blogPage.copyButtons().first();
    await expect(copy).toHaveText("Copy");
    await copy.click();
    await expect(copy).toHaveText("Copied!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("export function useDebounced<T>(value: T, delay = 2000): T {");
    await expect(copy).toHaveText("Copy", { timeout: 4_000 });
    await page.getByRole("link", { name: "Back to all posts" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test("'On this page' jumps to a section of the post", async ({ page, blogPage }) => {
    await blogPage.gotoList();
    await blogPage.openPost(DEMO_POST);
    const contents = page.getByRole("navigation", { name: "On this page" });
    await contents.getByRole("link", { name: "Stale responses" }).click();
    await expect(page).toHaveURL(/#stale-responses$/);
    await expect(page.getByRole("main").getByRole("heading", { name: "Stale responses", level: 2 })).toBeInViewport();
  });

  test("a post's tag lists the posts that share it; Show all posts lists every post again", async ({ page, blogPage }) => {
    await blogPage.gotoList();
    const articles = page.getByRole("main").getByRole("article");
    const all = await articles.count();
    await blogPage.openPost(DEMO_POST);
    await page.getByRole("main").getByRole("link", { name: "Posts tagged Next.js" }).click();
    await expect(page).toHaveURL(/\/blogs\?tag=Next\.js$/);
    await expect(page.getByRole("heading", { name: "Posts tagged “Next.js”" })).toBeVisible();
    // The demo's debouncing and CSP posts.
    await expect(articles).toHaveCount(2);
    await page.getByRole("link", { name: "Show all posts" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(articles).toHaveCount(all);
  });

  test("a post's id, its address before slugs, answers a permanent redirect to its slug, with one Location", async ({ request, ownerApi, baseURL, unique }) => {
    // A post of its own: its first request is surely the uncached render.
    const post = await ownerApi.create("blogs", { title: unique("Old address"), summary: "Moved.", content: "Here now." });
    try {
      for (const render of ["first, uncached", "from the cache"]) {
        const response = await request.get(`/blogs/${post._id}`, { maxRedirects: 0 });
        expect([render, response.status()]).toEqual([render, 308]);
        // Issue 22, point 6: Next.js used to send the first render's Location twice.
        const locations = response.headersArray().filter((header) => header.name.toLowerCase() === "location");
        expect([render, locations.map((header) => new URL(header.value, baseURL).pathname)]).toEqual([render, [`/blogs/${String(post.slug)}`]]);
      }
      // Followed, it is the post.
      expect((await request.get(`/blogs/${post._id}`)).url()).toMatch(new RegExp(`/blogs/${String(post.slug)}$`));
    } finally {
      await ownerApi.remove("blogs", post._id);
    }
  });
});

test.describe("contact", () => {
  test.afterEach(async ({ ownerApi }) => {
    await ownerApi.removeMatching("messages", E2E_MARKER);
  });

  test("a sent message takes the visitor home with its toast; Contact then shows an empty form", async ({ page, contactPage, unique, ownerApi }) => {
    await contactPage.goto();
    const subject = unique("contact");
    await contactPage.sendMessage({ name: "E2E Visitor", email: "visitor@example.org", subject, message: "Hello from the browser suite." });
    // Spec point 4: redirected on success (decisions.md: to the home page, with the spec's toast).
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(contactPage.form).toHaveCount(0);
    expect((await ownerApi.list("messages")).map((message) => message.subject)).toContain(subject);
    // Back on the contact page, the form is empty again.
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(contactPage.subject).toHaveValue("");
    await expect(contactPage.send).toHaveText("Send");
  });

  test("a bad e-mail is refused and what was typed is kept", async ({ page, contactPage, unique }) => {
    await contactPage.goto();
    const values = { name: "E2E Visitor", email: "not-an-email", subject: unique("bad email"), message: "Will not arrive." };
    await contactPage.fill(values);
    await contactPage.send.click();
    // The browser refuses it before anything is sent.
    expect(await contactPage.email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
    // An address the browser lets through but the server refuses: the server's msg, values kept.
    await contactPage.email.fill("visitor@localhost");
    await contactPage.send.click();
    await expect(toast(page, /e-?mail/i)).toBeVisible();
    await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
    await expect(contactPage.subject).toHaveValue(values.subject);
    await expect(contactPage.message).toHaveValue(values.message);
  });
});

test.describe("error screens", () => {
  test("an unknown route shows 'Page Not Found' and Return Home works", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
    await expect(page.getByText("We can't seem to find the page you are looking for.")).toBeVisible();
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toContainText("Alex Morgan");
  });

  test("an unknown post shows 'Page Not Found' in the site's layout; All posts and Return Home work", async ({ page }) => {
    for (const path of ["/blogs/00000000-0000-4000-8000-000000000000", "/blogs/no-such-post"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Page Not Found");
      await expect(page.getByText("We can't seem to find the page you are looking for.")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    }
    await page.getByRole("main").getByRole("link", { name: "All posts" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/blogs");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs\/no-such-post$/);
    await page.getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });
});

test.describe("theme", { tag: "@desktop" }, () => {
  test("the toggle switches the class on <html> and the choice survives a reload", async ({ page, nav }) => {
    await page.goto("/about");
    const html = page.locator("html");
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(nav.themeToggle).toHaveAttribute("aria-pressed", "false");

    await nav.toggleTheme();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(nav.themeToggle).toHaveAttribute("aria-pressed", "true");
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightBackground);

    await nav.toggleTheme();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
  });
});
