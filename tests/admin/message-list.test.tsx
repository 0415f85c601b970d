/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { SWRConfig } from "swr";
import type { MessageItem } from "@/components/admin/messages/message-card";
import { MessageList } from "@/components/admin/messages/message-list";
import { installFetch, type FakeResponse } from "./fetch-mock";
import { deferred } from "./helpers";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

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

/** The server's inbox for one test: the handlers change it like the API would. */
function serveInbox(initial: MessageItem[]) {
  let inbox = initial.map((m) => ({ ...m }));
  const api = installFetch({
    "GET /api/v1/message": () => ({ body: { messages: inbox } }),
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
  jest.spyOn(window, "confirm").mockReturnValue(true);
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
  expect(within(readCard).getByRole("link", { name: /Reply to Sam Rivera/ })).toHaveAttribute(
    "href",
    expect.stringContaining("mailto:sam@example.org"),
  );
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

test("Delete asks first, shows Deleting, toasts and refreshes the list", async () => {
  const pending = deferred<FakeResponse>();
  const api = installFetch({
    "GET /api/v1/message": () => ({ body: { messages: api.count(`DELETE /api/v1/message/${read._id}`) ? [] : [read] } }),
    [`DELETE /api/v1/message/${read._id}`]: () => pending.promise,
  });
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: 'Delete message "Loved your post"' }));
  expect(window.confirm).toHaveBeenCalledWith(
    'Delete the message "Loved your post" from Sam Rivera? This cannot be undone.',
  );
  const deleting = screen.getByRole("button", { name: 'Delete message "Loved your post"' });
  expect(deleting).toHaveTextContent("Deleting");
  expect(deleting).toBeDisabled();
  await act(async () => pending.resolve({ body: { msg: "Message deleted successfully!" } }));
  expect(toast.success).toHaveBeenCalledWith("Message deleted successfully!");
  expect(await screen.findByText("No messages")).toBeInTheDocument();
});

test("declining the confirmation deletes nothing", async () => {
  jest.mocked(window.confirm).mockReturnValue(false);
  const api = serveInbox([read]);
  renderList();
  fireEvent.click(await screen.findByRole("button", { name: 'Delete message "Loved your post"' }));
  expect(api.count(`DELETE /api/v1/message/${read._id}`)).toBe(0);
});

test("a failed action toasts the server's msg", async () => {
  installFetch({
    "GET /api/v1/message": { body: { messages: [unread] } },
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
        : { body: { messages: [read] } },
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
