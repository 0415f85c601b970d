import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { listAutosaves } from "@/lib/autosave/autosaves";
import { autosaveListQuerySchema } from "@/lib/validations/autosave";

/**
 * The owner's unsaved changes, newest first, of items outside the trash: every one (the
 * dashboard), or a form's (`collection`, with `itemId` or `itemId=new`), then with values.
 */
const list = route(
  async ({ req }) => {
    const params = new URL(req.url).searchParams;
    const query = parseWith(autosaveListQuerySchema, {
      collection: params.get("collection") ?? undefined,
      itemId: params.get("itemId") ?? undefined,
    });
    const { collection, itemId } = query;
    const autosaves = collection ? await listAutosaves({ collection, itemId }, { full: true }) : await listAutosaves();
    return json({ autosaves });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: list });
