"use client";

import { getImageProps } from "next/image";
import { useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm";
import { TrashIcon, UndoIcon } from "@/components/ui/icons";
import { apiRequest } from "@/lib/client/api";
import { useOwnerChange } from "@/lib/client/owner-change";
import { useServerList } from "@/lib/client/server-list";
import { toast } from "@/lib/client/toast";
import { TRASH_RETENTION_DAYS } from "@/lib/trash/kinds";
import { errorMessage } from "../use-entity-form";
import type { TrashItemView } from "./trash-item-view";

const keyOf = (item: Pick<TrashItemView, "collection" | "_id">) => `${item.collection}/${item._id}`;

/** The item's picture, small and decorative (its title is beside it), or its kind's initial. */
function Thumbnail({ item }: { item: TrashItemView }) {
  const box = "size-14 shrink-0 overflow-hidden rounded-xl border border-line bg-surface-2";
  if (!item.image) {
    return (
      <span aria-hidden="true" className={`${box} flex items-center justify-center text-lg font-semibold text-muted`}>
        {item.kind.charAt(0)}
      </span>
    );
  }
  // No `sizes`: the 1x and 2x candidates only (64 and 128 px wide), never the optimizer's
  // larger widths, whatever the stored file.
  const { props } = getImageProps({ src: item.image, alt: "", width: 56, height: 56, loading: "lazy" });
  return (
    <span className={box}>
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's props, alt="" included */}
      <img {...props} className="size-full object-cover" />
    </span>
  );
}

function TrashCard({
  item,
  working,
  onRestore,
  onDeleteForever,
}: {
  item: TrashItemView;
  working: "restoring" | "deleting" | null;
  onRestore: () => void;
  onDeleteForever: () => void;
}) {
  const titleId = useId();
  const what = `${item.kind.toLowerCase()} "${item.title}"`;
  return (
    <article aria-labelledby={titleId} className="flex gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:gap-4 sm:p-4">
      <Thumbnail item={item} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">{item.kind}</span>
          <h2 id={titleId} className="break-words font-semibold text-fg">
            {item.title}
          </h2>
          <p className="text-sm text-muted">
            <time dateTime={item.deletedAt}>{item.deleted}</time>
            {" · "}
            {item.left}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClasses({ variant: "secondary" })}
            disabled={working !== null}
            aria-label={`Restore ${what}`}
            onClick={onRestore}
          >
            <UndoIcon size={16} />
            {working === "restoring" ? "Restoring" : "Restore"}
          </button>
          <button
            type="button"
            className={buttonClasses({ variant: "danger" })}
            disabled={working !== null}
            aria-label={`Delete ${what} forever`}
            onClick={onDeleteForever}
          >
            <TrashIcon size={16} />
            {working === "deleting" ? "Deleting" : "Delete forever"}
          </button>
        </div>
      </div>
    </article>
  );
}

/**
 * /admin/trash: every deleted item, most recently deleted first, labelled by kind, with the
 * days it has left. Restore and Delete forever take the item off the screen at once, then
 * refresh every screen of the tab through useOwnerChange (the item is back in its list).
 */
export function TrashList({ items }: { items: TrashItemView[] }) {
  const showOwnerChange = useOwnerChange();
  // The server's list, less what was restored or deleted here since it was rendered.
  const [shown, setShown] = useServerList(items);
  const [working, setWorking] = useState<Record<string, "restoring" | "deleting">>({});

  async function run(item: TrashItemView, action: "restoring" | "deleting", request: () => Promise<{ msg: string }>) {
    const key = keyOf(item);
    setWorking((current) => ({ ...current, [key]: action }));
    try {
      const { msg } = await request();
      toast.success(msg);
      setShown((current) => current.filter((other) => keyOf(other) !== key));
      showOwnerChange();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setWorking((current) => {
        const next = { ...current };
        delete next[key];
        return next;
      });
    }
  }

  const restore = (item: TrashItemView) =>
    run(item, "restoring", () => apiRequest<{ msg: string }>(`/${item.collection}/${item._id}/restore`, { method: "POST" }));

  const deleteForever = async (item: TrashItemView) => {
    const images = item.image ? " Its images are deleted too." : "";
    const sure = await confirmAction({
      title: `Delete ${item.kind.toLowerCase()} "${item.title}" forever?`,
      description: `${images.trim()} This cannot be undone.`.trim(),
      confirmLabel: "Delete forever",
      danger: true,
    });
    if (!sure) return;
    void run(item, "deleting", () => apiRequest<{ msg: string }>(`/trash/${item.collection}/${item._id}`, { method: "DELETE" }));
  };

  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line-strong p-6 text-center">
        <TrashIcon size={28} className="text-muted" />
        <p className="font-medium text-fg">The trash is empty</p>
        <p className="max-w-md text-pretty text-sm text-muted">
          A deleted project, post, experience, certification, tech stack item or message waits here for{" "}
          {TRASH_RETENTION_DAYS} days, ready to be restored.
        </p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted">
        {shown.length === 1 ? "1 item" : `${shown.length} items`} in the trash, most recently deleted first.
      </p>
      <ul className="flex flex-col gap-3">
        {shown.map((item) => (
          <li key={keyOf(item)}>
            <TrashCard
              item={item}
              working={working[keyOf(item)] ?? null}
              onRestore={() => void restore(item)}
              onDeleteForever={() => deleteForever(item)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
