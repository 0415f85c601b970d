import { GET } from "@/app/icons.svg/route";
import { iconSpriteMarkup } from "@/lib/site/icon-sprite.mjs";

test("/icons.svg serves the sprite as SVG, cacheable for a year (its URL carries the version)", async () => {
  const response = GET();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await response.text()).toBe(iconSpriteMarkup());
});
