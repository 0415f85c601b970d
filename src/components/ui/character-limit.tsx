"use client";

import { useRef, useState } from "react";

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export const formatCount = (count: number) => count.toLocaleString("en-US");

/** What the field says when the browser cut a paste at `maxLength`. */
export const pasteCutMessage = (maxLength: number) => `Pasted text was cut to ${formatCount(maxLength)} characters.`;

/**
 * A browser drops whatever a paste adds beyond `maxlength` without a word. This works out,
 * at the paste, whether the text will fit (the field's text minus the selection it
 * replaces, plus the pasted text) so the field can say it was cut. The notice stays until
 * the next edit that is not that paste.
 */
export function usePasteCut(maxLength: number) {
  const [cut, setCut] = useState(false);
  // True between a paste that inserts something and the change event it causes.
  const changeFromPaste = useRef(false);

  function onPaste(event: React.ClipboardEvent<TextControl>) {
    const control = event.currentTarget;
    const raw = event.clipboardData.getData("text");
    // What the control will insert: a textarea stores line breaks as \n, an input drops them.
    const inserted = control instanceof HTMLTextAreaElement ? raw.replace(/\r\n?/g, "\n") : raw.replace(/[\r\n]/g, "");
    const start = control.selectionStart ?? control.value.length;
    const end = control.selectionEnd ?? control.value.length;
    const room = maxLength - (control.value.length - (end - start));
    setCut(inserted.length > room);
    // A full field inserts nothing, so no change event follows to consume the flag.
    changeFromPaste.current = inserted.length > 0 && room > 0;
  }

  function onEdit() {
    if (changeFromPaste.current) changeFromPaste.current = false;
    else setCut(false);
  }

  /** For a form that empties the field itself (after sending). */
  const reset = () => setCut(false);

  return { cut, onPaste, onEdit, reset };
}

/** "12/1,000": how much of the limit is used; red once over it (a prefilled value can be). */
export function CharacterCount({ length, maxLength, id, className = "" }: { length: number; maxLength: number; id?: string; className?: string }) {
  const tone = length > maxLength ? "font-semibold text-danger" : length >= maxLength * 0.9 ? "font-medium text-fg" : "text-subtle";
  return (
    <span id={id} className={`whitespace-nowrap text-sm tabular-nums ${tone} ${className}`}>
      {formatCount(length)}/{formatCount(maxLength)}
      <span className="sr-only"> characters</span>
    </span>
  );
}

/**
 * The paste notice, in a polite live region that is always in the page (a region added
 * together with its text is often not announced).
 */
export function PasteCutNotice({ cut, maxLength, className = "" }: { cut: boolean; maxLength: number; className?: string }) {
  return (
    <p aria-live="polite" className={`text-sm font-medium text-fg ${className}`}>
      {cut ? pasteCutMessage(maxLength) : ""}
    </p>
  );
}
