/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import { MessageList } from "@/components/admin/messages/message-list";
import { DesktopNav } from "@/components/site/desktop-nav";
import { MobileNav } from "@/components/site/mobile-nav";
import { navigation } from "./support/next-navigation";
import { OWNER, mockFetch } from "./support/render";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => {
  navigation.reset();
  jest.clearAllMocks();
});

/** The server: the owner logged in (or a visitor) with `unread` unread messages. */
function serve(server: { owner: boolean; unread: number }) {
  return mockFetch((url) => {
    if (url === "/api/v1/users/current-user") {
      return { body: server.owner ? { user: OWNER, unreadMessages: server.unread } : { user: null } };
    }
    throw new Error(`Unexpected request: ${url}`);
  });
}

/** Both navigations, as the site header renders them; the current user is asked for, as on a page load. */
function renderNavs() {
  const provider = () => new Map();
  // A new element each time: the router re-renders the layout with the new path.
  const ui = () => (
    <SWRConfig value={{ provider, dedupingInterval: 0 }}>
      <DesktopNav />
      <MobileNav />
    </SWRConfig>
  );
  const view = render(ui());
  const navigateTo = (path: string) => {
    navigation.pathname = path;
    view.rerender(ui());
  };
  return { ...view, navigateTo };
}

const desktop = () => screen.getByRole("navigation", { name: "Main" });
const phone = () => screen.getByRole("navigation", { name: "Mobile" });
const currentUserRequests = (fetch: jest.Mock) =>
  fetch.mock.calls.filter(([url]) => url === "/api/v1/users/current-user").length;

test("the owner's Messages link shows the unread count, on the desktop bar and the phone bar", async () => {
  serve({ owner: true, unread: 3 });
  renderNavs();
  for (const nav of [desktop(), phone()]) {
    const link = await within(nav).findByRole("link", { name: "Messages 3 unread" });
    expect(link).toHaveAttribute("href", "/message");
    expect(within(link).getByTestId("unread-badge")).toHaveTextContent("3");
    // The number is said once, by the link's name.
    expect(within(link).getByTestId("unread-badge")).toHaveAttribute("aria-hidden", "true");
  }
});

test("no badge at 0; visitors see Contact and no count", async () => {
  const server = { owner: true, unread: 0 };
  serve(server);
  renderNavs();
  expect(await within(desktop()).findByRole("link", { name: "Messages" })).toBeInTheDocument();
  expect(screen.queryByTestId("unread-badge")).not.toBeInTheDocument();
});

test("a visitor: no badge, no Dashboard, and navigating asks nothing more", async () => {
  const fetch = serve({ owner: false, unread: 4 });
  const { navigateTo } = renderNavs();
  expect(await within(desktop()).findByRole("link", { name: "Contact" })).toBeInTheDocument();
  expect(screen.queryByTestId("unread-badge")).not.toBeInTheDocument();
  expect(screen.queryByRole("link", { name: "Dashboard" })).not.toBeInTheDocument();
  navigateTo("/about");
  navigateTo("/projects");
  await act(async () => {});
  expect(currentUserRequests(fetch)).toBe(1);
});

test("a message that arrives while the owner browses shows after the next navigation, without a reload", async () => {
  const server = { owner: true, unread: 1 };
  const fetch = serve(server);
  const { navigateTo } = renderNavs();
  expect(await within(desktop()).findByRole("link", { name: "Messages 1 unread" })).toBeInTheDocument();
  expect(currentUserRequests(fetch)).toBe(1);

  server.unread = 2; // a visitor writes
  navigateTo("/about");
  expect(await within(desktop()).findByRole("link", { name: "Messages 2 unread" })).toBeInTheDocument();
  expect(within(phone()).getByRole("link", { name: "Messages 2 unread" })).toBeInTheDocument();
  // One request for both navigations.
  expect(currentUserRequests(fetch)).toBe(2);
});

test("Dashboard, Profile and Trash are the first entries of the owner's More menu and More sheet", async () => {
  serve({ owner: true, unread: 0 });
  renderNavs();
  await within(desktop()).findByRole("link", { name: "Messages" });
  /** Opens the More menu of `nav` and returns its links, as [text, href]. */
  const moreLinks = (nav: HTMLElement) => {
    const more = within(nav).getByRole("button", { name: "More" });
    fireEvent.click(more);
    const panel = document.getElementById(more.getAttribute("aria-controls") as string) as HTMLElement;
    expect(panel).toBeVisible();
    return within(panel).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
  };
  expect(moreLinks(desktop())).toEqual([
    ["Dashboard", "/admin"],
    ["Profile", "/admin/profile"],
    ["Arrange", "/admin/arrange"],
    ["Media", "/admin/media"],
    ["Trash", "/admin/trash"],
    ["Account", "/admin/account"],
    ["Certification", "/certification"],
    ["Tech Stack", "/techStack"],
  ]);
  expect(moreLinks(phone())).toEqual([
    ["Dashboard", "/admin"],
    ["Profile", "/admin/profile"],
    ["Arrange", "/admin/arrange"],
    ["Media", "/admin/media"],
    ["Trash", "/admin/trash"],
    ["Account", "/admin/account"],
    ["Blogs", "/blogs"],
    ["Certifications", "/certification"],
    ["Tech Stack", "/techStack"],
  ]);
});

test("Read and Delete in the inbox update the badge at once", async () => {
  const inbox = [
    { _id: "a", name: "A", email: "a@example.org", subject: "First", message: "Hi", read: false, createdAt: "2024-05-02T10:00:00.000Z" },
    { _id: "b", name: "B", email: "b@example.org", subject: "Second", message: "Hi", read: false, createdAt: "2024-05-01T10:00:00.000Z" },
  ];
  const unreadCount = () => inbox.filter((m) => !m.read).length;
  jest.spyOn(window, "confirm").mockReturnValue(true);
  mockFetch((url, init) => {
    const method = init?.method ?? "GET";
    if (url === "/api/v1/users/current-user") return { body: { user: OWNER, unreadMessages: unreadCount() } };
    if (url === "/api/v1/message") return { body: { messages: inbox, nextCursor: null, unread: unreadCount(), total: inbox.length } };
    if (url === "/api/v1/message/a" && method === "PATCH") {
      inbox[0] = { ...inbox[0], read: true };
      return { body: { msg: "Message read successfully!" } };
    }
    if (url === "/api/v1/message/b" && method === "DELETE") {
      inbox.splice(1, 1);
      return { body: { msg: "Message deleted successfully!" } };
    }
    throw new Error(`Unexpected request: ${method} ${url}`);
  });
  navigation.pathname = "/message";
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <DesktopNav />
      <MessageList />
    </SWRConfig>,
  );
  expect(await within(desktop()).findByRole("link", { name: "Messages 2 unread" })).toBeInTheDocument();
  // The unread card is listed twice: under Unread Messages and under All Messages.
  fireEvent.click((await screen.findAllByRole("button", { name: 'Mark "First" as read' }))[0]);
  expect(await within(desktop()).findByRole("link", { name: "Messages 1 unread" })).toBeInTheDocument();
  fireEvent.click(screen.getAllByRole("button", { name: 'Delete message "Second"' })[0]);
  await waitFor(() => expect(within(desktop()).getByRole("link", { name: "Messages" })).toBeInTheDocument());
  expect(screen.queryByTestId("unread-badge")).not.toBeInTheDocument();
});
