import type { MetadataRoute } from "next";
import { getPublicProfile } from "@/lib/data/public";
import { robotsRules } from "@/lib/site/robots";
import { documentOrigin } from "@/lib/site/site-url";

/** Per request, like the sitemap: the profile's address can change at any time. */
export const dynamic = "force-dynamic";

export default async function robots(): Promise<MetadataRoute.Robots> {
  const profile = await getPublicProfile();
  return robotsRules(documentOrigin(profile));
}
