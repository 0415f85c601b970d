import type { MetadataRoute } from "next";
import { PREVIEW_PREFIX } from "@/lib/preview/paths";
import { absoluteUrl, isPreviewDeployment } from "./site-url";

/**
 * Public pages are for everyone; the API, the login, the owner's screens (/admin…, /message,
 * /activity, /add-…, /edit-…) and the private previews are not. Only paths the site answers
 * are named (tests/site/site-identity.test.ts walks src/app). A Vercel preview deployment is
 * for no crawler at all (its pages also say noindex).
 */
export function robotsRules(origin: string | null): MetadataRoute.Robots {
  if (isPreviewDeployment()) return { rules: [{ userAgent: "*", disallow: "/" }] };
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/login", "/admin", "/message", "/activity", "/add-", "/edit-", PREVIEW_PREFIX],
      },
    ],
    // A Sitemap line must be absolute: none until the site's address is known.
    ...(origin ? { sitemap: absoluteUrl(origin, "/sitemap.xml") } : {}),
  };
}
