/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { COPIED_LABEL_MS, CopyButton } from "@/components/markdown/copy-button";

describe("the code block Copy button", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockResolvedValue(undefined) } });
  });
  afterEach(() => jest.useRealTimers());

  test("copies the code and reads 'Copied!' for exactly 2000 ms", async () => {
    expect(COPIED_LABEL_MS).toBe(2000);
    render(<CopyButton text={"const answer = 42;"} />);
    const button = screen.getByRole("button", { name: "Copy" });

    await act(async () => {
      fireEvent.click(button);
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith("const answer = 42;");
    expect(button).toHaveTextContent("Copied!");

    act(() => jest.advanceTimersByTime(1999));
    expect(button).toHaveTextContent("Copied!");

    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveTextContent(/^Copy$/);
  });

  test("a second copy restarts the 2000 ms", async () => {
    render(<CopyButton text="x" />);
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
    render(<CopyButton text="x" />);
    const button = screen.getByRole("button");
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent(/^Copy$/);
  });
});
