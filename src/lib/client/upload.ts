"use client";

import { API_BASE, ApiRequestError } from "./api";

/** The image types the API accepts (it judges the bytes; this is for the picker and a quick check). */
export const ACCEPTED_IMAGE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/avif",
] as const;

/** The `accept` attribute of every image input. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(",");

/** Mirrors the server's MAX_IMAGE_BYTES, so a too-large file is refused before it travels. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

export interface SendFormOptions {
  method: "POST" | "PATCH";
  /** Multipart (with files) or urlencoded (text only). */
  body: FormData | URLSearchParams;
  /** Upload progress from 0 to 100, when the browser can measure it. */
  onProgress?: (percent: number) => void;
  /** Extra request headers, e.g. If-Match with the version the form was loaded from. */
  headers?: Record<string, string>;
}

const NETWORK_FAILURE = "Could not reach the server. Check your connection and try again.";

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Sends a form to the API and resolves with its JSON. It uses XMLHttpRequest because
 * fetch cannot report upload progress; failures reject with ApiRequestError carrying the
 * server's msg, exactly like apiRequest.
 */
export function sendForm<T = Record<string, unknown>>(
  path: string,
  { method, body, onProgress, headers = {} }: SendFormOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // The listener must be attached before send() for the browser to report progress.
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
    }
    xhr.onload = () => {
      const data = parseJson(xhr.responseText) as (T & { msg?: unknown }) | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as T);
        return;
      }
      const msg =
        data && typeof data.msg === "string" && data.msg
          ? data.msg
          : xhr.statusText || "Something went wrong!";
      reject(new ApiRequestError(xhr.status, msg, data && typeof data === "object" ? (data as Record<string, unknown>) : null));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, NETWORK_FAILURE));
    xhr.ontimeout = () => reject(new ApiRequestError(0, NETWORK_FAILURE));
    xhr.onabort = () => reject(new ApiRequestError(0, "The upload was cancelled."));
    xhr.send(body);
  });
}
