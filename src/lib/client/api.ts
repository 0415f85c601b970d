"use client";

/** An API failure as the UI shows it: the server's `msg`, or a sentence of our own. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The JSON the server answered with (a 409's current item), when there was one. */
    public readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export const API_BASE = "/api/v1";

/**
 * Calls the API from a client component. The body may be FormData (multipart, for
 * uploads) or a plain object (sent as JSON). Throws ApiRequestError with the server's msg.
 */
export async function apiRequest<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; body?: FormData | Record<string, unknown> } = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: init.body && !isForm ? { "Content-Type": "application/json" } : undefined,
      body: init.body ? (isForm ? (init.body as FormData) : JSON.stringify(init.body)) : undefined,
    });
  } catch {
    throw new ApiRequestError(0, "Could not reach the server. Check your connection and try again.");
  }
  const data = (await res.json().catch(() => null)) as (T & { msg?: string }) | null;
  if (!res.ok) {
    throw new ApiRequestError(res.status, data?.msg ?? res.statusText ?? "Something went wrong!");
  }
  return data as T;
}

/** SWR fetcher: the key is an API path such as "/projects". */
export const swrFetcher = <T,>(path: string) => apiRequest<T>(path);
