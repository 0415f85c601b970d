// Neutral classes with dark: variants, so the admin follows the site's light/dark switch.
export const focusRing =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500";

export const controlClass = [
  "block w-full min-h-11 rounded-lg border px-3 py-2 text-base shadow-sm",
  "border-neutral-300 bg-white text-neutral-900 placeholder:text-neutral-500",
  "dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:placeholder:text-neutral-400",
  "aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400",
  "disabled:cursor-not-allowed disabled:opacity-60",
  focusRing,
].join(" ");

export const labelClass = "block text-sm font-medium text-neutral-800 dark:text-neutral-200";
export const hintClass = "text-sm text-neutral-600 dark:text-neutral-400";
export const errorClass = "text-sm font-medium text-red-700 dark:text-red-400";

const buttonBase = [
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold",
  "disabled:cursor-not-allowed disabled:opacity-60",
  focusRing,
].join(" ");

export const primaryButtonClass = `${buttonBase} bg-sky-700 text-white hover:bg-sky-800 disabled:hover:bg-sky-700`;
export const secondaryButtonClass = `${buttonBase} border border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800`;
export const dangerButtonClass = `${buttonBase} border border-red-600/70 text-red-700 hover:bg-red-50 dark:border-red-500/60 dark:text-red-300 dark:hover:bg-red-500/10`;
