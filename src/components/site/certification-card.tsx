import { ItemActions } from "@/components/owner/owner-only";
import { ExternalIcon } from "@/components/ui/icons";
import { Tag } from "@/components/ui/tag";
import type { PublicCertification } from "@/lib/data/public";
import { storedImage } from "@/lib/site/stored-image";
import { CoverImage } from "./cover-image";

/**
 * One certificate: screenshot, title, issuer, date, credential ID, what I learned, link.
 * `priority` for the first row's cards, whose images may be the page's largest paint.
 */
export function CertificationCard({ certification, priority = false }: { certification: PublicCertification; priority?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <CoverImage
        image={storedImage(certification, "image")}
        label={certification.title}
        kind="Certificate"
        caption={certification.organization}
        sizes="(min-width: 1024px) 540px, (min-width: 640px) 45vw, 100vw"
        priority={priority}
        className="border-b border-line"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="text-xs font-medium uppercase tracking-[0.12em] text-subtle">{certification.date}</p>
        <h2 className="mt-2 text-lg font-semibold leading-snug tracking-tight">{certification.title}</h2>
        <p className="mt-1 text-[0.95rem] font-medium text-accent">{certification.organization}</p>
        <p className="mt-2 text-sm text-muted">
          Credential ID <span className="font-medium text-fg tabular-nums">{certification.credentialID}</span>
        </p>
        {certification.learned.length > 0 && (
          <>
            {/* Said before the list rather than as its aria-label, which screen readers often skip on a list. */}
            <p className="sr-only">What I learned</p>
            <ul className="mt-4 flex flex-wrap gap-1.5">
              {certification.learned.map((item) => (
                <li key={item}>
                  <Tag>{item}</Tag>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
          <a
            href={certification.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            Show credential
            <span className="sr-only"> for {certification.title} (opens in a new tab)</span>
            <ExternalIcon size={16} />
          </a>
          <ItemActions
            editHref={`/edit-certification/${certification._id}`}
            deletePath={`/certification/${certification._id}`}
            label={`certification ${certification.title}`}
            deletedMessage="Certification deleted successfully!"
          />
        </div>
      </div>
    </article>
  );
}
