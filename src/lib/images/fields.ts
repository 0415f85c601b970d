/**
 * The names that travel with every image field F (a URL column such as `screenshot`), in the
 * database, the data modules and the API: `${F}Alt` (the owner's alt text), `${F}Width`,
 * `${F}Height` (pixels of the stored image) and `${F}Placeholder` (a tiny data URL).
 * Shared by the server and the forms: no server code here.
 */
export const altField = <F extends string>(field: F) => `${field}Alt` as const;
export const widthField = <F extends string>(field: F) => `${field}Width` as const;
export const heightField = <F extends string>(field: F) => `${field}Height` as const;
export const placeholderField = <F extends string>(field: F) => `${field}Placeholder` as const;

/** What the pipeline measured of a stored image. */
export interface ImageMetadata {
  width: number;
  height: number;
  placeholder: string;
}

/** The columns an upload of `field` writes: its URL and what was measured of it. */
export function storedImageColumns(field: string, url: string, image: ImageMetadata): Record<string, string | number> {
  return {
    [field]: url,
    [widthField(field)]: image.width,
    [heightField(field)]: image.height,
    [placeholderField(field)]: image.placeholder,
  };
}

/** The columns a removed image clears (its alt text stays: it is the owner's words). */
export function clearedImageColumns(field: string): Record<string, null> {
  return { [field]: null, [widthField(field)]: null, [heightField(field)]: null, [placeholderField(field)]: null };
}

/** What a write of an entity with image fields F may set beside its input: URLs, sizes, placeholders. */
export type ImageColumns<F extends string> = { [K in F | `${F}Placeholder`]?: string | null } & {
  [K in `${F}Width` | `${F}Height`]?: number | null;
};
