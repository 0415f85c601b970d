"use client";

import { Suspense, useState } from "react";
import { lazyWhenOnline } from "@/lib/client/when-online";
import { secondaryButtonClass } from "../fields/styles";
import type { EntityFormConfig, StoredValues } from "../use-entity-form";

// Loaded when opened: most edits never look at the history.
const HistoryDialog = lazyWhenOnline(() => import("./history-dialog"));

export interface HistoryButtonProps {
  collection: "blogs" | "projects";
  item: StoredValues;
  config: EntityFormConfig;
  /** Unsaved changes in the form: a restore asks first. */
  dirty: boolean;
  /** The form's values now (what a version is compared with). */
  currentText: () => Record<string, string>;
  /** A version was restored: the form takes the item as the server answered it. */
  onRestored: (item: Record<string, unknown>) => void;
}

/** History on a post's or project's edit screen: its kept versions, compared and restored. */
export function HistoryButton(props: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        History
      </button>
      {open && (
        <Suspense fallback={null}>
          <HistoryDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
