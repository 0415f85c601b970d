import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";

/** Public pages are for everyone; the API, the admin screens and image optimizer are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/api/", "/login", "/admin", "/message", "/add-", "/edit-", "/read-message/", "/delete-"],
      },
    ],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
