"use client";

import { useRef, useSyncExternalStore } from "react";
import type { MediaItem } from "@/lib/media/types";
import { IMAGE_ACCEPT } from "@/lib/client/upload";
import { TextAreaField } from "../fields/textarea-field";
import { focusRing } from "../fields/styles";
import { applyEdit, selectionOf } from "./editor-commands";
import { imageFilesOf, useImageInsert } from "./image-insert";
import { actionOfKey, formatEdit, SHORTCUTS, type EditorAction, type FormatKind } from "./markdown-format";

const BUTTONS: Array<{ action: EditorAction; label: string; glyph: React.ReactNode }> = [
  { action: "bold", label: "Bold", glyph: <b>B</b> },
  { action: "italic", label: "Italic", glyph: <i className="font-serif">I</i> },
  { action: "heading", label: "Heading", glyph: "H2" },
  { action: "link", label: "Link", glyph: "Link" },
  { action: "quote", label: "Quote", glyph: "❝" },
  { action: "code", label: "Code", glyph: <code className="font-mono text-xs">{"<>"}</code> },
  { action: "codeBlock", label: "Code block", glyph: <code className="font-mono text-xs">{"{ }"}</code> },
  { action: "bulletList", label: "Bulleted list", glyph: "•≡" },
  { action: "numberedList", label: "Numbered list", glyph: "1≡" },
  { action: "image", label: "Image", glyph: "Image" },
];

const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
const noSubscription = () => () => {};
/** Cmd on Apple devices, Ctrl elsewhere; the server renders Ctrl, the browser corrects it. */
const useModifier = () => (useSyncExternalStore(noSubscription, isApple, () => false) ? "Meta" : "Control");

export interface MarkdownEditorProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  /**
   * The text it starts with. The field keeps its own value (uncontrolled): a controlled
   * textarea has React compare and copy the whole post into the DOM on every keystroke, which
   * a 50,000-character post feels (docs/performance.md).
   */
  defaultValue: string;
  /** The text after each edit (typing, a toolbar command, an inserted image). */
  onChange?: (value: string) => void;
  maxLength: number;
  rows?: number;
  /** An image was uploaded into the text (the preview then knows its size and placeholder). */
  onUploaded: (media: MediaItem) => void;
}

/**
 * The post's Markdown, with a toolbar: bold, italic, heading, link, quote, code, code block,
 * lists and images, each on a shortcut too (Ctrl, or Cmd on Apple devices), each wrapping the
 * selection or inserting at the cursor through the browser's own editing, so Ctrl/Cmd+Z
 * undoes it. Images come by the Image button, a paste or a drop (image-insert.tsx). A plain
 * textarea underneath: light on a phone, its keyboard and input methods the system's own;
 * the stored text stays Markdown. The toolbar stays in view (stuck below the header) while a
 * long post scrolls under it.
 */
export function MarkdownEditor({ name, label, hint, defaultValue, onChange, maxLength, rows = 16, onUploaded }: MarkdownEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const images = useImageInsert(textareaRef, onUploaded);
  const mod = useModifier();

  function run(action: EditorAction) {
    const textarea = textareaRef.current;
    if (!textarea) return;
    if (action === "image") {
      fileRef.current?.click();
      return;
    }
    applyEdit(textarea, formatEdit(action as FormatKind, selectionOf(textarea)));
  }

  const toolbar = (
    <div role="toolbar" aria-label={`${label}: formatting`} className="flex gap-1 overflow-x-auto pb-0.5">
      {BUTTONS.map(({ action, label: name, glyph }) => {
        const shortcut = SHORTCUTS[action];
        const keys = `${mod}+${shortcut.label}`;
        return (
          <button
            key={action}
            type="button"
            aria-label={name}
            title={`${name} (${keys.replace("Control", "Ctrl").replace("Meta", "⌘")})`}
            aria-keyshortcuts={keys}
            // The text keeps its focus (and selection) while a button is pressed.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => run(action)}
            className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-xl border border-line bg-surface px-2 text-sm text-fg hover:border-accent hover:text-accent ${focusRing}`}
          >
            {glyph}
          </button>
        );
      })}
    </div>
  );

  return (
    <div className="flex min-w-0 flex-col gap-2">
      {/* Stuck below the header while the text scrolls under it, on a phone as on a desktop. */}
      <div className="sticky top-16 z-10 -mx-1 rounded-xl bg-bg/90 px-1 py-1 backdrop-blur-md">{toolbar}</div>
      <TextAreaField
        ref={textareaRef}
        name={name}
        label={label}
        hint={hint}
        required
        maxLength={maxLength}
        rows={rows}
        defaultValue={defaultValue}
        onChange={onChange && ((event) => onChange(event.target.value))}
        onKeyDown={(event) => {
          const action = actionOfKey(event);
          if (!action) return;
          event.preventDefault();
          run(action);
        }}
        onPaste={(event) => {
          const files = imageFilesOf(event.clipboardData?.files);
          if (files.length === 0) return;
          event.preventDefault();
          images.start(files);
        }}
        onDragOver={(event) => {
          if (Array.from(event.dataTransfer?.items ?? []).some((item) => item.kind === "file")) event.preventDefault();
        }}
        onDrop={(event) => {
          const files = imageFilesOf(event.dataTransfer?.files);
          if (files.length === 0) return;
          event.preventDefault();
          images.start(files);
        }}
        spellCheck
      />
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = imageFilesOf(event.target.files);
          event.target.value = "";
          images.start(files);
        }}
      />
      {images.dialog}
    </div>
  );
}
