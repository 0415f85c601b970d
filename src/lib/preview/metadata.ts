import type { Metadata } from "next";

/**
 * Every preview page's metadata: never indexed or followed (robots.txt also disallows
 * /preview/, and the response says X-Robots-Tag: noindex, next.config.ts), and no Referer
 * leaves it, so the link's token is not handed to the sites a post links to.
 */
export function previewMetadata(title: string | null): Metadata {
  return {
    title: title ? `Preview: ${title}` : "Preview",
    robots: { index: false, follow: false },
    referrer: "no-referrer",
  };
}
