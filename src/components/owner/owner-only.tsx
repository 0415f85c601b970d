"use client";

import { useCurrentUser } from "@/lib/client/current-user";

/**
 * Renders its children only for the logged-in owner, and `fallback` for everyone else.
 * It reads the session in the browser, so the page around it stays cached for visitors.
 */
export function OwnerOnly({
  children,
  fallback = null,
}: {
  children: React.ReactNode;
  fallback?: React.ReactNode;
}) {
  const { isOwner, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return <>{isOwner ? children : fallback}</>;
}
