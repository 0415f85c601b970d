import { iconSpriteMarkup } from "@/lib/site/icon-sprite.mjs";

/** Built once: the sprite is the same for every request until the next deploy. */
export const dynamic = "force-static";

/** The icon sprite (src/components/ui/icons.tsx). Its URL carries its version: a year. */
export function GET() {
  return new Response(iconSpriteMarkup(), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
