/** @jest-environment jsdom */
/**
 * The owner's side of drafts and scheduling (issue 13.1): the add and edit forms' Publish
 * now / Schedule / Save as draft, what they send, the badges, and Publish now from the lists
 * (the owner-only island of /blogs and /projects, and the dashboard's list).
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { DashboardView } from "@/components/admin/dashboard/dashboard";
import { BlogForm } from "@/components/admin/forms/blog-form";
import type { BlogFormValues, ProjectFormValues } from "@/components/admin/forms/form-values";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { UnpublishedItems } from "@/components/publishing/unpublished-items";
import type { ContentCounts } from "@/lib/data/dashboard";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { formatScheduledTime, localInputToIso } from "@/lib/publishing/local-time";
import { formIsLive, sentFields, stubObjectUrls, submit, type } from "../admin/helpers";
import { mockFetch, OWNER, renderAs } from "../site/support/render";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter, usePathname: () => "/blogs" }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);

beforeAll(() => stubObjectUrls());
beforeEach(() => {
  jest.clearAllMocks();
  sendFormMock.mockResolvedValue({});
});

// A time in the owner's own zone (the test machine's), and the moment it names.
const LOCAL = "2099-11-24T09:00";
const MOMENT = localInputToIso(LOCAL)!;

function fillProject() {
  type("Title", "New project");
  type("One-line description", "Does one thing well");
  type("Live URL", "https://example.com");
  type("Technologies used", "Next.js");
  type("Keywords and tags", "web");
  type("Description", "A longer description.");
}

const sent = () => sentFields(sendFormMock.mock.calls[0][1].body as FormData);
const option = (name: string) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("the add forms: Publish now, Schedule, Save as draft", () => {
  test("three options of one radio group, Publish now chosen, each a 44 px target; no date until Schedule", () => {
    render(<ProjectForm />);
    const group = screen.getByRole("group", { name: "Publishing" });
    const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["Publish now", "Schedule", "Save as draft"]);
    expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set(["status"]));
    for (const radio of radios) expect(radio.closest("label")).toHaveClass("min-h-11");
    expect(option("Publish now")).toBeChecked();
    expect(screen.getByLabelText("Publish on")).not.toBeVisible();
    expect(screen.getByText("Visitors see it as soon as you save.")).toBeInTheDocument();
  });

  test("Publish now sends status published and no schedule; the spec's toast", async () => {
    render(<ProjectForm />);
    fillProject();
    submit("SAVE");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project added successfully!"));
    expect(sent()).toMatchObject({ status: "published", publishAt: "" });
  });

  test("Save as draft sends status draft", async () => {
    render(<ProjectForm />);
    fillProject();
    fireEvent.click(option("Save as draft"));
    expect(screen.getByText(/Only you see it/)).toBeInTheDocument();
    submit("SAVE");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project added successfully!"));
    expect(sent()).toMatchObject({ status: "draft", publishAt: "" });
  });

  test("Schedule asks for a date and time, then sends it as ISO 8601 with this device's offset", async () => {
    render(<ProjectForm />);
    fillProject();
    fireEvent.click(option("Schedule"));
    const when = screen.getByLabelText("Publish on");
    expect(when).toBeVisible();
    expect(when).toHaveAttribute("type", "datetime-local");
    submit("SAVE");
    expect(screen.getByText("Publish on is required.")).toBeInTheDocument();
    expect(when).toHaveFocus();
    expect(sendFormMock).not.toHaveBeenCalled();

    fireEvent.change(when, { target: { value: LOCAL } });
    submit("SAVE");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project added successfully!"));
    expect(sent()).toMatchObject({ status: "published", publishAt: MOMENT });
    expect(MOMENT).toMatch(/^2099-11-24T09:00:00[+-]\d\d:\d\d$/);
    expect(Date.parse(MOMENT)).toBe(new Date(2099, 10, 24, 9, 0).getTime());
  });

  test("a time that has passed says it will be public at once", () => {
    render(<ProjectForm />);
    fireEvent.click(option("Schedule"));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: "2001-01-01T09:00" } });
    expect(screen.getByText("This time has passed: it will be public as soon as you save.")).toBeInTheDocument();
  });

  test("the blog form offers the same, and Schedule then Publish now sends no schedule", async () => {
    render(<BlogForm today="2026-11-23" />);
    type("Title", "A post");
    type("Summary", "Short.");
    type("Content", "Text.");
    fireEvent.click(option("Schedule"));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: LOCAL } });
    fireEvent.click(option("Publish now"));
    submit("SAVE");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Blog added successfully!"));
    // Published now: dated today again, not the day it would have gone out.
    expect(sent()).toMatchObject({ status: "published", publishAt: "", date: "2026-11-23" });
  });

  test("a scheduled post is dated the day it goes out, unless the owner set the date", async () => {
    render(<BlogForm today="2026-11-23" />);
    type("Title", "A post");
    type("Summary", "Short.");
    type("Content", "Text.");
    const date = screen.getByLabelText("Date") as HTMLInputElement;
    expect(date.value).toBe("2026-11-23");
    fireEvent.click(option("Schedule"));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: LOCAL } });
    expect(date.value).toBe("2099-11-24");
    submit("SAVE");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Blog added successfully!"));
    expect(sent()).toMatchObject({ status: "published", publishAt: MOMENT, date: "2099-11-24" });
  });

  test("on the edit screen a draft's date follows the schedule; a published post's date stays", () => {
    const stored = { _id: "3f6c1c8e-8d9b-4f0e-9a57-1b2c3d4e5f61", version: 1, title: "A post", slug: "a-post", date: "2026-10-01", tags: "", summary: "S", content: "C", imageUrl: null, imageUrlAlt: "", metaDescription: "", canonicalUrl: "", socialImage: null, socialImageAlt: "" };
    const { unmount } = render(<BlogForm today="2026-11-23" blog={{ ...stored, status: "draft", publishAt: null }} />);
    fireEvent.click(option("Schedule"));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: LOCAL } });
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("2099-11-24");
    unmount();

    render(<BlogForm today="2026-11-23" blog={{ ...stored, status: "published", publishAt: null }} />);
    fireEvent.click(option("Schedule"));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: LOCAL } });
    expect((screen.getByLabelText("Date") as HTMLInputElement).value).toBe("2026-10-01");
  });

  test("a date the owner typed stays when they schedule", () => {
    render(<BlogForm today="2026-11-23" />);
    const date = screen.getByLabelText("Date") as HTMLInputElement;
    fireEvent.change(date, { target: { value: "2026-11-20" } });
    fireEvent.click(option("Schedule"));
    fireEvent.change(screen.getByLabelText("Publish on"), { target: { value: LOCAL } });
    expect(date.value).toBe("2026-11-20");
  });
});

describe("the edit forms start from the item's publication", () => {
  const project: ProjectFormValues = {
    _id: "3f6c1c8e-8d9b-4f0e-9a57-1b2c3d4e5f60",
    version: 1,
    title: "Fieldnotes",
    oneLineDescription: "Notes from the field",
    projectType: "frontend",
    liveUrl: "https://github.com/example/fieldnotes",
    technologiesUsed: "React",
    keywordsAndTags: "notes",
    description: "An offline-first notebook.",
    isArchived: false,
    featured: false,
    logo: null,
    logoAlt: "",
    screenshot: null,
    screenshotAlt: "",
    status: "published",
    publishAt: MOMENT,
  };
  const blog: BlogFormValues = {
    _id: "4f6c1c8e-8d9b-4f0e-9a57-1b2c3d4e5f60",
    version: 1,
    title: "Drafted",
    slug: "drafted",
    tags: "",
    summary: "Not yet.",
    date: "2026-11-20",
    content: "Text.",
    imageUrl: null,
    imageUrlAlt: "",
    metaDescription: "",
    canonicalUrl: "",
    socialImage: null,
    socialImageAlt: "",
    status: "draft",
    publishAt: null,
  };

  test("a scheduled project: Schedule chosen, its time in local time; Update keeps it", async () => {
    render(<ProjectForm project={project} />);
    // An edit form is held until it has looked for unsaved work.
    await formIsLive();
    expect(option("Schedule")).toBeChecked();
    expect(screen.getByLabelText("Publish on")).toHaveValue(LOCAL);
    expect(option("Publish now")).not.toBeChecked();
    submit("Update");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(sendFormMock.mock.calls[0][1].method).toBe("PATCH");
    expect(sent()).toMatchObject({ status: "published", publishAt: MOMENT });
  });

  test("a live project says Published", () => {
    render(<ProjectForm project={{ ...project, publishAt: null }} />);
    expect(option("Published")).toBeChecked();
    expect(screen.getByText("Visitors see it now.")).toBeInTheDocument();
  });

  test("a draft post: Save as draft chosen; Publish now publishes it with the spec's toast", async () => {
    render(<BlogForm blog={blog} today="2026-11-23" />);
    await formIsLive();
    expect(option("Save as draft")).toBeChecked();
    fireEvent.click(option("Publish now"));
    submit("Update");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Blog updated successfully!"));
    expect(sent()).toMatchObject({ status: "published", publishAt: "" });
  });
});

describe("the owner's lists", () => {
  const items = [
    { _id: "a1111111-1111-4111-8111-111111111111", title: "A draft", status: "draft", publishAt: null },
    { _id: "b2222222-2222-4222-8222-222222222222", title: "A scheduled one", status: "published", publishAt: MOMENT },
    { _id: "c3333333-3333-4333-8333-333333333333", title: "A live one", status: "published", publishAt: null },
  ];

  test("/blogs, for the owner: drafts and scheduled posts with their badges; Publish now in one tap", async () => {
    const fetchMock = mockFetch((url, init) => {
      if (url === "/api/v1/users/current-user") return { body: { user: OWNER } };
      if (url === "/api/v1/blogs" && init?.method === "GET") return { body: { blogs: items } };
      if (init?.method === "PATCH") return { body: { msg: "Blog updated successfully!" } };
      return { status: 404, body: { msg: "Not found." } };
    });
    renderAs(OWNER, <UnpublishedItems collection="blogs" />);
    const list = await screen.findByRole("region", { name: /Not public yet/ });
    expect(within(list).getByRole("heading", { name: "Not public yet (2)" })).toBeInTheDocument();
    const draft = within(list).getByRole("article", { name: "A draft" });
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    const scheduled = within(list).getByRole("article", { name: "A scheduled one" });
    expect(scheduled).toHaveTextContent(`Scheduled · ${formatScheduledTime(MOMENT)}`);
    expect(formatScheduledTime(MOMENT)).toBe("24 Nov, 09:00");
    expect(within(list).queryByText("A live one")).toBeNull();
    expect(within(draft).getByRole("link", { name: 'Edit "A draft"' })).toHaveAttribute("href", `/edit-blog/${items[0]._id}`);
    expect(within(draft).getByRole("button", { name: "Preview link" })).toBeInTheDocument();

    fireEvent.click(within(scheduled).getByRole("button", { name: 'Publish "A scheduled one" now' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Blog published successfully!"));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(patch[0]).toBe(`/api/v1/blogs/${items[1]._id}`);
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: "published", publishAt: "" });
    expect(mockShowOwnerChange).toHaveBeenCalled();
  });

  test("when a scheduled post falls due the owner's screens are refreshed, not before", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const due = new Date(Date.now() + 60_000).toISOString();
      const listed = [items[0], { ...items[1], publishAt: due }];
      mockFetch((url) => {
        if (url === "/api/v1/users/current-user") return { body: { user: OWNER } };
        if (url === "/api/v1/blogs") return { body: { blogs: listed } };
        return { status: 404, body: { msg: "Not found." } };
      });
      renderAs(OWNER, <UnpublishedItems collection="blogs" />);
      await screen.findByRole("region", { name: /Not public yet/ });
      act(() => jest.advanceTimersByTime(59_000));
      expect(mockShowOwnerChange).not.toHaveBeenCalled();
      // Past its time (and a second more, for the server's clock): this page and the pages
      // the tab's router keeps are asked again, as after an owner change.
      act(() => jest.advanceTimersByTime(2_500));
      expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test("visitors get nothing, and nothing is asked of the API", () => {
    const fetchMock = mockFetch((url) => (url === "/api/v1/users/current-user" ? { body: { user: null } } : { status: 500, body: {} }));
    // The visitor is known (as once GET /users/current-user has answered): nothing renders.
    const { container } = renderAs(null, <UnpublishedItems collection="projects" />);
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain("/api/v1/projects");
  });

  test("the dashboard lists posts and projects together, each with its kind", () => {
    const counts = { projects: 2, archivedProjects: 0, blogs: 1, experiences: 0, certifications: 0, techStack: 0, messages: 0, unreadMessages: 0 } as ContentCounts;
    render(
      <DashboardView
        counts={counts}
        latestMessages={[]}
        latestActivity={[]}
        unpublished={[
          { collection: "projects", ...items[1] },
          { collection: "blogs", ...items[0] },
        ]}
      />,
    );
    const list = screen.getByRole("region", { name: /Not public yet/ });
    expect(within(list).getAllByRole("article").map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^ProjectScheduled ·\s24 Nov, 09:00A scheduled one/),
      expect.stringMatching(/^PostDraftA draft/),
    ]);
    expect(within(list).getByRole("link", { name: 'Edit "A scheduled one"' })).toHaveAttribute("href", `/edit-project/${items[1]._id}`);
  });
});
