/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { SWRConfig } from "swr";
import type { MessageItem } from "@/components/admin/messages/message-card";
import { MessageList } from "@/components/admin/messages/message-list";
import { installFetch, type FakeResponse } from "./fetch-mock";
import { deferred } from "./helpers";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The tab-wide refresh after an owner action is src/lib/client/owner-change.ts's (tests/site/owner-change.test.ts).
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));

const unread: MessageItem = {
  _id: "m-unread",
  name: "Jordan Lee",
  email: "jordan@example.org",
  subject: "Freelance project",
  message: "Are you available?",
  read: false,
  createdAt: "2024-05-02T10:00:00.000Z",
};
const read: MessageItem = {
  _id: "m-read",
  name: "Sam Rivera",
  email: "sam@example.org",
  subject: "Loved your post",
  message: "Thanks!",
  read: true,
  createdAt: "2024-05-01T10:00:00.000Z",
};

/** GET /message's answer for a whole inbox that fits on one page. */
const onePage = (messages: MessageItem[]) => ({
  messages,
  nextCursor: null,
  unread: messages.filter((m) => !m.read).length,
  total: messages.length,
});

/** The server's inbox for one test: the handlers change it like the API would. */
function serveInbox(initial: MessageItem[]) {
  let inbox = initial.map((m) => ({ ...m }));
  const api = installFetch({
    "GET /api/v1/message": () => ({ body: onePage(inbox) }),
    "GET /api/v1/users/current-user": () => ({ body: { user: null } }),
    [`PATCH /api/v1/message/${unread._id}`]: () => {
      inbox = inbox.map((m) => (m._id === unread._id ? { ...m, read: true } : m));
      return { body: { msg: "Message read successfully!" } };
    },
    [`DELETE /api/v1/message/${read._id}`]: () => {
      inbox = inbox.filter((m) => m._id !== read._id);
      return { body: { msg: "Message deleted successfully!" } };
    },
  });
  return api;
}

function renderList() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MessageList />
    </SWRConfig>,
  );
}

const section = (name: string) => screen.getByRole("region", { name: new RegExp(`^${name}`) });

beforeEach(() => {
  jest.clearAllMocks();
});

test("'No messages' when the inbox is empty", async () => {
  serveInbox([]);
  renderList();
  expect(await screen.findByText("No messages")).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: /Unread Messages/ })).not.toBeInTheDocument();
});

test("unread messages get their own section; All Messages lists every one; read cards are labelled", async () => {
  serveInbox([unread, read]);
  renderList();
  await screen.findByRole("heading", { name: /All Messages/ });
  const unreadSection = section("Unread Messages");
  expect(within(unreadSection).getAllByRole("article")).toHaveLength(1);
  expect(within(unreadSection).getByRole("article", { name: "Unread message: Freelance project" })).toBeInTheDocument();
  const all = section("All Messages");
  expect(within(all).getAllByRole("article")).toHaveLength(2);
  const readCard = within(all).getByRole("article", { name: "Read message: Loved your post" });
  expect(within(readCard).getByText("Read", { selector: "span" })).toBeInTheDocument();
  const reply = within(readCard).getByRole("link", { name: "Reply to Sam Rivera <sam@example.org>" });
  expect(reply).toHaveTextContent("Reply");
  expect(reply).toHaveAttribute("href", "mailto:sam@example.org?subject=Re%3A%20Loved%20your%20post");
});

test("no Unread Messages section when everything is read", async () => {
  serveInbox([read]);
  renderList();
  await screen.findByRole("heading", { name: /All Messages/ });
  expect(screen.queryByRole("heading", { name: /Unread Messages/ })).not.toBeInTheDocument();
});

