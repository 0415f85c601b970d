"use client";

import { SWRConfig } from "swr";
import { Toaster } from "sonner";
import { swrFetcher } from "@/lib/client/api";

/** Client data stays fresh for 5 minutes (spec point 9); mutations revalidate their keys. */
export const SWR_FRESHNESS_MS = 5 * 60 * 1000;

export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig
      value={{
        fetcher: swrFetcher,
        dedupingInterval: SWR_FRESHNESS_MS,
        focusThrottleInterval: SWR_FRESHNESS_MS,
        revalidateOnFocus: false,
      }}
    >
      {children}
      <Toaster position="bottom-right" theme="dark" duration={5000} richColors closeButton />
    </SWRConfig>
  );
}
