"use client";

import { useState } from "react";

/**
 * A list the server rendered, as this screen changes it (an item taken off, one edited):
 * `setShown` changes it here at once; a refresh that brings a new list from the server
 * (useOwnerChange) replaces it.
 */
export function useServerList<T>(items: T[]): [T[], React.Dispatch<React.SetStateAction<T[]>>] {
  const [shown, setShown] = useState(items);
  const [rendered, setRendered] = useState(items);
  if (items !== rendered) {
    setRendered(items);
    setShown(items);
  }
  return [shown, setShown];
}
