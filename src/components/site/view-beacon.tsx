"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Reports each page view (the first load and every client-side navigation) to
 * POST /api/v1/views, after the page is shown: the page itself stays cached and never waits.
 * No cookie, no storage, no identifier: the path, and on the first view where the visitor
 * came from (the browser's referrer, which its policy already cuts to a host for other
 * sites, and a utm_source). The server decides what counts (src/lib/analytics).
 */
export function ViewBeacon() {
  const path = usePathname();
  const first = useRef(true);
  useEffect(() => {
    const view: Record<string, string> = { path };
    if (first.current) {
      first.current = false;
      view.referrer = document.referrer;
      view.utm_source = new URLSearchParams(location.search).get("utm_source") ?? "";
    }
    // keepalive: the report still goes when the visitor leaves at once.
    fetch("/api/v1/views", {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(view),
    }).catch(() => {});
  }, [path]);
  return null;
}
