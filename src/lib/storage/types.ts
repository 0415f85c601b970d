/** Where uploaded files (images, the résumé PDF) live. Both implementations return a URL the pages can show. */
export interface ImageStorage {
  readonly kind: "blob" | "local";
  /**
   * Stores the bytes under `name` (on a preview, prefixed with its scope, ./scope.ts) and
   * returns the public URL. An existing file is never overwritten: the write fails instead.
   */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * Whether a URL names a file of this storage (this folder, this Blob store) that this
   * deployment stored: production's files are not a preview's, and the other way round.
   */
  owns(url: string): boolean;
  /** Deletes a stored file by its URL; a URL it does not own (`owns`) is left alone. */
  delete(url: string): Promise<void>;
}
