import "server-only";
import { json, route } from "@/lib/api/handler";
import { updateItem, type Resource } from "@/lib/api/resource";
import { getDb } from "@/lib/db";
import { ApiError, notFound } from "@/lib/errors";
import { getVersion, listVersions, RESTORED_FIELDS, type VersionedCollection } from "./history";
import { acceptedVersions, etagHeader } from "./if-match";

// Resource's own generics are not needed here: only its names, get and update are used.
type AnyResource = Resource<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const versionNumber = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The item (outside the trash) whose history is asked for, or 404. */
async function itemOf(resource: AnyResource, id: string) {
  const item = await resource.get(id);
  if (!item) throw notFound(resource.label);
  return item as { version: number };
}

/** GET /api/v1/{blogs|projects}/{id}/versions (owner): the kept versions, newest first. */
export function versionListRoutes(resource: AnyResource, collection: VersionedCollection) {
  return {
    GET: route(
      async ({ params }) => {
        const item = await itemOf(resource, params.id);
        const versions = await listVersions(await getDb(), collection, params.id);
        return json(
          { versions: versions.map((version) => ({ ...version, current: version.version === item.version })) },
          200,
          etagHeader(item.version),
        );
      },
      { owner: true },
    ),
  };
}

const missingVersion = () => new ApiError(404, "That version is not kept (only the newest 50 are).");

/** GET /api/v1/{blogs|projects}/{id}/versions/{version} (owner): one version with its content. */
export function versionRoutes(resource: AnyResource, collection: VersionedCollection) {
  return {
    GET: route(
      async ({ params }) => {
        const item = await itemOf(resource, params.id);
        const number = versionNumber(params.version);
        const version = number === null ? null : await getVersion(await getDb(), collection, params.id, number);
        if (!version) throw missingVersion();
        return json({ version: { ...version, current: version.version === item.version } });
      },
      { owner: true },
    ),
  };
}

/**
 * POST /api/v1/{blogs|projects}/{id}/versions/{version}/restore (owner): the item's words
 * and images as that version had them (not its address, publication or place:
 * RESTORED_FIELDS), written as a new version through the one update path, If-Match included.
 */
export function versionRestoreRoutes(resource: AnyResource, collection: VersionedCollection) {
  return {
    POST: route(
      async ({ req, params, ip }) => {
        const accepted = acceptedVersions(req.headers.get("if-match"));
        await itemOf(resource, params.id);
        const number = versionNumber(params.version);
        const version = number === null ? null : await getVersion(await getDb(), collection, params.id, number);
        if (!version) throw missingVersion();
        const values: Record<string, unknown> = {};
        for (const field of RESTORED_FIELDS[collection]) {
          if (field in version.snapshot) values[field] = version.snapshot[field];
        }
        const after = await updateItem(resource, params.id, values, { accepted, ip });
        return json(
          { msg: `${resource.label} restored to version ${version.version}.`, [resource.single]: after },
          200,
          etagHeader(after.version),
        );
      },
      { owner: true },
    ),
  };
}
