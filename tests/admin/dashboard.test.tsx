/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { DashboardView, type DashboardProps } from "@/components/admin/dashboard/dashboard";
import { ProfileSummary } from "@/components/admin/dashboard/profile-summary";
import { renderToStaticMarkup } from "react-dom/server";
import { OPAQUE_PLACEHOLDER, srcsetWidths } from "../helpers/images";

const counts: DashboardProps["counts"] = {
  projects: 4,
  archivedProjects: 1,
  blogs: 2,
  experiences: 3,
  certifications: 5,
  techStack: 9,
  messages: 12,
  unreadMessages: 3,
};

const props: DashboardProps = {
  counts,
  latestMessages: [
    { _id: "m1", name: "Jordan Lee", subject: "Freelance project", read: false, at: "2024-05-02T10:00:00.000Z" },
    { _id: "m2", name: "Sam Rivera", subject: "Loved your post", read: true, at: "2024-05-01T09:30:00.000Z" },
  ],
  latestActivity: [
    { _id: "a1", action: "project.update", detail: "Fieldnotes", at: "2024-05-02T11:00:00.000Z" },
    { _id: "a2", action: "login.failed", detail: "owner@example.com", at: "2024-05-02T08:00:00.000Z" },
  ],
};

const region = (name: string) => screen.getByRole("region", { name });

test("the count of every content type links to its list; projects mention the archived ones", () => {
  render(<DashboardView {...props} />);
  const content = within(region("Content"));
  const lists: Array<[string, string]> = [
    ["4 Projects incl. 1 archived", "/projects"],
    ["2 Blog posts", "/blogs"],
    ["3 Experiences", "/experience"],
    ["5 Certifications", "/certification"],
    ["9 Tech stack items", "/techStack"],
  ];
  for (const [name, href] of lists) expect(content.getByRole("link", { name })).toHaveAttribute("href", href);
});

test("the Content section leads to /admin/arrange, where featured projects and the tech stack are ordered", () => {
  render(<DashboardView {...props} />);
  const link = within(region("Content")).getByRole("link", { name: "Arrange featured projects and tech stack" });
  expect(link).toHaveAttribute("href", "/admin/arrange");
});

test("a New button for each content type, to its add form", () => {
  render(<DashboardView {...props} />);
  const content = within(region("Content"));
  const buttons: Array<[string, string]> = [
    ["New project", "/add-project"],
    ["New blog post", "/add-blog"],
    ["New experience", "/add-experience"],
    ["New certification", "/add-certification"],
    ["New tech stack item", "/add-techStack"],
  ];
  for (const [name, href] of buttons) {
    const link = content.getByRole("link", { name });
    expect(link).toHaveAttribute("href", href);
    // A button to look at, 44 px tall like every control (the site's button classes).
    expect(link).toHaveClass("min-h-11", "rounded-full");
  }
});

