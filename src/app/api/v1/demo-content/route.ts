import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { CACHE_TAGS, expireTags } from "@/lib/cache-tags";
import { recordActivity } from "@/lib/data/activity";
import { countDemoItems, removeDemoContent } from "@/lib/first-run/demo-content";

/** How many of the demo's items are still on the site. */
const read = route(async () => json({ count: await countDemoItems() }), { owner: true });

/**
 * "Remove demo content" (the dashboard's first-run checklist): the demo's items to the trash,
 * the demo's profile fields back to the neutral first profile. Items the owner edited stay.
 */
const remove = route(
  async ({ ip }) => {
    const { items, profileFields } = await removeDemoContent();
    await expireTags(...Object.values(CACHE_TAGS));
    await recordActivity("demo.remove", `${items} item${items === 1 ? "" : "s"} to the trash`, ip);
    return json({ msg: "Demo content removed.", items, profileFields });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: read, DELETE: remove });
