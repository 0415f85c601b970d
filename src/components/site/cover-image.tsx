import { ResponsiveImage } from "@/components/ui/responsive-image";

/** Covers are 16:10, at most 540 px wide on a card. */
const COVER_WIDTH = 544;
const COVER_HEIGHT = 340;

/**
 * A fixed-ratio image box (no layout shift): the uploaded image when there is one, else a
 * generated cover with the item's initial, so cards never show a broken image.
 */
export function CoverImage({
  src,
  alt,
  label,
  caption,
  sizes,
  priority = false,
  className = "",
}: {
  src: string | null | undefined;
  alt: string;
  /** Drawn on the generated cover when there is no image. */
  label: string;
  /** A small line in the generated cover's window bar (a host name). */
  caption?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={`relative aspect-[16/10] overflow-hidden bg-surface-2 ${className}`}>
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          sizes={sizes}
          priority={priority}
          className="object-cover"
        />
      ) : (
        <GeneratedCover label={label} caption={caption} />
      )}
    </div>
  );
}

function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/**
 * Decorative (the title is already in the card, so it is hidden from screen readers): a
 * soft two-tone wash in a hue derived from the title, a window frame and the title set
 * large, so a card without an upload still looks designed.
 */
function GeneratedCover({ label, caption }: { label: string; caption?: string }) {
  const hue = hueOf(label);
  return (
    <div
      aria-hidden="true"
      data-placeholder="cover"
      className="absolute inset-0 overflow-hidden"
      style={{
        backgroundImage: `radial-gradient(110% 90% at 0% 0%, hsl(${hue} 75% 55% / 0.30), transparent 60%), radial-gradient(90% 80% at 100% 100%, hsl(${(hue + 50) % 360} 75% 50% / 0.26), transparent 60%)`,
      }}
    >
      <div className="absolute inset-0 opacity-40 [background-image:linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [background-size:28px_28px] [mask-image:linear-gradient(to_bottom,black,transparent)]" />
      <div className="absolute inset-x-6 bottom-0 top-7 rounded-t-xl border border-b-0 border-line-strong/80 bg-bg/70 shadow-card backdrop-blur-sm">
        <div className="flex items-center gap-1.5 border-b border-line px-3 py-2">
          <span className="size-2 rounded-full bg-fg/20" />
          <span className="size-2 rounded-full bg-fg/20" />
          <span className="size-2 rounded-full bg-fg/20" />
          {caption && <span className="ml-2 truncate text-[0.65rem] text-subtle">{caption}</span>}
        </div>
        <div className="px-4 pt-4">
          <p className="line-clamp-2 text-balance text-xl font-semibold leading-tight tracking-tight text-fg/90">{label}</p>
          <div className="mt-3 grid gap-1.5">
            <span className="h-1.5 w-3/4 rounded-full bg-fg/10" />
            <span className="h-1.5 w-1/2 rounded-full bg-fg/10" />
          </div>
        </div>
      </div>
    </div>
  );
}
