/** @jest-environment jsdom */
import { readFileSync } from "node:fs";
import path from "node:path";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { DesktopNav } from "@/components/site/desktop-nav";
import { MobileNav } from "@/components/site/mobile-nav";
import { SiteFooter } from "@/components/site/site-footer";
import { publicProfile } from "../helpers/profile";
import { navigation } from "./support/next-navigation";
import { OWNER, mockFetch, renderAs } from "./support/render";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

/** The utilities a component class of globals.css applies (its `@apply` list). */
function componentClass(name: string): string[] {
  const css = readFileSync(path.join(process.cwd(), "src/app/globals.css"), "utf8");
  const rule = new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(css);
  return rule ? rule[1].split(/\s+/) : [];
}

beforeEach(() => {
  navigation.reset();
  jest.clearAllMocks();
});

/** Lets the SWR revalidation of the current user settle. */
const settle = () => act(async () => {});

describe("desktop navigation", () => {
  test("visitors: the page links with Contact, and a More menu with Certification, Tech Stack, Admin Login", async () => {
    renderAs(null, <DesktopNav />);
    await settle();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(names).toEqual(["Home", "About", "Projects", "Blogs", "Experience", "Contact"]);
    expect(within(nav).queryByRole("link", { name: "Messages" })).not.toBeInTheDocument();

    const more = screen.getByRole("button", { name: "More" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Certification" })).toHaveAttribute("href", "/certification");
    expect(screen.getByRole("link", { name: "Tech Stack" })).toHaveAttribute("href", "/techStack");
    expect(screen.getByRole("link", { name: "Admin Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  test("the owner: Messages replaces Contact, Logout replaces Admin Login", async () => {
    renderAs(OWNER, <DesktopNav />);
    await settle();
    expect(screen.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/message");
    expect(screen.queryByRole("link", { name: "Contact" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Admin Login" })).not.toBeInTheDocument();
  });

  test("marks the current page and closes the More menu with Escape", async () => {
    navigation.pathname = "/blogs/some-post";
    renderAs(null, <DesktopNav />);
    await settle();
    expect(screen.getByRole("link", { name: "Blogs" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
    const more = screen.getByRole("button", { name: "More" });
    fireEvent.click(more);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(more).toHaveFocus();
  });

  test("the More menu closes when focus leaves it, and stays open while focus moves inside it", async () => {
    renderAs(null, <DesktopNav />);
    await settle();
    const more = screen.getByRole("button", { name: "More" });
    fireEvent.click(more);
    const certification = screen.getByRole("link", { name: "Certification" });
    // Tabbing from the button into the menu, then between its items: it stays open.
    act(() => certification.focus());
    act(() => screen.getByRole("link", { name: "Tech Stack" }).focus());
    expect(more).toHaveAttribute("aria-expanded", "true");
    // Tabbing past the last item, to a link outside the menu: it closes.
    act(() => screen.getByRole("link", { name: "Home" }).focus());
    expect(more).toHaveAttribute("aria-expanded", "false");
  });

  test("between 768 and 1023 px each page link is its icon, named by its label", async () => {
    renderAs(null, <DesktopNav />);
    await settle();
    const projects = screen.getByRole("link", { name: "Projects" });
    expect(projects.querySelector("svg")).toHaveClass("lg:hidden");
    expect(within(projects).getByText("Projects")).toHaveClass("max-lg:sr-only");
    // A 44 px target: the link's class list lives in globals.css (e2e/visitor.spec.ts
    // measures every navigation control drawn).
    expect(projects).toHaveClass("nav-link");
    expect(componentClass("nav-link")).toEqual(expect.arrayContaining(["min-h-11", "min-w-11"]));
  });
});

describe("logout", () => {
  test("DELETEs the session, toasts 'Logging out...', updates the current user everywhere and goes home", async () => {
    let loggedIn = true;
    const fetch = mockFetch((url, init) => {
      if (url === "/api/v1/auth/logout" && init?.method === "DELETE") {
        loggedIn = false;
        return { body: { msg: "Logging out..." } };
      }
      return { body: { user: loggedIn ? OWNER : null } };
    });
    // Two islands share the current user: both must swap back at once.
    renderAs(
      OWNER,
      <>
        <DesktopNav />
        <MobileNav />
      </>,
    );
    await settle();
    expect(screen.getAllByRole("link", { name: "Messages" })).toHaveLength(2);

    const desktop = screen.getByRole("navigation", { name: "Main" });
    fireEvent.click(within(desktop).getByRole("button", { name: "More" }));
    await act(async () => {
      fireEvent.click(within(desktop).getByRole("button", { name: "Logout" }));
    });

    expect(fetch).toHaveBeenCalledWith("/api/v1/auth/logout", expect.objectContaining({ method: "DELETE" }));
    expect(toast.success).toHaveBeenCalledWith("Logging out...");
    expect(navigation.router.push).toHaveBeenCalledWith("/");
    expect(screen.getAllByRole("link", { name: "Contact" })).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Messages" })).not.toBeInTheDocument();
  });

  describe("with unsaved work on this device", () => {
    const copy = (id: string, label: string, over: Record<string, unknown> = {}) => ({
      id,
      form: `blogs:${id}`,
      label,
      path: `/edit-blog/${id}`,
      savedAt: Date.now(),
      serverSavedAt: null as number | null,
      baseVersion: 1,
      base: null,
      values: { content: "Unpublished words" },
      initial: { content: "" },
      files: {},
      ...over,
    });
    // Ids of their own in each test: the autosave sender remembers what it sent per id.
    let SENT = "";
    let REFUSED = "";
    let HELD = "";
    let made = 0;
    const newId = () => `0c0c0000-0000-4000-8000-${String(++made).padStart(12, "0")}`;

    async function writeCopies() {
      [SENT, REFUSED, HELD] = [newId(), newId(), newId()];
      const { allowCopies, writeCopy } = await import("@/lib/client/unsaved-work/local-copies");
      // The test before logged out in this same page: a login allows copies again.
      allowCopies();
      writeCopy(copy(SENT, 'the post "Sent before leaving"'));
      writeCopy(copy(REFUSED, 'the post "Half written"'));
      const savedAt = Date.now() - 5_000;
      writeCopy(copy(HELD, 'the post "Held already"', { savedAt, serverSavedAt: savedAt }));
    }

    /** The server: takes autosaves (but the one whose post is gone), and the logout. */
    function server({ refuse = [REFUSED] }: { refuse?: string[] } = {}) {
      return mockFetch((url, init) => {
        if (url === "/api/v1/auth/logout") return { body: { msg: "Logging out..." } };
        if (url.startsWith("/api/v1/autosaves/") && init?.method === "PUT") {
          return refuse.some((id) => url.endsWith(id))
            ? { status: 404, body: { msg: "This post no longer exists or is in the trash, so its unsaved changes were not kept on the server." } }
            : { body: { msg: "Saved to the server." } };
        }
        return { body: { user: OWNER } };
      });
    }
    afterEach(() => jest.restoreAllMocks());

    const sentTo = (fetch: jest.Mock) => fetch.mock.calls.filter(([, init]) => init?.method === "PUT").map(([url]) => String(url));

    test("unsent copies go to the server first; only those it could not take are asked about; confirmed, every copy on this device goes with the session", async () => {
      await writeCopies();
      const { listCopies, writeCopy } = await import("@/lib/client/unsaved-work/local-copies");
      const fetch = server();
      renderAs(OWNER, <DesktopNav />);
      await settle();

      // Asked about the one the server refused; staying logged in keeps everything.
      fireEvent.click(screen.getByRole("button", { name: "More" }));
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Logout" })));
      const question = await screen.findByRole("alertdialog", { name: "Log out and delete unsaved changes?" });
      expect(sentTo(fetch).sort()).toEqual([`/api/v1/autosaves/${SENT}`, `/api/v1/autosaves/${REFUSED}`].sort());
      expect(within(question).getAllByRole("link").map((link) => link.textContent)).toEqual(['The post "Half written"']);
      expect(within(question).getByRole("link", { name: 'The post "Half written"' })).toHaveAttribute("href", `/edit-blog/${REFUSED}`);
      await act(async () => fireEvent.click(within(question).getByRole("button", { name: "Stay logged in" })));
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalledWith("/api/v1/auth/logout", expect.anything());
      expect(listCopies()).toHaveLength(3);

      // Asked again (past the server's one-second guard); confirmed: the session ends and no
      // copy is left on this device, nor written again.
      fetch.mockClear();
      jest.spyOn(Date, "now").mockReturnValue(Date.now() + 5_000);
      fireEvent.click(screen.getByRole("button", { name: "More" }));
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Logout" })));
      // The one sent before is not sent again.
      expect(sentTo(fetch)).toEqual([`/api/v1/autosaves/${REFUSED}`]);
      await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Log out and delete them" })));
      expect(fetch).toHaveBeenCalledWith("/api/v1/auth/logout", expect.objectContaining({ method: "DELETE" }));
      expect(listCopies()).toEqual([]);
      expect(writeCopy(copy(newId(), "a late copy"))).toBe(false);
      expect(navigation.router.push).toHaveBeenCalledWith("/");
    });

    test("everything sent: nothing to ask, the session ends and this device keeps no copy (the server's autosaves stay)", async () => {
      await writeCopies();
      const { listCopies } = await import("@/lib/client/unsaved-work/local-copies");
      const fetch = server({ refuse: [] });
      renderAs(OWNER, <DesktopNav />);
      await settle();
      fireEvent.click(screen.getByRole("button", { name: "More" }));
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Logout" })));
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(sentTo(fetch)).toHaveLength(2);
      expect(fetch).toHaveBeenCalledWith("/api/v1/auth/logout", expect.objectContaining({ method: "DELETE" }));
      // Nothing deleted on the server: the owner continues there after logging in again.
      expect(fetch.mock.calls.filter(([url, init]) => String(url).startsWith("/api/v1/autosaves") && init?.method === "DELETE")).toEqual([]);
      expect(listCopies()).toEqual([]);
      expect(toast.success).toHaveBeenCalledWith("Logging out...");
    });
  });

  test("a failed logout toasts the server's msg and stays logged in", async () => {
    mockFetch((url) =>
      url === "/api/v1/auth/logout" ? { status: 503, body: { msg: "The database is unavailable right now." } } : { body: { user: OWNER } },
    );
    renderAs(OWNER, <DesktopNav />);
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "More" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Logout" })));
    expect(toast.error).toHaveBeenCalledWith("The database is unavailable right now.");
    expect(navigation.router.push).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Messages" })).toBeInTheDocument();
  });
});

describe("mobile navigation", () => {
  test("a bottom bar with Home, About, Projects, Experience, Contact and More", async () => {
    renderAs(null, <MobileNav />);
    await settle();
    const nav = screen.getByRole("navigation", { name: "Mobile" });
    const bar = within(nav)
      .getAllByRole("link")
      .filter((link) => !link.closest("[hidden]"))
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(bar).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Projects", "/projects"],
      ["Experience", "/experience"],
      ["Contact", "/contact"],
    ]);
  });

  test("the owner's bar has Messages instead of Contact", async () => {
    renderAs(OWNER, <MobileNav />);
    await settle();
    expect(screen.getByRole("link", { name: "Messages" })).toHaveAttribute("href", "/message");
    expect(screen.queryByRole("link", { name: "Contact" })).not.toBeInTheDocument();
  });

  test("More toggles a sheet (Blogs, Certifications, Tech Stack, Admin Login) that closes when a link is chosen", async () => {
    renderAs(null, <MobileNav />);
    await settle();
    const more = screen.getByRole("button", { name: "More" });
    const sheet = document.getElementById(more.getAttribute("aria-controls")!)!;
    expect(sheet).not.toBeVisible();

    fireEvent.click(more);
    expect(sheet).toBeVisible();
    expect(within(sheet).getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Blogs",
      "Certifications",
      "Tech Stack",
      "Admin Login",
    ]);

    // Next after More in the document: Tab from More goes into the sheet, not back to the page's top.
    expect(more.compareDocumentPosition(sheet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(more);
    expect(sheet).not.toBeVisible();

    fireEvent.click(more);
    const blogs = within(sheet).getByRole("link", { name: "Blogs" });
    blogs.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    fireEvent.click(blogs);
    expect(sheet).not.toBeVisible();
    expect(more).toHaveAttribute("aria-expanded", "false");
  });
});

describe("footer", () => {
  afterEach(() => jest.useRealTimers());

  test("Links and Elsewhere groups (the profile's links that are set, in its order), and the copyright year", () => {
    jest.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z") });
    const profile = publicProfile({
      links: [
        { network: "bluesky", url: "https://bsky.app/profile/rosa.example" },
        { network: "email", url: "mailto:rosa@quintero.example" },
        { network: "github", url: "https://github.com/rosaq" },
        // Stored empty (an older row, a direct write): shown nowhere.
        { network: "x", url: "" },
        { network: "website", url: "https://rosa.example/notes" },
      ],
    });
    renderAs(null, <SiteFooter profile={profile} />);
    const links = screen.getByRole("navigation", { name: "Links" });
    expect(within(links).getAllByRole("link").map((l) => l.textContent)).toEqual([
      "Home",
      "About",
      "Contact",
      "Experience",
      "Certification",
      "Privacy",
    ]);
    const elsewhere = screen.getByRole("heading", { name: "Elsewhere" }).parentElement!;
    expect(within(elsewhere).getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Bluesky", "https://bsky.app/profile/rosa.example"],
      ["Email", "mailto:rosa@quintero.example"],
      ["GitHub", "https://github.com/rosaq"],
      ["Website", "https://rosa.example/notes"],
    ]);
    // Every network has its own icon from the sprite.
    expect(within(elsewhere).getAllByRole("link").map((l) => l.querySelector("use")!.getAttribute("href")!.split("#")[1])).toEqual([
      "bluesky",
      "mail",
      "github",
      "globe",
    ]);
    // E-mail opens the mail program, not a new tab; profiles elsewhere open a new tab.
    expect(within(elsewhere).getByRole("link", { name: "Email" })).not.toHaveAttribute("target");
    expect(within(elsewhere).getByRole("link", { name: "GitHub" })).toHaveAttribute("target", "_blank");
    expect(screen.getByText(/© 2031 Rosa Quintero/)).toBeInTheDocument();
  });

  test("no link set: no Elsewhere group; the availability line follows the profile", () => {
    const { unmount } = renderAs(null, <SiteFooter profile={publicProfile({ links: [] })} />);
    expect(screen.queryByRole("heading", { name: "Elsewhere" })).toBeNull();
    expect(screen.getByText(/Taking on two projects this spring\./)).toBeInTheDocument();
    unmount();
    renderAs(null, <SiteFooter profile={publicProfile({ availabilityShown: false })} />);
    expect(screen.queryByText(/Taking on two projects/)).toBeNull();
    expect(screen.getByRole("link", { name: "Say hello" })).toHaveAttribute("href", "/contact");
    expect(screen.getByText("Platform engineer · Valparaíso, Chile")).toBeInTheDocument();
  });

  test("every link of the two groups is a 44 px target both ways, at every width", () => {
    renderAs(null, <SiteFooter profile={publicProfile()} />);
    const groups = [screen.getByRole("navigation", { name: "Links" }), screen.getByRole("heading", { name: "Elsewhere" }).parentElement!];
    for (const link of groups.flatMap((group) => within(group).getAllByRole("link"))) {
      expect(link).toHaveClass("min-h-11", "min-w-11");
      expect(link.className).not.toMatch(/:min-h-(?!11)/);
    }
  });
});
