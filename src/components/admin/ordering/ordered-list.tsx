"use client";

import { useRef, useState } from "react";
import { ChevronDownIcon, GripIcon } from "@/components/ui/icons";
import { Announcer, MOVE_BUTTON } from "../profile/row-actions";
import { dropIndex, shiftOf } from "./move";
import { useSavedOrder, type OrderedItem, type SaveState } from "./use-saved-order";

export type { OrderedItem };

export interface OrderedListProps {
  /** The list's accessible name: "Featured projects", "Skills". */
  name: string;
  items: OrderedItem[];
  /** Where the order is saved (PUT), under /api/v1, and what goes with the ids. */
  path: string;
  body?: Record<string, string>;
  /**
   * From this position on, each row says `beyond.note` (e.g. past the home page's three);
   * items that do not count (a draft) take no position.
   */
  beyond?: { from: number; note: string };
}

/** A pointer drag under way: which row, where it started, and where it would land. */
interface Drag {
  pointerId: number;
  from: number;
  to: number;
  startY: number;
  dy: number;
  /** The rows' middles as laid out when the drag began. */
  middles: number[];
  /** How far the other rows step aside: the dragged row's height and the gap. */
  slot: number;
}

const SAVE_STATES: Record<SaveState, string> = { idle: "", saving: "Saving…", saved: "Order saved" };

/**
 * An order the owner arranges: each row has a drag handle (pointer events, so mouse, pen
 * and touch alike; the handle does not scroll the page) and Move up / Move down buttons
 * (44 px, keyboard and screen readers; focus stays on the pressed button as its row moves).
 * Every move is announced ("Fieldnotes moved to position 2 of 3.") and saved at once.
 */
export function OrderedList({ name, items, path, body, beyond }: OrderedListProps) {
  const [announcement, announce] = useState("");
  const { order, move, state } = useSavedOrder({ items, path, body, announce });
  const rows = useRef(new Map<string, HTMLLIElement>());
  const [drag, setDrag] = useState<Drag | null>(null);

  function startDrag(event: React.PointerEvent<HTMLElement>, index: number) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.preventDefault();
    const rects = order.map((item) => rows.current.get(item.id)?.getBoundingClientRect());
    if (rects.some((rect) => !rect)) return;
    const boxes = rects as DOMRect[];
    const gap = boxes.length > 1 ? Math.max(0, boxes[1]!.top - boxes[0]!.bottom) : 0;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({
      pointerId: event.pointerId,
      from: index,
      to: index,
      startY: event.clientY,
      dy: 0,
      middles: boxes.map((box) => box.top + box.height / 2),
      slot: boxes[index]!.height + gap,
    });
  }

  function followDrag(event: React.PointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const dy = event.clientY - drag.startY;
    setDrag({ ...drag, dy, to: dropIndex(drag.middles, drag.from, drag.middles[drag.from]! + dy) });
  }

  function endDrag(event: React.PointerEvent<HTMLElement>, drop: boolean) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    if (drop) move(drag.from, drag.to);
  }

  return (
    <div className="flex flex-col gap-2">
      <ol aria-label={name} className="flex flex-col gap-2">
        {order.map((item, index) => {
          const place = order.slice(0, index + 1).filter((other) => other.counts !== false).length - 1;
          const dragged = drag?.from === index;
          const offset = !drag ? 0 : dragged ? drag.dy : shiftOf(index, drag.from, drag.to, drag.slot);
          const notes = [item.note, beyond && item.counts !== false && place >= beyond.from ? beyond.note : undefined].filter(Boolean);
          return (
            <li
              key={item.id}
              ref={(node) => {
                if (node) rows.current.set(item.id, node);
                else rows.current.delete(item.id);
              }}
              style={offset ? { transform: `translateY(${offset}px)` } : undefined}
              className={[
                "relative flex items-center gap-2 rounded-xl border bg-surface p-1.5 pr-2",
                dragged ? "z-10 border-accent shadow-card" : "border-line",
                drag && !dragged ? "transition-transform duration-150" : "",
              ].join(" ")}
            >
              <span
                aria-hidden="true"
                data-drag-handle=""
                title="Drag to reorder"
                onPointerDown={(event) => startDrag(event, index)}
                onPointerMove={followDrag}
                onPointerUp={(event) => endDrag(event, true)}
                onPointerCancel={(event) => endDrag(event, false)}
                onLostPointerCapture={(event) => endDrag(event, false)}
                className={`flex size-11 shrink-0 touch-none select-none items-center justify-center rounded-lg text-subtle hover:text-fg ${
                  dragged ? "cursor-grabbing" : "cursor-grab"
                }`}
              >
                <GripIcon size={18} />
              </span>
              <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm tabular-nums text-subtle">
                {index + 1}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium text-fg">{item.label}</span>
                {notes.length > 0 && <span className="truncate text-sm text-muted">{notes.join(" · ")}</span>}
              </span>
              <MoveButton label={item.label} direction="up" disabled={index === 0} onMove={() => move(index, index - 1)} />
              <MoveButton
                label={item.label}
                direction="down"
                disabled={index === order.length - 1}
                onMove={() => move(index, index + 1)}
              />
            </li>
          );
        })}
      </ol>
      <p aria-hidden="true" className="min-h-5 text-sm text-muted">
        {SAVE_STATES[state]}
      </p>
      <Announcer text={announcement} />
    </div>
  );
}

/**
 * aria-disabled rather than disabled at the ends: the button keeps the focus it has when
 * its row arrives at the top or the bottom, and a press then does nothing.
 */
function MoveButton({
  label,
  direction,
  disabled,
  onMove,
}: {
  label: string;
  direction: "up" | "down";
  disabled: boolean;
  onMove: () => void;
}) {
  return (
    <button
      type="button"
      aria-disabled={disabled || undefined}
      onClick={() => !disabled && onMove()}
      className={MOVE_BUTTON}
    >
      <ChevronDownIcon size={18} className={direction === "up" ? "rotate-180" : undefined} />
      <span className="sr-only">
        Move {label} {direction}
      </span>
    </button>
  );
}
