import { buttonClasses } from "@/components/ui/button";

// The site's own tokens (src/app/globals.css): they follow <html data-theme>, so the owner's
// screens switch theme with the rest of the site without `dark:` variants of their own.
export const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export const controlClass = [
  // 16 px text: iOS zooms into anything smaller.
  "block w-full min-h-11 rounded-xl border border-line-strong bg-bg px-3.5 py-2.5 text-base text-fg",
  "placeholder:text-subtle transition-colors hover:border-accent/60",
  "aria-[invalid=true]:border-danger",
  "disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-line-strong",
  focusRing,
].join(" ");

export const labelClass = "block text-sm font-medium text-fg";
export const hintClass = "text-sm text-muted";
export const errorClass = "text-sm font-medium text-danger";

// The site's buttons (teal pills); the global :focus-visible rule draws their ring.
export const primaryButtonClass = buttonClasses({ variant: "primary" });
export const secondaryButtonClass = buttonClasses({ variant: "secondary" });
export const dangerButtonClass = buttonClasses({ variant: "danger" });
/** A text link in the owner's screens (Back to…), with its 44 px row. */
export const linkClass = `inline-flex min-h-11 items-center rounded-full font-medium text-accent underline-offset-4 hover:underline ${focusRing}`;
