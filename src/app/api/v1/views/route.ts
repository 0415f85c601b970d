import { parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody } from "@/lib/api/request";
import { recordView } from "@/lib/analytics/record";
import { viewSchema } from "@/lib/validations/analytics";

/** A view's report is a path and two short strings: a small body is plenty. */
const VIEW_BODY_LIMIT = 4 * 1024;

/** The beacon (src/components/site/view-beacon.tsx): 204 whether or not the view was counted. */
export const POST = route(async ({ req, ip }) => {
  const { fields } = await parseBody(req, { limit: VIEW_BODY_LIMIT });
  await recordView(req, ip, parseWith(viewSchema, fields));
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
