import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseJsonBody } from "@/lib/api/request";
import { deleteAutosave, getAutosave, MALFORMED_AUTOSAVE_ID, writeAutosave } from "@/lib/autosave/autosaves";
import { deviceNameOf } from "@/lib/autosave/device-name";
import { isId } from "@/lib/data/store";
import { badRequest, notFound } from "@/lib/errors";
import { autosaveWriteSchema } from "@/lib/validations/autosave";

const LABEL = "Autosave";

/** A post's text three times over (values, initial, base) fits, with multi-byte characters. */
const AUTOSAVE_BODY_LIMIT = 1024 * 1024;

const read = route(
  async ({ params }) => {
    const autosave = await getAutosave(params.id);
    if (!autosave) throw notFound(LABEL);
    return json({ autosave });
  },
  { owner: true },
);

/**
 * A form's unsaved values, created or replaced under the copy id the browser made. Not the
 * item: nothing public changes, so no cache tag expires, and no activity entry is written
 * (one arrives every few seconds while the owner types).
 */
const write = route(
  async ({ req, params }) => {
    // Checked before the body is read: the id names the form's copy for good.
    if (!isId(params.id)) throw badRequest(MALFORMED_AUTOSAVE_ID);
    const input = parseWith(autosaveWriteSchema, await parseJsonBody(req, { limit: AUTOSAVE_BODY_LIMIT }));
    const autosave = await writeAutosave({ ...input, id: params.id }, { deviceName: deviceNameOf(req.headers.get("user-agent")) });
    return json({ msg: "Saved to the server.", autosave });
  },
  { owner: true },
);

/** Discard (or the form was saved): the answer holds the whole autosave, for an Undo to PUT back. */
const remove = route(
  async ({ params }) => {
    const autosave = await deleteAutosave(params.id);
    if (!autosave) throw notFound(LABEL);
    return json({ msg: "Unsaved changes discarded.", autosave });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: read, PUT: write, DELETE: remove });
