import "server-only";
import type { ZodType } from "zod";
import { recordActivity } from "@/lib/data/activity";
import type { WithId } from "@/lib/data/store";
import { expireTag, type CacheTag } from "@/lib/cache-tags";
import { ApiError, badRequest, notFound } from "@/lib/errors";
import { checkImage, deleteFiles, storeFile, type CheckedFile, type CheckedImage } from "@/lib/storage";
import { json, parseWith, route } from "./handler";
import { parseBody } from "./request";

type Item = WithId<{ id: string }> & Record<string, unknown>;
type Images = Record<string, string>;
/** A PATCH's image columns: a new URL, or null where the image is removed. */
type ImageChanges = Record<string, string | null>;

/**
 * One content entity behind the API: its names in the contract, its schemas and its data
 * module. `collectionRoutes` and `itemRoutes` turn it into route handlers.
 */
export interface Resource<T extends Item, C, U> {
  /** "Project": used in messages ("Project not found."). */
  label: string;
  /** The response field for one item, e.g. `project`. */
  single: string;
  /** The response field for the list, e.g. `projects`. */
  plural: string;
  tag: CacheTag;
  createSchema: ZodType<C>;
  updateSchema: ZodType<U>;
  /** The fields that carry an uploaded image, stored as a URL on the row. */
  imageFields: readonly string[];
  /** What the activity log says about an item (its title). */
  activityDetail: (item: T) => string;
  /** The public list, served from the data cache (see src/lib/data/public.ts). */
  list: () => Promise<unknown[]>;
  get: (id: string) => Promise<T | null>;
  create: (values: C & Images) => Promise<T>;
  update: (id: string, values: U & ImageChanges) => Promise<{ before: T; after: T } | null>;
  remove: (id: string) => Promise<T | null>;
}

/** Infers the types of a resource from its schemas and data functions. */
export const defineResource = <T extends Item, C, U>(resource: Resource<T, C, U>) => resource;

/** The chosen files of `fields`, each checked as an image (413/415). */
export async function checkImages(files: Record<string, File>, fields: readonly string[]) {
  const checked: CheckedImage[] = [];
  for (const field of fields) {
    if (files[field]) checked.push(await checkImage(field, files[field]));
  }
  return checked;
}

/** A storage outage is the server's fault: say which file failed and that nothing was kept. */
async function storeOrExplain(file: CheckedFile): Promise<string> {
  try {
    return await storeFile(file);
  } catch (error) {
    console.error("[storage] could not store", file.field, error instanceof Error ? error.message : String(error));
    throw new ApiError(500, `${file.field} could not be stored, so nothing was saved. Please try again.`);
  }
}

/**
 * Uploads the checked files (images, a PDF), then runs the database write with their URLs
 * by field. If an upload or the write fails, the files just uploaded are deleted again, so
 * no file is left without a row.
 */
export async function writeWithFiles<R>(
  files: CheckedFile[],
  write: (urls: Images) => Promise<R>,
): Promise<R> {
  const urls: Images = {};
  try {
    for (const file of files) urls[file.field] = await storeOrExplain(file);
    return await write(urls);
  } catch (error) {
    await deleteFiles(Object.values(urls));
    throw error;
  }
}

/**
 * The image fields a PATCH removes: sent as an empty text value (multipart, urlencoded) or
 * as "" / null (JSON), and without a file of their own. Any other text is refused, except the
 * stored URL itself (a client sending back what it read), which keeps the image.
 */
export function imagesToRemove(
  fields: Record<string, unknown>,
  files: Record<string, File>,
  item: Record<string, unknown>,
  imageFields: readonly string[],
) {
  const removed: string[] = [];
  for (const field of imageFields) {
    if (!(field in fields) || files[field]) continue;
    const value = fields[field];
    if (value === null || value === "") removed.push(field);
    else if (value !== item[field]) throw badRequest(`${field} must be an image file, or empty to remove the image.`);
  }
  return removed;
}

const imageUrlsOf = (item: Item, fields: readonly string[]) =>
  fields.map((field) => item[field] as string | null | undefined);

export function collectionRoutes<T extends Item, C, U>(resource: Resource<T, C, U>) {
  return {
    GET: route(async () => json({ [resource.plural]: await resource.list() })),

    POST: route(
      async ({ req, ip }) => {
        const { fields, files } = await parseBody(req);
        const input = parseWith(resource.createSchema, fields);
        const images = await checkImages(files, resource.imageFields);
        const item = await writeWithFiles(images, (urls) => resource.create({ ...input, ...urls }));
        expireTag(resource.tag);
        await recordActivity(`${resource.single}.create`, resource.activityDetail(item), ip);
        return json({ [resource.single]: item }, 201);
      },
      { owner: true },
    ),
  };
}

export function itemRoutes<T extends Item, C, U>(resource: Resource<T, C, U>) {
  const missing = () => notFound(resource.label);

  return {
    GET: route(async ({ params }) => {
      const item = await resource.get(params.id);
      if (!item) throw missing();
      return json({ [resource.single]: item });
    }),

    PATCH: route(
      async ({ req, params, ip }) => {
        // An unknown id is 404 before the body is read or anything is uploaded.
        const current = await resource.get(params.id);
        if (!current) throw missing();
        const { fields, files } = await parseBody(req);
        const changes = parseWith(resource.updateSchema, fields);
        const removed = imagesToRemove(fields, files, current, resource.imageFields);
        const images = await checkImages(files, resource.imageFields);
        // A body without any field of the item (a typo, or only unknown keys) changes nothing.
        if (images.length === 0 && removed.length === 0 && Object.values(changes as object).every((v) => v === undefined)) {
          throw badRequest(`Nothing to update: send at least one ${resource.label} field.`);
        }
        const cleared = Object.fromEntries(removed.map((field) => [field, null]));
        const result = await writeWithFiles(images, async (urls) => {
          const updated = await resource.update(params.id, { ...changes, ...cleared, ...urls });
          if (!updated) throw missing();
          return updated;
        });
        // The row no longer points at them: the files replaced or removed can go. Read from
        // the row as it was inside the write, not from the earlier read.
        const gone = [...images.map((image) => image.field), ...removed];
        await deleteFiles(gone.map((field) => result.before[field] as string | null));
        expireTag(resource.tag);
        await recordActivity(`${resource.single}.update`, resource.activityDetail(result.after), ip);
        return json({ msg: `${resource.label} updated successfully!`, [resource.single]: result.after });
      },
      { owner: true },
    ),

    DELETE: route(
      async ({ params, ip }) => {
        const removed = await resource.remove(params.id);
        if (!removed) throw missing();
        await deleteFiles(imageUrlsOf(removed, resource.imageFields));
        expireTag(resource.tag);
        await recordActivity(`${resource.single}.delete`, resource.activityDetail(removed), ip);
        return json({ msg: `${resource.label} deleted successfully!` });
      },
      { owner: true },
    ),
  };
}
