"use client";

import { Suspense } from "react";
import { lazyWhenOnline } from "@/lib/client/when-online";
import { OwnerOnly } from "@/components/owner/owner-only";
import type { PublishableCollection } from "./publish-now-button";

// Loaded for the owner only: visitors' pages carry neither it nor SWR.
const UnpublishedItemsLoader = lazyWhenOnline(() => import("./unpublished-items-loader"));

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
