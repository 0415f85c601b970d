"use client";

import Link from "next/link";
import { useId } from "react";
import { PreviewLink } from "@/components/admin/preview/preview-link";
import { buttonClasses } from "@/components/ui/button";
import { PublicationBadge } from "./publication-badge";
import type { PublishableCollection, UnpublishedItem } from "@/lib/publishing/unpublished-item";
import { PublishNowButton } from "./publish-now-button";

export type { UnpublishedItem } from "@/lib/publishing/unpublished-item";

const KINDS: Record<PublishableCollection, { kind: string; edit: string }> = {
  blogs: { kind: "Post", edit: "/edit-blog/" },
  projects: { kind: "Project", edit: "/edit-project/" },
};

function UnpublishedRow({ item, showKind }: { item: UnpublishedItem; showKind: boolean }) {
  const titleId = useId();
  const { kind, edit } = KINDS[item.collection];
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
        <div className="flex min-w-0 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            {showKind && <span className="text-xs font-semibold uppercase tracking-wide text-muted">{kind}</span>}
            <PublicationBadge item={item} />
          </div>
          <h3 id={titleId} className="break-words font-semibold text-fg">
            {item.title}
          </h3>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <PublishNowButton collection={item.collection} id={item._id} title={item.title} />
          <Link href={`${edit}${item._id}`} aria-label={`Edit "${item.title}"`} className={buttonClasses({ variant: "secondary" })}>
            Edit
          </Link>
          <PreviewLink collection={item.collection} id={item._id} title={item.title} compact />
        </div>
      </article>
    </li>
  );
}

/**
 * The owner's drafts and scheduled items, with what each is waiting for and Publish now.
 * Phone first: one column of cards, every action a 44 px button.
 */
export function UnpublishedList({
  items,
  heading = "Not public yet",
  description,
}: {
  items: readonly UnpublishedItem[];
  heading?: string;
  description?: string;
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  const mixed = new Set(items.map((item) => item.collection)).size > 1;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-fg">
          {heading} <span className="font-normal text-muted">({items.length})</span>
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((item) => (
          <UnpublishedRow key={`${item.collection}/${item._id}`} item={item} showKind={mixed} />
        ))}
      </ul>
    </section>
  );
}
