"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toast } from "@/lib/client/toast";

import type { PublishableCollection } from "@/lib/publishing/unpublished-item";

export type { PublishableCollection };

const LABELS: Record<PublishableCollection, string> = { blogs: "Blog", projects: "Project" };

/**
 * One tap from a draft or a scheduled item to a live one: PATCH status "published" with the
 * schedule cleared, then the owner's screens show it published (useOwnerChange).
 */
export function PublishNowButton({ collection, id, title }: { collection: PublishableCollection; id: string; title: string }) {
  const showOwnerChange = useOwnerChange();
  const [publishing, setPublishing] = useState(false);

  async function publish() {
    setPublishing(true);
    try {
      await apiRequest(`/${collection}/${id}`, { method: "PATCH", body: { status: "published", publishAt: "" } });
      toast.success(`${LABELS[collection]} published successfully!`);
      showOwnerChange();
    } catch (error) {
      toast.error((error as Error).message || "Something went wrong!");
    } finally {
      setPublishing(false);
    }
  }

  return (
    <button
      type="button"
      onClick={publish}
      disabled={publishing}
      aria-label={`Publish "${title}" now`}
      className={buttonClasses({ variant: "primary" })}
    >
      {publishing ? "Publishing" : "Publish now"}
    </button>
  );
}
