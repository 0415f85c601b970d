/** Where uploaded files (images, the résumé PDF) live. Both implementations return a URL the pages can show. */
export interface ImageStorage {
  readonly kind: "blob" | "local";
  /** Stores the bytes under a fresh name and returns the public URL. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Whether a URL names a file of this storage (this folder, this Blob store). */
  owns(url: string): boolean;
  /** Deletes a stored file by its URL; a URL this storage did not make is ignored. */
  delete(url: string): Promise<void>;
}
