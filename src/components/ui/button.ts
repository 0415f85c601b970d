/**
 * Button looks, as class strings so they dress a <button>, a <Link> or an <a> alike.
 * Every size is at least 44 px tall (touch targets on phones).
 */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "md" | "lg";

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-[background-color,border-color,color,transform] duration-200 active:translate-y-px disabled:pointer-events-none disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent-strong text-accent-contrast hover:brightness-110 shadow-[0_8px_24px_-12px_var(--accent)]",
  secondary: "border border-line-strong bg-surface text-fg hover:border-accent hover:text-accent",
  ghost: "text-muted hover:text-fg hover:bg-surface-2",
  danger: "border border-danger/50 text-danger hover:bg-danger/10",
};

const SIZES: Record<ButtonSize, string> = {
  md: "px-5 text-sm",
  lg: "min-h-12 px-6 text-[0.95rem]",
};

export function buttonClasses({
  variant = "primary",
  size = "md",
  className = "",
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
}
