import { Container } from "@/components/ui/container";

// Rendered on the server for whoever opens the link: UTC, stated, so the time means the
// same wherever it is read.
const EXPIRY = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** "November 30, 2026, 2:05 PM UTC" */
export function formatPreviewExpiry(date: Date): string {
  return EXPIRY.format(date);
}

/** The strip above a preview: what this is, and until when the link works. */
export function PreviewBanner({ expiresAt, scheduledFor }: { expiresAt: Date; scheduledFor?: Date | null }) {
  return (
    <div role="note" aria-label="Preview" className="border-b border-line bg-accent-soft">
      <Container className="py-3 text-sm leading-snug">
        <p>
          <strong className="font-semibold text-fg">Preview — not public yet</strong>
          <span className="text-muted">
            {" · "}
            {scheduledFor ? (
              <>
                scheduled for <time dateTime={scheduledFor.toISOString()}>{formatPreviewExpiry(scheduledFor)}</time>
                {" · "}
              </>
            ) : null}
            expires <time dateTime={expiresAt.toISOString()}>{formatPreviewExpiry(expiresAt)}</time>
          </span>
        </p>
      </Container>
    </div>
  );
}
