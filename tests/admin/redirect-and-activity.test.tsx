/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { ActivityList, describeAction } from "@/components/admin/activity-list";
import { RedirectWithToast } from "@/components/admin/redirect-with-toast";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

test("an edit screen that cannot load its item toasts the error and replaces itself with the list", () => {
  render(<RedirectWithToast href="/projects" listName="projects" message="Project not found." />);
  expect(toast.error).toHaveBeenCalledWith("Project not found.", { id: "load-failed:/projects" });
  expect(mockRouter.replace).toHaveBeenCalledWith("/projects");
  // Readable (and usable) before the navigation lands or without JavaScript.
  expect(screen.getByRole("alert")).toHaveTextContent("Project not found.");
  expect(screen.getByRole("link", { name: "Back to projects" })).toHaveAttribute("href", "/projects");
});

test("activity actions are described in words", () => {
  expect(describeAction("login.success")).toBe("Logged in");
  expect(describeAction("login.failed")).toBe("Failed login");
  expect(describeAction("login.limited")).toBe("Login refused: too many attempts");
  expect(describeAction("project.create")).toBe("Project added");
  expect(describeAction("techstack.update")).toBe("Tech stack item updated");
  expect(describeAction("message.delete")).toBe("Message deleted");
  expect(describeAction("blog.restore")).toBe("Blog restored from the trash");
  expect(describeAction("techstack.purge")).toBe("Tech stack item deleted forever");
  expect(["media.upload", "media.update", "media.delete", "media.clean"].map(describeAction)).toEqual(["Media uploaded", "Media updated", "Media deleted", "Media cleaned up"]);
  expect(describeAction("something.new")).toBe("something.new");
});

test("the activity screen splits logins from changes, with address and UTC time", () => {
  render(
    <ActivityList
      entries={[
        { _id: "1", action: "login.failed", detail: "owner@example.com", ip: "203.0.113.7", at: "2024-05-02T10:15:00.000Z" },
        { _id: "2", action: "project.update", detail: "Fieldnotes", ip: "203.0.113.8", at: "2024-05-02T09:00:00.000Z" },
      ]}
    />,
  );
  const logins = screen.getByRole("region", { name: "Logins" });
  expect(logins).toHaveTextContent("Failed login");
  expect(logins).toHaveTextContent("owner@example.com");
  expect(logins).toHaveTextContent("203.0.113.7");
  expect(logins).toHaveTextContent("May 2, 2024, 10:15 AM UTC");
  expect(logins).not.toHaveTextContent("Fieldnotes");
  const changes = screen.getByRole("region", { name: "Changes" });
  expect(changes).toHaveTextContent("Project updated");
  expect(changes).toHaveTextContent("Fieldnotes");
});

test("empty activity says so", () => {
  render(<ActivityList entries={[]} />);
  expect(screen.getByText("No logins recorded yet.")).toBeInTheDocument();
  expect(screen.getByText("No changes recorded yet.")).toBeInTheDocument();
});
