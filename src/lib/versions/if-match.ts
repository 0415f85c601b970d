import { ApiError, badRequest } from "@/lib/errors";

/*
 * Optimistic concurrency for edits: every item carries `version` (a trigger adds 1 on each
 * write, drizzle/0005_versions.sql), its answers an ETag of it, and an edit sends back the
 * version it was loaded from as If-Match. A write over a newer version is a 409 whose body
 * holds the item as it is now, so the client can merge. A request without If-Match (or with
 * `*`) keeps the old behaviour: the last write wins.
 */

/** The ETag of a version: a strong tag, e.g. `"3"`. */
export const etagOf = (version: number) => `"${version}"`;

export const etagHeader = (version: number): HeadersInit => ({ ETag: etagOf(version) });

const MAX_VERSION = 2_147_483_647;
const TAG = /^"(\d{1,10})"$/;

const malformed = () =>
  badRequest('If-Match must be the ETag the item was read with, e.g. "3" (or several, separated by commas).');

/**
 * The versions an If-Match header accepts: undefined when any version will do (no header,
 * or `*`). A weak tag (W/"3") never matches a strong comparison, and is refused as malformed
 * rather than answered as a conflict the client could not resolve.
 */
export function acceptedVersions(header: string | null): number[] | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (value === "" || value === "*") return undefined;
  const versions: number[] = [];
  for (const part of value.split(",")) {
    const match = TAG.exec(part.trim());
    const version = match ? Number(match[1]) : NaN;
    if (!Number.isSafeInteger(version) || version < 1 || version > MAX_VERSION) throw malformed();
    versions.push(version);
  }
  return versions;
}

/**
 * Thrown inside a write's transaction (before anything is written) when the row's version
 * is not one the request accepts; `current` is the item as it is now.
 */
export class StaleVersionError<T = unknown> extends Error {
  constructor(public readonly current: T) {
    super("The item changed since it was read.");
    this.name = "StaleVersionError";
  }
}

/** Throws StaleVersionError with `current` unless its version is accepted. */
export function assertVersion<T extends { version: number }>(current: T, accepted: number[] | undefined, present: (row: T) => unknown = (row) => row): void {
  if (accepted !== undefined && !accepted.includes(current.version)) throw new StaleVersionError(present(current));
}

/**
 * The 409 of a stale edit: distinct from a taken slug's 409 by its words and by carrying the
 * item as it is now under its response field, with its ETag.
 */
export function versionConflict(label: string, field: string, current: { version: number }): ApiError {
  return new ApiError(
    409,
    `This ${label.toLowerCase()} changed since you opened it (it was saved in another tab or on another device), so your changes were not saved over it. Compare them with the saved version and save again.`,
    { body: { [field]: current, conflict: "version" }, headers: etagHeader(current.version) },
  );
}
