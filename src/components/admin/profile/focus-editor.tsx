"use client";

import { PlusIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { useFieldError } from "../fields/field-errors";
import { errorClass } from "../fields/styles";
import { TextAreaField } from "../fields/textarea-field";
import { TextField } from "../fields/text-field";
import { focusErrorKey, moveItem, newFocusId, type FocusDraft } from "./profile-values";
import { Announcer, RowActions, useListEditor } from "./row-actions";

export interface FocusEditorProps {
  items: FocusDraft[];
  onChange: (items: FocusDraft[]) => void;
  /** The shared schema's limits. */
  max: number;
  titleMax: number;
  textMax: number;
}

/** How an item is named in its buttons and announcements: its title, or its place. */
const nameOf = (item: FocusDraft, index: number) => item.title.trim() || `item ${index + 1}`;

/**
 * About's "What I do": items of a title and a sentence or two, in the order the About page
 * shows them. An item left wholly empty is dropped when saved.
 */
export function FocusEditor({ items, onChange, max, titleMax, textMax }: FocusEditorProps) {
  const { container, focusAfterRender, announcement, announce } = useListEditor();
  const sectionError = useFieldError("focus");
  const titleOf = (id: string) => `[data-focus-title="${id}"]`;

  function update(index: number, change: Partial<FocusDraft>) {
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  }

  function move(index: number, delta: -1 | 1) {
    const item = items[index]!;
    onChange(moveItem(items, index, delta));
    announce(`${nameOf(item, index)} moved ${delta < 0 ? "up" : "down"}, now ${index + delta + 1} of ${items.length}.`);
  }

  function remove(index: number) {
    const item = items[index]!;
    const rest = items.filter((_, i) => i !== index);
    onChange(rest);
    const next = rest[index] ?? rest[index - 1];
    focusAfterRender(next ? titleOf(next.id) : "[data-add-focus]");
    announce(`${nameOf(item, index)} removed.`);
  }

  function add() {
    const id = newFocusId();
    onChange([...items, { id, title: "", text: "" }]);
    focusAfterRender(titleOf(id));
    announce(`Item ${items.length + 1} added.`);
  }

  return (
    <div ref={container} className="flex flex-col gap-4 md:col-span-2">
      <h3 className="text-base font-semibold tracking-tight text-fg">What I do</h3>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-5 text-center text-sm text-muted">
          No items: About shows no &ldquo;What I do&rdquo; list.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {items.map((item, index) => (
            <li key={item.id}>
              <div
                role="group"
                aria-labelledby={`${item.id}-heading`}
                className="flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-bg/60 p-3 sm:p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 id={`${item.id}-heading`} className="text-sm font-semibold text-fg">
                    Item {index + 1}
                  </h4>
                  <RowActions
                    label={nameOf(item, index)}
                    index={index}
                    count={items.length}
                    onMove={(delta) => move(index, delta)}
                    onRemove={() => remove(index)}
                  />
                </div>
                <TextField
                  name={focusErrorKey(index, "title")}
                  label="Title"
                  data-focus-title={item.id}
                  maxLength={titleMax}
                  value={item.title}
                  onChange={(event) => update(index, { title: event.target.value })}
                  autoComplete="off"
                  enterKeyHint="next"
                />
                <TextAreaField
                  name={focusErrorKey(index, "text")}
                  label="Text"
                  rows={3}
                  maxLength={textMax}
                  value={item.text}
                  onChange={(event) => update(index, { text: event.target.value })}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      {sectionError && <p className={errorClass}>What I do {sectionError}.</p>}
      <button
        type="button"
        data-add-focus=""
        onClick={add}
        disabled={items.length >= max}
        className={buttonClasses({ variant: "secondary", className: "self-start" })}
      >
        <PlusIcon size={16} />
        Add an item
      </button>
      {items.length >= max && <p className="text-sm text-muted">At most {max} items.</p>}
      <Announcer text={announcement} />
    </div>
  );
}
