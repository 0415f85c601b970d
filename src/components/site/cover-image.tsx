import { ResponsiveImage } from "@/components/ui/responsive-image";
import { initialsOf, placeholderColors } from "@/lib/site/placeholder";
import type { StoredImage } from "@/lib/site/stored-image";

/** Covers are 16:10, at most 540 px wide on a card. */
const COVER_WIDTH = 544;
const COVER_HEIGHT = 340;

/**
 * A fixed-ratio image box (no layout shift): the uploaded image when there is one (cropped
 * to the box, blurred in from its stored placeholder), else a designed placeholder with
 * the item's initials, so cards never show a broken image. The box keeps one ratio so the
 * cards of a grid line up.
 */
export function CoverImage({
  image,
  label,
  kind,
  caption,
  sizes,
  priority = false,
  className = "",
}: {
  image: StoredImage | null;
  /** The item's name: its initials and colours make the placeholder when there is no image. */
  label: string;
  /** What the item is ("Full-stack project", "Blog post"), shown on the placeholder. */
  kind: string;
  /** A second line on the placeholder (a host name, an issuer). */
  caption?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div className={`relative aspect-[16/10] overflow-hidden bg-surface-2 ${className}`}>
      {image ? (
        <ResponsiveImage
          image={image}
          blur
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          sizes={sizes}
          priority={priority}
          className="object-cover"
        />
      ) : (
        <PlaceholderCover label={label} kind={kind} caption={caption} />
      )}
    </div>
  );
}

/**
 * Decorative (the card already names the item, so it is hidden from screen readers): the
 * initials in a glassy tile on a deep gradient picked from the name, concentric rings from
 * one corner, and what the item is. Solid colour and crisp type, nothing grey or
 * bar-shaped, so it never reads as content still loading. Pure CSS, rendered on the
 * server; sized in container units so it keeps its proportions on every card width.
 */
function PlaceholderCover({ label, kind, caption }: { label: string; kind: string; caption?: string }) {
  const [from, to] = placeholderColors(label);
  return (
    <div
      aria-hidden="true"
      data-placeholder="cover"
      className="@container absolute inset-0 overflow-hidden text-white"
      style={{
        backgroundColor: to,
        backgroundImage: [
          "repeating-radial-gradient(circle at 100% 0%, rgb(255 255 255 / 0.09) 0 1px, transparent 1px 7cqw)",
          "radial-gradient(80% 90% at 0% 0%, rgb(255 255 255 / 0.18), transparent 60%)",
          `linear-gradient(135deg, ${from}, ${to})`,
        ].join(", "),
      }}
    >
      <span className="absolute left-1/2 top-[42%] grid aspect-square w-[28cqw] -translate-x-1/2 -translate-y-1/2 place-items-center rounded-[24%] bg-white/12 text-[11cqw] font-semibold leading-none tracking-tight shadow-[0_1.5cqw_4cqw_-1cqw_rgb(0_0_0/0.35)] ring-1 ring-white/30">
        {initialsOf(label)}
      </span>
      <span className="absolute inset-x-[5cqw] bottom-[5cqw] flex items-center justify-between gap-[3cqw] text-[max(0.7rem,3.2cqw)] leading-tight">
        <span className="shrink-0 rounded-full bg-black/25 px-[2.6cqw] py-[1.1cqw] font-semibold uppercase tracking-[0.12em]">{kind}</span>
        {caption && <span className="truncate font-medium text-white/85">{caption}</span>}
      </span>
    </div>
  );
}
