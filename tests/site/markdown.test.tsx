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

  test("a GitHub-flavoured table renders as a <table> with header cells, body cells and their alignment", () => {
    render(
      <Markdown
        source={[
          "| Limit | Bytes | Where |",
          "| :---- | ----: | :---: |",
          "| JSON | 256 KB | API |",
          "| Multipart | 8.25 MB | uploads |",
        ].join("\n")}
      />,
    );
    const table = screen.getByRole("table");
    expect(table.tagName).toBe("TABLE");
    // Focusable: a wide table scrolls sideways inside its box.
    expect(table).toHaveAttribute("tabindex", "0");
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((cell) => cell.tagName)).toEqual(["TH", "TH", "TH"]);
    expect(headers.map((cell) => cell.textContent)).toEqual(["Limit", "Bytes", "Where"]);
    expect(table.querySelector("thead")).toContainElement(headers[0]);
    const rows = table.querySelectorAll("tbody tr");
    expect([...rows].map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
      ["JSON", "256 KB", "API"],
      ["Multipart", "8.25 MB", "uploads"],
    ]);
    expect(headers[1]).toHaveStyle({ textAlign: "right" });
    expect(headers[2]).toHaveStyle({ textAlign: "center" });
  });

  test("task lists render disabled checkboxes named by their state; ~~text~~ is struck through", () => {
    const { container } = render(<Markdown source={"- [x] Write the post\n- [ ] Publish it\n\nThe ~~old~~ new way."} />);
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toBeChecked();
    expect(boxes[0]).toBeDisabled();
    expect(boxes[0]).toHaveAccessibleName("Done");
    expect(boxes[1]).not.toBeChecked();
    expect(boxes[1]).toHaveAccessibleName("Not done");
    expect(container.querySelector("ul.contains-task-list li.task-list-item")).toHaveTextContent("Write the post");
    expect(container.querySelector("del")).toHaveTextContent("old");
  });
});
