"use client";

import { useEffect } from "react";
import { prepareToasts } from "@/lib/client/toast";

/** On every owner screen: the toasts are ready before the network may be gone (src/lib/client/toast.ts). */
export function PrepareToasts() {
  useEffect(prepareToasts, []);
  return null;
}
