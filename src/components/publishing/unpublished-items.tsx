"use client";

import { lazy, Suspense } from "react";
import { OwnerOnly } from "@/components/owner/owner-only";
import type { PublishableCollection } from "./publish-now-button";

// Loaded for the owner only: visitors' pages carry neither it nor SWR.
const UnpublishedItemsLoader = lazy(() => import("./unpublished-items-loader"));

/**
 * On /projects and /blogs, which are cached pages, the same for everyone: the owner's drafts
 * and scheduled items, asked of the API in the browser (the owner's session lists them).
 */
export function UnpublishedItems({ collection }: { collection: PublishableCollection }) {
  return (
    <OwnerOnly>
      <Suspense fallback={null}>
        <UnpublishedItemsLoader collection={collection} />
      </Suspense>
    </OwnerOnly>
  );
}
