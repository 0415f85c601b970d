import "server-only";
import type { ZodType } from "zod";
import { recordActivity } from "@/lib/data/activity";
import type { UpdateOptions, Updated, WithId } from "@/lib/data/store";
import { expireTag, type CacheTag } from "@/lib/cache-tags";
import { ApiError, badRequest, notFound } from "@/lib/errors";
import { clearedImageColumns, storedImageColumns } from "@/lib/images/fields";
import { getDb } from "@/lib/db";
import { deleteUnusedFiles } from "@/lib/media/in-use";
import { recordOf, recordUploads } from "@/lib/media/records";
import { deleteFiles, storeFile, type CheckedFile, type CheckedImage } from "@/lib/storage";
import { acceptedVersions, assertVersion, etagHeader, StaleVersionError, versionConflict } from "@/lib/versions/if-match";
import { checkImage } from "@/lib/storage/check-image";
import { json, ownerOf, parseWith, route } from "./handler";
import { parseBody } from "./request";

type Item = WithId<{ id: string }> & Record<string, unknown> & { version: number };
/**
 * The columns the stored files fill, by name: each file's URL, and beside an image its size
 * and placeholder (src/lib/images/fields.ts); on a PATCH, null where an image is removed.
 * Each data module types its own (ImageColumns); here they are only passed through.
 */
type FileColumns = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

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
  /**
   * Checks of the input that need more than its schema (the database), run on POST and PATCH
   * before anything is uploaded: a post's images must be uploads of this site.
   */
  checkInput?: (input: Partial<C> & Partial<U>) => Promise<void>;
  /** What the activity log says about an item (its title). */
  activityDetail: (item: T) => string;
  /** The public list, served from the data cache (see src/lib/data/public.ts). */
  list: () => Promise<unknown[]>;
  /**
   * Posts and projects (src/lib/publishing): the owner's session lists drafts and scheduled
   * items too (`ownerList`, read from the database, never cached); an item that is not live
   * is the owner's alone, 404 to anyone else.
   */
  publication?: { ownerList: () => Promise<unknown[]>; isLive: (item: T) => boolean };
  get: (id: string) => Promise<T | null>;
  create: (values: C & FileColumns) => Promise<T>;
  /** `options.accepted`: the versions it may overwrite (If-Match), else StaleVersionError. */
  update: (id: string, values: U & FileColumns, options?: UpdateOptions) => Promise<Updated<T> | null>;
  /** Moves the item to the trash; its files stay until it is purged (src/lib/trash). */
  remove: (id: string) => Promise<T | null>;
  /** Takes the item out of the trash; null when it is not there. */
  restore: (id: string) => Promise<T | null>;
}

/** Infers the types of a resource from its schemas and data functions. */
export const defineResource = <T extends Item, C, U>(resource: Resource<T, C, U>) => resource;

/** The chosen files of `fields`, each checked and re-encoded as an image (413/415). */
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

const isImage = (file: CheckedFile): file is CheckedImage => "placeholder" in file;

/**
 * Uploads the checked files (images, a PDF), then runs the database write with the columns
 * they fill: each file's URL by field, and an image's width, height and placeholder beside
 * it. If an upload or the write fails, the files just uploaded are deleted again, so no file
 * is left without a row. Once the row names them, each file gets its record (src/lib/media):
 * before that moment no record exists, so the media library's clean-up cannot take a file
 * whose row is still being written.
 */
