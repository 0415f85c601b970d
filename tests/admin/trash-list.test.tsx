/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { TrashList } from "@/components/admin/trash/trash-list";
import { trashItemView, type TrashItemView } from "@/components/admin/trash/trash-item-view";
import { toast } from "@/lib/client/toast";
import { purgeAtOf } from "@/lib/trash/kinds";
import { installFetch } from "./fetch-mock";
import { deferred } from "./helpers";
import { srcsetWidths } from "../helpers/images";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
// The tab-wide refresh after an owner action is src/lib/client/owner-change.ts's (tests/site/owner-change.test.ts).
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));

const NOW = new Date("2024-06-30T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const PROJECT_ID = "3f6c1c8e-8d9b-4f0e-9a57-1b2c3d4e5f60";
const MESSAGE_ID = "6a1f0c2e-1d2b-4c3d-8e4f-5a6b7c8d9e0f";

const entry = (collection: TrashItemView["collection"], _id: string, title: string, daysAgo: number, image: string | null = null) => {
  const deletedAt = new Date(NOW.getTime() - daysAgo * DAY);
  return trashItemView({ collection, _id, title, image, deletedAt, purgeAt: purgeAtOf(deletedAt) }, NOW);
};

const project = entry("projects", PROJECT_ID, "Fieldnotes", 0, "/uploads/shot.png");
const message = entry("message", MESSAGE_ID, "Hello (from Sam)", 29.5);

beforeEach(() => {
  jest.clearAllMocks();
});

test("the words of an item: its kind, when it was deleted and the days it has left", () => {
  expect(project).toMatchObject({ kind: "Project", deleted: "Deleted today", left: "30 days left", deletedAt: NOW.toISOString() });
  expect(entry("blogs", PROJECT_ID, "A post", 1)).toMatchObject({ kind: "Post", deleted: "Deleted yesterday", left: "29 days left" });
  expect(entry("techStack", PROJECT_ID, "Zed", 12.2)).toMatchObject({ kind: "Tech stack item", deleted: "Deleted 12 days ago", left: "18 days left" });
  expect(message).toMatchObject({ kind: "Message", deleted: "Deleted 29 days ago", left: "Last day to restore" });
});

test("an empty trash says what would be there", () => {
  render(<TrashList items={[]} />);
  expect(screen.getByText("The trash is empty")).toBeInTheDocument();
  expect(screen.getByText(/waits here for 30 days, ready to be restored/)).toBeInTheDocument();
});

test("lists each item in the given order with its kind, thumbnail, days left and both actions", () => {
  render(<TrashList items={[project, message]} />);
  expect(screen.getByRole("status")).toHaveTextContent("2 items in the trash, most recently deleted first.");
  const [first, second] = screen.getAllByRole("article");
  expect(first).toHaveAccessibleName("Fieldnotes");
  expect(within(first).getByText("Project")).toBeInTheDocument();
  expect(within(first).getByText("Deleted today")).toHaveAttribute("datetime", NOW.toISOString());
  expect(first).toHaveTextContent("30 days left");
  // The picture is decorative: the title beside it names the item.
  expect(first.querySelector("img")).toHaveAttribute("alt", "");
  // A 56 px thumbnail asks the optimizer for 1x and 2x only, never a large width.
  const widths = srcsetWidths(first.querySelector("img")!.getAttribute("srcset"));
  expect(widths.length).toBeGreaterThan(0);
  expect(Math.max(...widths)).toBeLessThanOrEqual(128);
  expect(within(first).getByRole("button", { name: 'Restore project "Fieldnotes"' })).toBeEnabled();
  expect(within(first).getByRole("button", { name: 'Delete project "Fieldnotes" forever' })).toBeEnabled();
  expect(second).toHaveAccessibleName("Hello (from Sam)");
  expect(second.querySelector("img")).toBeNull();
  expect(second).toHaveTextContent("Last day to restore");
});

test("Restore: shows Restoring, toasts the server's msg, takes the item off and refreshes the owner's screens", async () => {
  const pending = deferred<{ body: unknown }>();
  const api = installFetch({ [`POST /api/v1/projects/${PROJECT_ID}/restore`]: () => pending.promise });
  render(<TrashList items={[project, message]} />);
  fireEvent.click(screen.getByRole("button", { name: 'Restore project "Fieldnotes"' }));
  expect(screen.getByRole("button", { name: 'Restore project "Fieldnotes"' })).toHaveTextContent("Restoring");
  expect(screen.getByRole("button", { name: 'Delete project "Fieldnotes" forever' })).toBeDisabled();
  await act(async () => pending.resolve({ body: { msg: "Project restored successfully!" } }));
  expect(toast.success).toHaveBeenCalledWith("Project restored successfully!");
  expect(screen.queryByRole("article", { name: "Fieldnotes" })).not.toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("1 item in the trash");
  expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
  expect(api.count(`POST /api/v1/projects/${PROJECT_ID}/restore`)).toBe(1);
});

test("Delete forever asks first in the product's dialog, then deletes through /trash and empties the screen", async () => {
  const api = installFetch({ [`DELETE /api/v1/trash/projects/${PROJECT_ID}`]: { body: { msg: "Project deleted forever." } } });
  render(<TrashList items={[project]} />);
  const button = screen.getByRole("button", { name: 'Delete project "Fieldnotes" forever' });
  fireEvent.click(button);
  const question = await screen.findByRole("alertdialog", { name: 'Delete project "Fieldnotes" forever?' });
  expect(question).toHaveAccessibleDescription("Its images are deleted too. This cannot be undone.");
  expect(screen.getByRole("button", { name: "Cancel" })).toHaveFocus();
  // Escape answers no: nothing is sent.
  fireEvent(question, new Event("cancel"));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  expect(api.calls).toHaveLength(0);

  fireEvent.click(button);
  fireEvent.click(await screen.findByRole("button", { name: "Delete forever" }));
  expect(await screen.findByText("The trash is empty")).toBeInTheDocument();
  expect(toast.success).toHaveBeenCalledWith("Project deleted forever.");
  expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
});

test("a failed action toasts the server's msg and keeps the item, ready to try again", async () => {
  installFetch({ [`POST /api/v1/message/${MESSAGE_ID}/restore`]: { status: 404, body: { msg: "Message not found in the trash." } } });
  render(<TrashList items={[message]} />);
  const restore = screen.getByRole("button", { name: 'Restore message "Hello (from Sam)"' });
  fireEvent.click(restore);
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Message not found in the trash."));
  expect(screen.getByRole("article", { name: "Hello (from Sam)" })).toBeInTheDocument();
  await waitFor(() => expect(restore).toBeEnabled());
  expect(mockShowOwnerChange).not.toHaveBeenCalled();
});

test("a new list from the server (after a refresh) replaces what the screen shows", () => {
  const { rerender } = render(<TrashList items={[project]} />);
  rerender(<TrashList items={[message, project]} />);
  const names = screen.getAllByRole("article").map((article) => within(article).getByRole("heading").textContent);
  expect(names).toEqual(["Hello (from Sam)", "Fieldnotes"]);
});
