import type { MetadataRoute } from "next";
import { getPublicProfile } from "@/lib/data/public";
import { webManifest } from "@/lib/site/manifest";

/** Cached under the profile's tag, like the pages that link to it. */
export const revalidate = 300;

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return webManifest(await getPublicProfile());
}
