import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { media } from "@/lib/db/schema";
import { badRequest } from "@/lib/errors";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";
import { imageAddressesIn, localPathOf, ownImagesProblem } from "./own-images-rule";

/*
 * A post (and the About text) shows only images uploaded to this site (docs/decisions.md,
 * "Images from other sites"): a Markdown image whose address is anything else is refused
 * when the text is saved, with a message that names the address and says to upload it. A
 * link to another site stays a link; only images are judged. The rule itself is
 * ./own-images-rule.ts, which `npm run import` applies to a backup's texts too.
 */

/**
 * 400 unless every image `markdown` shows is an upload of this site (an image file the
 * media library has a record of). `field` names the text in the message: "content", "about".
 */
export async function assertOwnImages(field: string, markdown: string | undefined): Promise<void> {
  const urls = imageAddressesIn(markdown);
  if (urls.length === 0) return;
  const uploads = urls.filter(isUploadedFileUrl);
  const local = urls.map(localPathOf).filter((path): path is string => path !== null);
  const rows =
    uploads.length + local.length === 0
      ? []
      : await (await getDb())
          .select({ url: media.url, contentType: media.contentType })
          .from(media)
          .where(inArray(media.url, [...uploads, ...local]));
  const recorded = new Map(rows.map((row) => [row.url, row.contentType]));
  const problem = ownImagesProblem(field, urls, (url) => recorded.get(url));
  if (problem) throw badRequest(problem);
}
