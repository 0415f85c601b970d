import type { ImageFields } from "@/lib/site/stored-image";

/**
 * The columns an image field F carries in a row (src/lib/site/stored-image.ts), for
 * rendering fixtures: none (no upload), or an upload with what the server stored about it.
 */
export function noImage<F extends string>(field: F, alt = "") {
  return imageColumns(field, { url: null, alt });
}

export function imageColumns<F extends string>(
  field: F,
  { url, alt = "", width = null, height = null, placeholder = null }: { url: string | null; alt?: string; width?: number | null; height?: number | null; placeholder?: string | null },
) {
  return {
    [field]: url,
    [`${field}Alt`]: alt,
    [`${field}Width`]: width,
    [`${field}Height`]: height,
    [`${field}Placeholder`]: placeholder,
  } as ImageFields<F>;
}