test("Read sends read:true, toasts, and the list is fetched again on the spot", async () => {
  const api = serveInbox([unread, read]);
  renderList();
  const unreadSection = await screen.findByRole("region", { name: /^Unread Messages/ });
  fireEvent.click(within(unreadSection).getByRole("button", { name: 'Mark "Freelance project" as read' }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Message read successfully!"));
  const patch = api.calls.find((call) => call.key === `PATCH /api/v1/message/${unread._id}`);
  expect(JSON.parse(String(patch?.init?.body))).toEqual({ read: true });
  await waitFor(() => expect(screen.queryByRole("heading", { name: /Unread Messages/ })).not.toBeInTheDocument());
  expect(api.count("GET /api/v1/message")).toBe(2);
  expect(screen.getByRole("article", { name: "Read message: Freelance project" })).toBeInTheDocument();
});

test("a read message's Read button is disabled", async () => {
  serveInbox([read]);
  renderList();
  expect(await screen.findByRole("button", { name: 'Message "Loved your post" is read' })).toBeDisabled();
});

test("Delete asks nothing (to the trash, with Undo), shows Deleting, toasts and refreshes the list", async () => {
  const pending = deferred<FakeResponse>();
  const api = installFetch({
    "GET /api/v1/message": () => ({ body: onePage(api.count(`DELETE /api/v1/message/${read._id}`) ? [] : [read]) }),
    "GET /api/v1/users/current-user": { body: { user: null } },
    [`DELETE /api/v1/message/${read._id}`]: () => pending.promise,
  });
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: 'Delete message "Loved your post"' }));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  const deleting = screen.getByRole("button", { name: 'Delete message "Loved your post"' });
  expect(deleting).toHaveTextContent("Deleting");
  expect(deleting).toBeDisabled();
  await act(async () => pending.resolve({ body: { msg: "Message deleted successfully!" } }));
  expect(toast.success).toHaveBeenCalledWith("Message deleted successfully!", expect.objectContaining({ action: expect.objectContaining({ label: "Undo" }) }));
  expect(await screen.findByText("No messages")).toBeInTheDocument();
  expect(mockShowOwnerChange).toHaveBeenCalled();
});

test("Undo in the delete toast restores the message and lists it again", async () => {
  let inbox = [read];
  const api = installFetch({
    "GET /api/v1/message": () => ({ body: onePage(inbox) }),
    "GET /api/v1/users/current-user": { body: { user: null } },
    [`DELETE /api/v1/message/${read._id}`]: () => {
      inbox = [];
      return { body: { msg: "Message deleted successfully!" } };
    },
    [`POST /api/v1/message/${read._id}/restore`]: () => {
      inbox = [read];
      return { body: { msg: "Message restored successfully!", message: read } };
    },
  });
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: 'Delete message "Loved your post"' }));
  expect(await screen.findByText("No messages")).toBeInTheDocument();
  const [, options] = jest.mocked(toast.success).mock.calls[0];
  mockShowOwnerChange.mockClear();
  await act(async () => (options?.action as unknown as { onClick: () => void }).onClick());
  expect(await screen.findByRole("article", { name: "Read message: Loved your post" })).toBeInTheDocument();
  expect(api.count(`POST /api/v1/message/${read._id}/restore`)).toBe(1);
  expect(toast.success).toHaveBeenLastCalledWith("Message restored successfully!");
  expect(mockShowOwnerChange).toHaveBeenCalled();
});

test("a failed action toasts the server's msg", async () => {
  installFetch({
    "GET /api/v1/message": { body: onePage([unread]) },
    "GET /api/v1/users/current-user": { body: { user: null } },
    [`PATCH /api/v1/message/${unread._id}`]: { status: 401, body: { msg: "You need to log in to do that." } },
  });
  renderList();
  const [button] = await screen.findAllByRole("button", { name: 'Mark "Freelance project" as read' });
  fireEvent.click(button);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("You need to log in to do that."));
  expect(toast.success).not.toHaveBeenCalled();
  // Still unread, so Read is offered again.
  await waitFor(() => expect(button).toBeEnabled());
  expect(button).toHaveTextContent("Read");
});