test("the inbox: unread and total counts, and the way to it", () => {
  render(<DashboardView {...props} />);
  expect(screen.getByText("3 unread messages")).toBeInTheDocument();
  expect(screen.getByText("12 messages in the inbox")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Open inbox" })).toHaveAttribute("href", "/message");
});

test("nothing unread says so, in the singular where it is one", () => {
  render(<DashboardView {...props} counts={{ ...counts, unreadMessages: 0, messages: 1 }} />);
  expect(screen.getByText("No unread messages")).toBeInTheDocument();
  expect(screen.getByText("1 message in the inbox")).toBeInTheDocument();
});

test("the latest messages: unread ones marked in words, each opening the inbox", () => {
  render(<DashboardView {...props} />);
  const latest = within(region("Latest messages"));
  const items = latest.getAllByRole("listitem");
  expect(items).toHaveLength(2);
  expect(within(items[0]).getByText("Unread")).toBeInTheDocument();
  expect(items[0]).toHaveTextContent("Freelance project");
  expect(items[0]).toHaveTextContent("From Jordan Lee · May 2, 2024, 10:00 AM UTC");
  expect(within(items[1]).queryByText("Unread")).not.toBeInTheDocument();
  expect(within(items[0]).getByRole("link")).toHaveAttribute("href", "/message");
  expect(latest.getByRole("link", { name: "All messages" })).toHaveAttribute("href", "/message");
});

test("the latest activity in words, with a link to all of it", () => {
  render(<DashboardView {...props} />);
  const activity = within(region("Latest activity"));
  const items = activity.getAllByRole("listitem");
  expect(items[0]).toHaveTextContent("Project updated");
  expect(items[0]).toHaveTextContent("Fieldnotes");
  expect(items[1]).toHaveTextContent("Failed login");
  expect(activity.getByRole("link", { name: "All activity" })).toHaveAttribute("href", "/activity");
});

test("empty lists say so", () => {
  render(<DashboardView {...props} latestMessages={[]} latestActivity={[]} />);
  expect(within(region("Latest messages")).getByText("No messages yet.")).toBeInTheDocument();
  expect(within(region("Latest activity")).getByText("No activity yet.")).toBeInTheDocument();
});

test("the profile card names the owner, says what a visitor would miss, and leads to /admin/profile", () => {
  render(<DashboardView {...props} profile={{ name: "Alex Morgan", role: "Full-stack engineer", avatar: null, missing: ["photo", "résumé"] }} />);
  const profile = within(region("Profile"));
  expect(profile.getByText("Alex Morgan")).toBeInTheDocument();
  expect(profile.getByText(/No photo, no résumé yet/)).toBeInTheDocument();
  // Without a photo: the initials, as the site's header shows them.
  expect(profile.getByText("AM")).toHaveAttribute("aria-hidden", "true");
  expect(profile.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/admin/profile");
});

test("the profile card shows the photo at its box's size, blurred in from its stored placeholder", () => {
  const placeholder = OPAQUE_PLACEHOLDER;
  const avatar = { src: "/uploads/avatar.webp", alt: "Photo of Alex Morgan", width: 800, height: 600, placeholder };
  const { container } = render(
    <DashboardView {...props} profile={{ name: "Alex Morgan", role: "Full-stack engineer", avatar, missing: [] }} />,
  );
  // The name is written beside it: the photo is decorative.
  const img = container.querySelector<HTMLImageElement>('section[aria-labelledby="dashboard-profile"] img');
  expect(img).not.toBeNull();
  expect(img).toHaveAttribute("alt", "");
  expect(img!.style.width).toBe("44px");
  expect(img!.style.height).toBe("44px");
  // jsdom's style parser drops the blurred background: read the server's HTML.
  const html = renderToStaticMarkup(<ProfileSummary name="Alex Morgan" role="Full-stack engineer" avatar={avatar} missing={[]} />);
  expect(html).toContain("feGaussianBlur");
  expect(html).toContain(placeholder.slice("data:image/webp;base64,".length));
  // Never a width larger than the stored file from the optimizer.
  expect(Math.max(...srcsetWidths(img!.getAttribute("srcset")))).toBeLessThanOrEqual(800);
  expect(within(region("Profile")).queryByText("AM")).toBeNull();
});

describe("Visitors (issue 26)", () => {
  const daily = Array.from({ length: 30 }, (_, i) => ({
    date: `2031-06-${String(i + 1).padStart(2, "0")}`,
    views: i === 29 ? 12 : i === 28 ? 3 : 0,
    visitors: i === 29 ? 5 : i === 28 ? 2 : 0,
  }));
  const analytics: NonNullable<DashboardProps["analytics"]> = {
    days: 30,
    from: "2031-06-01",
    to: "2031-06-30",
    timeZone: "Europe/Lisbon",
    total: { views: 15, visitors: 7 },
    previous: { views: 10, visitors: 0 },
    daily,
    pages: [
      { path: "/blogs/keyset-pagination", title: "Keyset pagination", views: 9, visitors: 4 },
      { path: "/", title: "Home", views: 6, visitors: 3 },
    ],
    referrers: [{ source: "news.ycombinator.com", views: 4 }],
  };

  test("totals with the change against the previous period, top pages and sources, the time zone", () => {
    render(<DashboardView {...props} analytics={analytics} />);
    const visitors = within(region("Visitors"));
    // 15 views against 10; no visitors before.
    expect(visitors.getAllByRole("definition").map((dd) => dd.textContent)).toEqual([
      "15",
      "+50% compared with the 30 days beforevs previous 30 days",
      "7",
      "new compared with the 30 days beforevs previous 30 days",
    ]);
    expect(visitors.getByText(/days in Europe\/Lisbon/)).toBeInTheDocument();
    expect(visitors.getByText(/sum of its days/)).toBeInTheDocument();
    const pages = within(region("Top pages and posts"));
    expect(pages.getByRole("link", { name: "Keyset pagination" })).toHaveAttribute("href", "/blogs/keyset-pagination");
    expect(pages.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Keyset pagination9 views", "Home6 views"]);
    expect(within(region("Top sources")).getByText("news.ycombinator.com")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Countries" })).toBeNull();
    expect(visitors.getByRole("link", { name: /Download all counts/ })).toHaveAttribute("href", "/api/v1/analytics.csv");
  });

  test("the chart is hidden from screen readers; the table behind it has every day, newest first", () => {
    const { container } = render(<DashboardView {...props} analytics={analytics} />);
    expect(container.querySelector("svg[viewBox='0 0 600 160']")).toHaveAttribute("aria-hidden", "true");
    const table = screen.getByRole("table", { name: /Views and visitors per day/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0]).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["12", "5"]);
    expect(within(rows[0]).getByRole("rowheader")).toHaveTextContent("30 Jun");
  });

  test("no views yet: the sections say so", () => {
    render(<DashboardView {...props} analytics={{ ...analytics, total: { views: 0, visitors: 0 }, previous: { views: 0, visitors: 0 }, pages: [], referrers: [] }} />);
    expect(within(region("Top pages and posts")).getByText("No views yet.")).toBeInTheDocument();
    expect(within(region("Visitors")).getAllByText(/no change/)).toHaveLength(2);
  });
});
