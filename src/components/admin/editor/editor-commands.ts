"use client";

import type { Edit } from "./markdown-format";

/**
 * Applies an edit to a textarea the way typing would: through the browser's editing
 * (`insertText`), so Ctrl/Cmd+Z undoes it and React hears an input event. Setting `value`
 * from script would clear the undo history. Where `insertText` is refused (a browser
 * without it), the text is replaced directly and an input event sent: the edit is kept,
 * only its undo step is not.
 */
export function applyEdit(textarea: HTMLTextAreaElement, edit: Edit): void {
  textarea.focus();
  textarea.setSelectionRange(edit.from, edit.to);
  const inserted = typeof document.execCommand === "function" && document.execCommand("insertText", false, edit.insert);
  if (!inserted || textarea.value.slice(edit.from, edit.from + edit.insert.length) !== edit.insert) {
    textarea.setRangeText(edit.insert, edit.from, edit.to, "end");
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
  textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
}

/** The textarea's text and selection, as the formatting functions read them. */
export const selectionOf = (textarea: HTMLTextAreaElement) => ({
  text: textarea.value,
  start: textarea.selectionStart,
  end: textarea.selectionEnd,
});
