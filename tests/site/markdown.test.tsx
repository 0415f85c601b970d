/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Markdown } from "@/components/markdown/markdown";

describe("<Markdown>", () => {
  test("renders markdown with highlighted code and a Copy button that copies the code", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { container } = render(
      <Markdown source={"## Title\n\nSome **bold** text.\n\n```ts\nconst answer: number = 42;\n```\n"} />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Title" })).toBeInTheDocument();
    expect(container.querySelector("strong")).toHaveTextContent("bold");
    const code = container.querySelector("pre code");
    expect(code).toHaveClass("hljs", "language-ts");
    expect(code?.querySelector(".hljs-keyword")).toHaveTextContent("const");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(writeText).toHaveBeenCalledWith("const answer: number = 42;");
  });

  test("a '#' heading becomes an h2 (the post title is the page's only h1)", () => {
    render(<Markdown source="# Big" />);
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Big" })).toBeInTheDocument();
  });

  test("raw HTML is never rendered", () => {
    const { container } = render(
      <Markdown source={'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <b>bold?</b>\n\n<div onclick="x()">block</div>'} />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.querySelector("div[onclick]")).toBeNull();
    expect(container.innerHTML).not.toContain("onerror");
  });

  test("javascript: and data: links are inert; http(s) links open safely in a new tab", () => {
    const { container } = render(
      <Markdown source={"[bad](javascript:alert(1)) [worse](data:text/html,hi) [good](https://example.com) [local](/blogs)"} />,
    );
    expect(screen.getByText("bad").closest("a")).toBeNull();
    expect(screen.getByText("worse").closest("a")).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|data:text/);
    const good = screen.getByRole("link", { name: "good" });
    expect(good).toHaveAttribute("href", "https://example.com");
    expect(good).toHaveAttribute("target", "_blank");
    expect(good).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(screen.getByRole("link", { name: "local" })).not.toHaveAttribute("target");
  });
});
