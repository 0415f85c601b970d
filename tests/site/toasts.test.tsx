/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { Toasts } from "@/components/toasts";
import { toast } from "@/lib/client/toast";

/** The real sonner, loaded on the first toast: a page that never toasts never loads it. */
test("nothing is mounted until the first toast; then it shows, and so do the next ones", async () => {
  const { container } = render(<Toasts />);
  expect(container).toBeEmptyDOMElement();

  act(() => toast.success("Message sent successfully!"));
  // The live region is in the page, still empty, before the first toast arrives in it.
  const region = await screen.findByRole("region", { name: /Notifications/ });
  expect(region).toHaveAttribute("aria-live", "polite");
  expect(region).toBeEmptyDOMElement();
  expect(await screen.findByText("Message sent successfully!")).toBeInTheDocument();
  // Spec point 9: bottom-right, dark.
  const list = document.querySelector("[data-sonner-toaster]");
  expect(list).toHaveAttribute("data-y-position", "bottom");
  expect(list).toHaveAttribute("data-x-position", "right");
  expect(list).toHaveAttribute("data-sonner-theme", "dark");
  // Above the phone's bottom bar, at every width: one CSS variable (globals.css) for both layouts.
  const style = (list as HTMLElement).style;
  expect(style.getPropertyValue("--offset-bottom")).toBe("var(--toast-offset-bottom)");
  expect(style.getPropertyValue("--mobile-offset-bottom")).toBe("var(--toast-offset-bottom)");
  expect(screen.getByRole("button", { name: /close/i })).toHaveAttribute("data-close-button");

  act(() => toast.error("The database is unavailable right now."));
  expect(await screen.findByText("The database is unavailable right now.")).toBeInTheDocument();
});
