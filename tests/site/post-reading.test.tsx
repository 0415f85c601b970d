/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { PostByline } from "@/components/blog/post-byline";
import { PostNeighbours } from "@/components/blog/post-neighbours";
import { imageColumns, noImage } from "./support/image-columns";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const OLDER = { _id: "11111111-1111-4111-8111-111111111111", slug: "postgres-on-a-laptop", title: "Postgres on a laptop" };
const NEWER = { _id: "33333333-3333-4333-8333-333333333333", slug: "shipping-a-pwa", title: "Shipping a PWA" };

describe("<PostByline>: author, date and reading time above the body", () => {
  test("with an avatar: the photo, the name linking to About, the long US date and 'N min read'", () => {
    const { container } = render(
      <PostByline author={{ name: "Jordan Lee", ...imageColumns("avatar", { url: "/uploads/jordan.webp", alt: "Photo of Jordan Lee" }) }} date="2026-10-02" minutes={6} />,
    );
    const photo = container.querySelector("img");
    expect(photo).not.toBeNull();
    expect(photo?.getAttribute("src")).toContain(encodeURIComponent("/uploads/jordan.webp"));
    // Beside the name it is decorative.
    expect(photo).toHaveAttribute("alt", "");
    expect(screen.queryByTestId("author-monogram")).not.toBeInTheDocument();

    const name = screen.getByRole("link", { name: "Jordan Lee" });
    expect(name).toHaveAttribute("href", "/about");
    expect(name).toHaveAttribute("rel", "author");
    expect(container.querySelector("time")).toHaveAttribute("dateTime", "2026-10-02");
    expect(container.querySelector("time")).toHaveTextContent("October 2, 2026");
    expect(container).toHaveTextContent("6 min read");
  });

  test("without an avatar: the initials instead, and no image", () => {
    const { container } = render(<PostByline author={{ name: "Jordan Lee", ...noImage("avatar", "Photo of Jordan Lee") }} date="2026-05-30" minutes={1} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTestId("author-monogram")).toHaveTextContent("JL");
    expect(screen.getByRole("link", { name: "Jordan Lee" })).toBeInTheDocument();
    expect(container).toHaveTextContent("May 30, 2026");
    expect(container).toHaveTextContent("1 min read");
  });
});

describe("<PostNeighbours>: previous and next posts below the body", () => {
  test("a post in the middle links both by their slugs, with rel prev and next", () => {
    render(<PostNeighbours previous={OLDER} next={NEWER} />);
    const nav = screen.getByRole("navigation", { name: "More posts" });
    const previous = within(nav).getByRole("link", { name: /Previous post/ });
    expect(previous).toHaveTextContent(OLDER.title);
    expect(previous).toHaveAttribute("href", "/blogs/postgres-on-a-laptop");
    expect(previous).toHaveAttribute("rel", "prev");
    const next = within(nav).getByRole("link", { name: /Next post/ });
    expect(next).toHaveTextContent(NEWER.title);
    expect(next).toHaveAttribute("href", "/blogs/shipping-a-pwa");
    expect(next).toHaveAttribute("rel", "next");
  });

  test("the first (oldest) post has no previous", () => {
    render(<PostNeighbours previous={null} next={NEWER} />);
    expect(screen.queryByRole("link", { name: /Previous post/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Next post/ })).toHaveTextContent(NEWER.title);
  });

  test("the newest post has no next", () => {
    render(<PostNeighbours previous={OLDER} next={null} />);
    expect(screen.queryByRole("link", { name: /Next post/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Previous post/ })).toHaveTextContent(OLDER.title);
  });

  test("a lone post shows no navigation at all", () => {
    const { container } = render(<PostNeighbours previous={null} next={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
