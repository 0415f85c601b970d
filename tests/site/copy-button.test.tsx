/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Markdown } from "@/components/markdown/markdown";
import { COPIED_LABEL_MS } from "@/components/markdown/copy-button";

/**
 * A code block's Copy button: markup in the post's HTML (src/components/markdown/markdown-html.ts),
 * brought to life by one listener on the body (CodeCopy in copy-button.tsx).
 */
describe("the code block Copy button", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
  });
  afterEach(() => jest.useRealTimers());

  test("copies the code and reads 'Copied!' for exactly 2000 ms", async () => {
    expect(COPIED_LABEL_MS).toBe(2000);
    render(<Markdown source={"```js\nconst answer = 42;\n```"} />);
    const button = screen.getByRole("button", { name: "Copy" });

    await act(async () => {
      fireEvent.click(button);
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith("const answer = 42;");
    expect(button).toHaveTextContent("Copied!");
    expect(button.querySelector("use")?.getAttribute("href")).toMatch(/#check$/);

    act(() => jest.advanceTimersByTime(1999));
    expect(button).toHaveTextContent("Copied!");

    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent(/^Copy$/);
    expect(button.querySelector("use")?.getAttribute("href")).toMatch(/#copy$/);
  });

  test("a second copy restarts the 2000 ms", async () => {
    render(<Markdown source={"```\nx\n```"} />);
    const button = screen.getByRole("button");
    await act(async () => fireEvent.click(button));
    act(() => jest.advanceTimersByTime(1500));
    await act(async () => fireEvent.click(button));
    act(() => jest.advanceTimersByTime(1999));
    expect(button).toHaveTextContent("Copied!");
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent(/^Copy$/);
  });

  test("a refused clipboard leaves the label as 'Copy'", async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error("denied")) } });
    render(<Markdown source={"```\nx\n```"} />);
    const button = screen.getByRole("button");
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent(/^Copy$/);
  });

  test("each button copies its own block; a body without code has no listener's marker", async () => {
    const { container, unmount } = render(<Markdown source={"```\nfirst\n```\n\n```py\nsecond()\n```"} />);
    const [, second] = screen.getAllByRole("button", { name: "Copy" });
    await act(async () => fireEvent.click(second!));
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith("second()");
    expect(container.querySelectorAll("span[hidden]")).toHaveLength(1);
    unmount();
    const plain = render(<Markdown source="No code here." />);
    expect(plain.container.querySelector("span[hidden]")).toBeNull();
  });
});
