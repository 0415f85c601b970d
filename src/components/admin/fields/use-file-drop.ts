"use client";

import { useState } from "react";

/**
 * A drop zone's pointer side, shared by the image fields and the résumé field: the zone is
 * highlighted while a file is dragged over it, and the first dropped file is handed on.
 */
export function useFileDrop(onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const zoneProps = {
    onDragEnter: (event: React.DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(true);
    },
    // Without this the browser opens the dropped file instead of handing it to the page.
    onDragOver: (event: React.DragEvent<HTMLElement>) => event.preventDefault(),
    onDragLeave: () => setDragging(false),
    onDrop: (event: React.DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file) onFile(file);
    },
    "data-dragging": dragging || undefined,
  };
  return { dragging, zoneProps };
}

/** Makes the file input hold exactly `file` (or nothing): the one the form sends. */
export function holdFile(input: HTMLInputElement, file: File | null): void {
  const held = new DataTransfer();
  if (file) held.items.add(file);
  input.files = held.files;
}
