"use client";

import useSWR from "swr";
import { swrFetcher } from "./api";

export interface CurrentUser {
  _id: string;
  email: string;
  name: string;
}

export const CURRENT_USER_KEY = "/users/current-user";

/**
 * The logged-in owner, read in the browser so public pages stay static for visitors.
 * Login and logout call `mutate(CURRENT_USER_KEY)` to refresh it everywhere at once.
 */
export function useCurrentUser() {
  const { data, error, isLoading, mutate } = useSWR<{ user: CurrentUser | null }>(
    CURRENT_USER_KEY,
    swrFetcher,
  );
  return { user: data?.user ?? null, isOwner: Boolean(data?.user), error, isLoading, mutate };
}
