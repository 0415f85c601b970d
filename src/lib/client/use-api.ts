"use client";

import useSWR, { type SWRConfiguration } from "swr";
import { swrFetcher } from "./api";

/** Spec point 9: cached query data stays fresh for 5 minutes. */
export const API_FRESHNESS_MS = 5 * 60 * 1000;

const OPTIONS: SWRConfiguration = {
  dedupingInterval: API_FRESHNESS_MS,
  focusThrottleInterval: API_FRESHNESS_MS,
  revalidateOnFocus: false,
};

/**
 * An API read in the browser (the project search, the inbox), cached by SWR under its
 * path: a mutation revalidates it with `mutate(path)`. Only the islands that need it load
 * SWR; the public pages' HTML comes from the server.
 */
export function useApi<T>(path: string | null) {
  return useSWR<T>(path, swrFetcher, OPTIONS);
}