export async function writeWithFiles<R>(
  files: CheckedFile[],
  write: (columns: Record<string, string | number>) => Promise<R>,
): Promise<R> {
  const columns: Record<string, string | number> = {};
  const stored: Array<{ url: string; file: CheckedFile }> = [];
  let result: R;
  try {
    for (const file of files) {
      const url = await storeOrExplain(file);
      stored.push({ url, file });
      Object.assign(columns, isImage(file) ? storedImageColumns(file.field, url, file) : { [file.field]: url });
    }
    result = await write(columns);
  } catch (error) {
    await deleteFiles(stored.map(({ url }) => url));
    throw error;
  }
  try {
    await recordUploads(await getDb(), stored.map(({ url, file }) => recordOf(url, file, "item")));
  } catch (error) {
    // The save stands: the record is made by the next start's backfill (src/lib/media/backfill.ts).
    console.error("[media] could not record uploads:", error instanceof Error ? error.message : String(error));
  }
  return result;
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

export function collectionRoutes<T extends Item, C, U>(resource: Resource<T, C, U>) {
  return {
    GET: route(async ({ req }) => {
      const { publication } = resource;
      const items = publication && (await ownerOf(req)) ? await publication.ownerList() : await resource.list();
      return json({ [resource.plural]: items });
    }),

    POST: route(
      async ({ req, ip }) => {
        const { fields, files } = await parseBody(req);
        const input = parseWith(resource.createSchema, fields);
        await resource.checkInput?.(input as Partial<C> & Partial<U>);
        const images = await checkImages(files, resource.imageFields);
        const item = await writeWithFiles(images, (columns) => resource.create({ ...input, ...columns }));
        await expireTag(resource.tag);
        await recordActivity(`${resource.single}.create`, resource.activityDetail(item), ip);
        return json({ [resource.single]: item }, 201, etagHeader(item.version));
      },
      { owner: true },
    ),
  };
}

/**
 * The one update path of every content entity (PATCH, a restored version): the version check
 * (If-Match), the write with its files, the files let go of, the caches and the log.
 */
export async function updateItem<T extends Item, C, U>(
  resource: Resource<T, C, U>,
  id: string,
  changes: U & FileColumns,
  { images = [], removed = [], accepted, ip }: { images?: CheckedImage[]; removed?: string[]; accepted?: number[]; ip: string },
): Promise<T> {
  // A removed image takes its size and placeholder with it; its alt text stays.
  const cleared = Object.assign({}, ...removed.map(clearedImageColumns));
  let result: Updated<T>;
  try {
    result = await writeWithFiles(images, async (columns) => {
      const updated = await resource.update(id, { ...changes, ...cleared, ...columns }, { accepted, claim: true });
      if (!updated) throw notFound(resource.label);
      return updated;
    });
  } catch (error) {
    if (error instanceof StaleVersionError) throw conflictOf(resource, error.current as T);
    throw error;
  }
  // The row no longer points at them: the files replaced or removed can go, unless a kept
  // version (or another row) still names them. Read from the row as it was inside the write.
  const gone = [...images.map((image) => image.field), ...removed];
  await deleteUnusedFiles([...gone.map((field) => result.before[field] as string | null), ...result.released]);
  await expireTag(resource.tag);
  await recordActivity(`${resource.single}.update`, resource.activityDetail(result.after), ip);
  return result.after;
}

/** "TechStack" → "tech stack": the label as words, for a sentence. */
const nounOf = (label: string) => label.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();

const conflictOf = <T extends Item, C, U>(resource: Resource<T, C, U>, current: T) =>
  versionConflict(nounOf(resource.label), resource.single, current);

export function itemRoutes<T extends Item, C, U>(resource: Resource<T, C, U>) {
  const missing = () => notFound(resource.label);

  return {
    GET: route(async ({ req, params }) => {
      const item = await resource.get(params.id);
      if (!item) throw missing();
      // A draft or scheduled item is as unknown as a made-up id, except to the owner.
      if (resource.publication && !resource.publication.isLive(item) && !(await ownerOf(req))) throw missing();
      return json({ [resource.single]: item }, 200, etagHeader(item.version));
    }),

    PATCH: route(
      async ({ req, params, ip }) => {
        // A malformed If-Match is refused before anything else is read.
        const accepted = acceptedVersions(req.headers.get("if-match"));
        // An unknown id is 404 before the body is read or anything is uploaded; so is a
        // stale version (checked again inside the write, where it counts).
        const current = await resource.get(params.id);
        if (!current) throw missing();
        try {
          assertVersion(current, accepted);
        } catch {
          throw conflictOf(resource, current);
        }
        const { fields, files } = await parseBody(req);
        const changes = parseWith(resource.updateSchema, fields);
        await resource.checkInput?.(changes as Partial<C> & Partial<U>);
        const removed = imagesToRemove(fields, files, current, resource.imageFields);
        const images = await checkImages(files, resource.imageFields);
        // A body without any field of the item (a typo, or only unknown keys) changes nothing.
        if (images.length === 0 && removed.length === 0 && Object.values(changes as object).every((v) => v === undefined)) {
          throw badRequest(`Nothing to update: send at least one ${resource.label} field.`);
        }
        const after = await updateItem(resource, params.id, changes as U & FileColumns, { images, removed, accepted, ip });
        return json({ msg: `${resource.label} updated successfully!`, [resource.single]: after }, 200, etagHeader(after.version));
      },
      { owner: true },
    ),

    // To the trash: 404 and out of every list from now on, but restorable for 30 days, so
    // its files stay until it is purged.
    DELETE: route(
      async ({ params, ip }) => {
        const removed = await resource.remove(params.id);
        if (!removed) throw missing();
        await expireTag(resource.tag);
        await recordActivity(`${resource.single}.delete`, resource.activityDetail(removed), ip);
        return json({ msg: `${resource.label} deleted successfully!` });
      },
      { owner: true },
    ),
  };
}

/** POST /{collection}/{id}/restore: the item back from the trash, as it was, files and all. */
export function restoreRoutes<T extends Item, C, U>(resource: Resource<T, C, U>) {
  return {
    POST: route(
      async ({ params, ip }) => {
        const item = await resource.restore(params.id);
        if (!item) throw new ApiError(404, `${resource.label} not found in the trash.`);
        await expireTag(resource.tag);
        await recordActivity(`${resource.single}.restore`, resource.activityDetail(item), ip);
        return json({ msg: `${resource.label} restored successfully!`, [resource.single]: item });
      },
      { owner: true },
    ),
  };
}
