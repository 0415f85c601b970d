import type { MetadataRoute } from "next";
import { PREVIEW_PREFIX } from "@/lib/preview/paths";
import { absoluteUrl, isPreviewDeployment } from "./site-url";

/**
 * Public pages are for everyone; the API, the admin screens, the private previews and the
 * image optimizer are not. A Vercel preview deployment is for no crawler at all (its pages
 * also say noindex).
 */
export function robotsRules(origin: string | null): MetadataRoute.Robots {
  if (isPreviewDeployment()) return { rules: [{ userAgent: "*", disallow: "/" }] };
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/login", "/admin", "/message", "/add-", "/edit-", "/read-message/", "/delete-", PREVIEW_PREFIX],
      },
    ],
    sitemap: absoluteUrl(origin, "/sitemap.xml"),
  };
}
