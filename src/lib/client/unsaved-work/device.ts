"use client";

/*
 * This browser's own random id, kept with its copies' autosaves on the server, so that a
 * form opened later can say "on this device" or "on another device". It names nothing and
 * proves nothing: the server trusts it for no decision.
 */
const KEY = "portfolio:device";
let memory: string | null = null;

export function deviceId(): string {
  if (memory) return memory;
  try {
    const kept = window.localStorage.getItem(KEY);
    if (kept) return (memory = kept);
    memory = crypto.randomUUID();
    window.localStorage.setItem(KEY, memory);
  } catch {
    memory ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  }
  return memory;
}
