import type { MetadataRoute } from "next";
import { getPublicProfile } from "@/lib/data/public";
import { currentRequestHeaders } from "@/lib/site/request-headers";
import { robotsRules } from "@/lib/site/robots";
import { documentOrigin } from "@/lib/site/site-url";

/** Per request, like the sitemap: its Sitemap line names the origin it was asked on when none is configured. */
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const profile = await getPublicProfile();
  return robotsRules(documentOrigin(profile, await currentRequestHeaders()));
}
