"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import type { MediaItem } from "@/lib/media/types";
import { IMAGE_ACCEPT } from "@/lib/client/upload";
import { TextAreaField } from "../fields/textarea-field";
import { focusRing } from "../fields/styles";
import { applyEdit, selectionOf } from "./editor-commands";
import { imageFilesOf, useImageInsert } from "./image-insert";
import { actionOfKey, formatEdit, hasRichText, listContinuation, pasteEdit, SHORTCUTS, type EditorAction, type FormatKind } from "./markdown-format";
import { toast } from "@/lib/client/toast";

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

/** Below md: a phone, where the on-screen keyboard covers the bottom of the page. */
const NARROW = "(max-width: 767px)";
/** Under this, a smaller visual viewport is the browser's bars coming and going, not a keyboard. */
const KEYBOARD_MIN_PX = 80;
/** The room between the keyboard, the save bar and the toolbar (the save bar sits 8 px up). */
const GAP_PX = 8;

/**
 * On a phone, while the text has focus and the on-screen keyboard is open, the toolbar is held
 * just above the save bar, which sits above the keyboard (iOS Safari and Chrome on Android
 * shrink only the visual viewport: what is stuck to the top of the page scrolls away under a
 * keyboard, and so would the toolbar). The slot it leaves keeps its height, so the text does
 * not move. Done on the elements' styles, never through a render: the field is not re-rendered
 * as the owner starts to type (an earlier version that moved the toolbar by a render lost the
 * first typed text, docs/decisions.md).
 */
function useToolbarAboveKeyboard(
  slotRef: React.RefObject<HTMLDivElement | null>,
  toolbarRef: React.RefObject<HTMLDivElement | null>,
  textareaRef: React.RefObject<HTMLTextAreaElement | null>,
) {
  useEffect(() => {
    const viewport = window.visualViewport;
    const slot = slotRef.current;
    const toolbar = toolbarRef.current;
    const textarea = textareaRef.current;
    if (!viewport || !slot || !toolbar || !textarea || typeof window.matchMedia !== "function") return;
    const narrow = window.matchMedia(NARROW);
    let frame = 0;
    const undock = () => {
      if (toolbar.dataset.docked !== "true") return;
      delete toolbar.dataset.docked;
      for (const property of ["position", "left", "right", "bottom", "z-index"]) toolbar.style.removeProperty(property);
      for (const property of ["min-height", "backdrop-filter", "-webkit-backdrop-filter"]) slot.style.removeProperty(property);
    };
    const place = () => {
      frame = 0;
      const keyboard = Math.round(window.innerHeight - viewport.height - viewport.offsetTop);
      // A pinch-zoomed page shrinks the visual viewport too: that is no keyboard.
      const zoomed = viewport.scale > 1.01;
      if (!narrow.matches || zoomed || document.activeElement !== textarea || keyboard <= KEYBOARD_MIN_PX) return undock();
      if (toolbar.dataset.docked !== "true") {
        slot.style.minHeight = `${slot.offsetHeight}px`;
        // A backdrop filter would make the slot, not the screen, what a fixed toolbar is placed in.
        slot.style.setProperty("backdrop-filter", "none");
        slot.style.setProperty("-webkit-backdrop-filter", "none");
        toolbar.dataset.docked = "true";
      }
      const saveBar = textarea.form?.querySelector<HTMLElement>("[data-save-bar]");
      const below = keyboard + GAP_PX + (saveBar ? saveBar.offsetHeight + GAP_PX : 0);
      Object.assign(toolbar.style, { position: "fixed", left: `${GAP_PX}px`, right: `${GAP_PX}px`, bottom: `${below}px`, zIndex: "40" });
    };
    // Once per frame, and once more after it: the save bar takes its new place in a render.
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        place();
        frame = requestAnimationFrame(place);
      });
    };
    const events: Array<[EventTarget, string]> = [
      [viewport, "resize"],
      [viewport, "scroll"],
      [textarea, "focus"],
      [textarea, "blur"],
      [narrow, "change"],
    ];
    for (const [target, type] of events) target.addEventListener(type, schedule);
    return () => {
      for (const [target, type] of events) target.removeEventListener(type, schedule);
      cancelAnimationFrame(frame);
      undock();
    };
  }, [slotRef, toolbarRef, textareaRef]);
}

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
 * the stored text stays Markdown. The toolbar stays in view: stuck below the header while a
 * long post scrolls under it, and on a phone above the on-screen keyboard while it is open.
 */
export function MarkdownEditor({ name, label, hint, defaultValue, onChange, maxLength, rows = 16, onUploaded }: MarkdownEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  useToolbarAboveKeyboard(slotRef, toolbarRef, textareaRef);
  const images = useImageInsert(textareaRef, onUploaded);
  const mod = useModifier();

  /**
   * Pasted rich text as Markdown at the cursor (the converter loads on the first such
   * paste: the editor's own script stays small), then its inline images and any image
   * files pasted with it through the image dialog, like any pasted image.
   */
  async function pasteRichText(textarea: HTMLTextAreaElement, html: string, files: File[]) {
    const at = selectionOf(textarea);
    const { markdownOfPastedHtml } = await import("./rich-paste");
    const pasted = markdownOfPastedHtml(html);
    if (pasted.markdown) applyEdit(textarea, pasteEdit(at, pasted.markdown));
    const all = [...files, ...pasted.files];
    if (all.length > 0) images.start(all);
    // An image file on the clipboard stands for the page's copy of it.
    const skipped = files.length > 0 ? 0 : pasted.remoteImages;
    if (skipped > 0) {
      toast.info(`${skipped === 1 ? "An image" : `${skipped} images`} in what you pasted ${skipped === 1 ? "lives" : "live"} on another site: save ${skipped === 1 ? "it" : "them"} and add ${skipped === 1 ? "it" : "them"} with the Image button (posts show only images uploaded here).`);
    }
  }

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
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={`${label}: formatting`}
      className="flex gap-1 overflow-x-auto pb-0.5 data-[docked=true]:rounded-2xl data-[docked=true]:border data-[docked=true]:border-line data-[docked=true]:bg-bg/95 data-[docked=true]:p-1 data-[docked=true]:shadow-card"
    >
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
      {/* Stuck below the header while the text scrolls under it; on a phone with the keyboard
          open, held above the save bar and the keyboard (useToolbarAboveKeyboard). */}
      <div ref={slotRef} className="sticky top-16 z-10 -mx-1 rounded-xl bg-bg/90 px-1 py-1 backdrop-blur-md">
        {toolbar}
      </div>
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
          const textarea = event.currentTarget;
          // Enter in a list continues it (or ends it on an empty item); Shift+Enter is a plain new line.
          const plainEnter = event.key === "Enter" && !event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey;
          // An input method's confirming Enter (Safari says keyCode 229, not isComposing) is not a new line.
          const composing = event.nativeEvent.isComposing || event.keyCode === 229;
          const continued = plainEnter && !composing ? listContinuation(selectionOf(textarea)) : null;
          if (continued) {
            event.preventDefault();
            applyEdit(textarea, continued);
            return;
          }
          const action = actionOfKey(event);
          if (!action) return;
          event.preventDefault();
          run(action);
        }}
        onPaste={(event) => {
          const files = imageFilesOf(event.clipboardData?.files);
          const html = event.clipboardData?.getData("text/html") ?? "";
          // Rich text from a document or a page: its Markdown (plain text pastes as it is).
          if (html && hasRichText(html)) {
            event.preventDefault();
            void pasteRichText(event.currentTarget, html, files);
            return;
          }
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
