/** A small label: technologies, keywords, types. */
export function Tag({ children, tone = "neutral" }: { children: React.ReactNode; tone?: "neutral" | "accent" }) {
  const look =
    tone === "accent"
      ? "border-accent/40 bg-accent-soft text-accent"
      : "border-line bg-surface-2 text-muted";
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${look}`}>
      {children}
    </span>
  );
}