test("a load failure shows an error state, and Retry loads the list", async () => {
  let fail = true;
  installFetch({
    "GET /api/v1/message": () =>
      fail
        ? { status: 503, body: { msg: "The database is unavailable right now. Please try again shortly." } }
        : { body: onePage([read]) },
  });
  renderList();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("The messages could not be loaded.");
  expect(alert).toHaveTextContent("The database is unavailable right now.");
  fail = false;
  fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
  expect(await screen.findByRole("heading", { name: /All Messages/ })).toBeInTheDocument();
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
});

describe("long messages", () => {
  const long: MessageItem = { ...unread, _id: "m-long", subject: "A long one", message: "word ".repeat(120).trim() };

  test("collapse after a few lines: Show more / Show less is a button with aria-expanded on the text it controls", async () => {
    serveInbox([long]);
    renderList();
    const card = (await screen.findAllByRole("article", { name: "Unread message: A long one" }))[0];
    const more = within(card).getByRole("button", { name: "Show more" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    const text = document.getElementById(more.getAttribute("aria-controls") as string);
    expect(text).toHaveTextContent(long.message);
    expect(text).toHaveClass("line-clamp-5");

    fireEvent.click(more);
    expect(more).toHaveTextContent("Show less");
    expect(more).toHaveAttribute("aria-expanded", "true");
    expect(text).not.toHaveClass("line-clamp-5");
    fireEvent.click(more);
    expect(more).toHaveTextContent("Show more");
    expect(text).toHaveClass("line-clamp-5");
  });

  test("many short lines collapse too; a short message has no button and is never clipped", async () => {
    const lines = { ...read, _id: "m-lines", subject: "Lines", message: "1\n2\n3\n4\n5\n6\n7" };
    serveInbox([lines, read]);
    renderList();
    const linesCard = await screen.findByRole("article", { name: "Read message: Lines" });
    expect(within(linesCard).getByRole("button", { name: "Show more" })).toBeInTheDocument();
    const shortCard = screen.getByRole("article", { name: "Read message: Loved your post" });
    expect(within(shortCard).queryByRole("button", { name: /Show (more|less)/ })).not.toBeInTheDocument();
    expect(within(shortCard).getByText("Thanks!")).not.toHaveClass("line-clamp-5");
  });
});

test("Reply keeps a subject that already starts with Re:", async () => {
  serveInbox([{ ...read, subject: "RE: your answer" }]);
  renderList();
  expect(await screen.findByRole("link", { name: /^Reply to Sam Rivera/ })).toHaveAttribute(
    "href",
    "mailto:sam@example.org?subject=RE%3A%20your%20answer",
  );
});

describe("Load more", () => {
  /** `count` messages, newest first; the first `unreadCount` are unread. */
  const inboxOf = (count: number, unreadCount = 0): MessageItem[] =>
    Array.from({ length: count }, (_, i) => ({
      ...read,
      _id: `m-${i}`,
      subject: `Message ${count - i}`,
      read: i >= unreadCount,
      createdAt: new Date(Date.UTC(2024, 0, 1) + (count - i) * 60_000).toISOString(),
    }));

  /** The API's pages of 50, the cursor being where the next page starts. */
  function servePages(inbox: MessageItem[], { failAt }: { failAt?: number } = {}) {
    const state = { failing: failAt !== undefined };
    const unreadCount = inbox.filter((m) => !m.read).length;
    const page = (start: number) => () => {
      if (state.failing && start === failAt) return { status: 503, body: { msg: "The database is unavailable right now." } };
      const end = start + 50;
      return {
        body: {
          messages: inbox.slice(start, end),
          nextCursor: end < inbox.length ? `c${end}` : null,
          unread: unreadCount,
          total: inbox.length,
        },
      };
    };
    const routes: Parameters<typeof installFetch>[0] = { "GET /api/v1/message": page(0) };
    for (let start = 50; start < inbox.length; start += 50) routes[`GET /api/v1/message?cursor=c${start}`] = page(start);
    return { api: installFetch(routes), state };
  }

  const allCards = () => within(section("All Messages")).getAllByRole("article");

  test("the list shows 50 at a time; Load more fetches the next page only, until there is none", async () => {
    const { api } = servePages(inboxOf(120));
    renderList();
    await screen.findByRole("heading", { name: "All Messages (120)" });
    expect(allCards()).toHaveLength(50);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 50 of 120 messages");

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(allCards()).toHaveLength(100));
    expect(screen.getByRole("status")).toHaveTextContent("Showing 100 of 120 messages");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(allCards()).toHaveLength(120));

    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(allCards().map((card) => card.getAttribute("aria-label"))).toEqual(
      Array.from({ length: 120 }, (_, i) => `Read message: Message ${120 - i}`),
    );
    expect(api.calls.map((call) => call.key)).toEqual([
      "GET /api/v1/message",
      "GET /api/v1/message?cursor=c50",
      "GET /api/v1/message?cursor=c100",
    ]);
  });

  test("a single page has no Load more", async () => {
    servePages(inboxOf(50));
    renderList();
    await screen.findByRole("heading", { name: "All Messages (50)" });
    expect(allCards()).toHaveLength(50);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  test("unread messages not loaded yet are counted and announced", async () => {
    // 60 unread: 50 arrive with the first page, 10 are further down.
    servePages(inboxOf(70, 60));
    renderList();
    expect(await screen.findByRole("heading", { name: "Unread Messages (60)" })).toBeInTheDocument();
    expect(within(section("Unread Messages")).getAllByRole("article")).toHaveLength(50);
    expect(section("Unread Messages")).toHaveTextContent("10 more unread further down");
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(section("Unread Messages")).getAllByRole("article")).toHaveLength(60));
    expect(section("Unread Messages")).not.toHaveTextContent("more unread further down");
  });

  test("Read after Load more reads every loaded page again, so nothing loaded is lost", async () => {
    const inbox = inboxOf(60, 60);
    // Answered from `inbox` as it is at each request, so the read shows on the next one.
    const respond = (start: number) => ({
      body: {
        messages: inbox.slice(start, start + 50),
        nextCursor: start === 0 ? "c50" : null,
        unread: inbox.filter((m) => !m.read).length,
        total: 60,
      },
    });
    const server = installFetch({
      "GET /api/v1/message": () => respond(0),
      "GET /api/v1/message?cursor=c50": () => respond(50),
      "PATCH /api/v1/message/m-55": () => {
        inbox[55] = { ...inbox[55], read: true };
        return { body: { msg: "Message read successfully!" } };
      },
      "GET /api/v1/users/current-user": { body: { user: null } },
    });
    renderList();
    await screen.findByRole("heading", { name: "All Messages (60)" });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(allCards()).toHaveLength(60));
    fireEvent.click(within(section("Unread Messages")).getByRole("button", { name: 'Mark "Message 5" as read' }));
    await waitFor(() => expect(screen.getByRole("heading", { name: "Unread Messages (59)" })).toBeInTheDocument());
    expect(allCards()).toHaveLength(60);
    expect(screen.getAllByRole("article", { name: "Read message: Message 5" })).toHaveLength(1);
    expect(server.count("GET /api/v1/message?cursor=c50")).toBe(2);
    expect(server.count("GET /api/v1/users/current-user")).toBe(1);
  });

  test("a page that fails to load says so, and Load more asks for that page again", async () => {
    const { state } = servePages(inboxOf(80), { failAt: 50 });
    renderList();
    await screen.findByRole("heading", { name: "All Messages (80)" });
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("More messages could not be loaded. The database is unavailable right now.");
    expect(allCards()).toHaveLength(50);
    state.failing = false;
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(allCards()).toHaveLength(80));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });
});
