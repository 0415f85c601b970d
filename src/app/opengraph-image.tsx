import { siteConfig } from "@/config/site";
import { OG_SIZE, renderOgImage } from "@/lib/site/og-image";

export const alt = `${siteConfig.owner.name} — ${siteConfig.owner.role}`;
export const size = OG_SIZE;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return renderOgImage({
    kicker: siteConfig.owner.role,
    title: `Hi, I'm ${siteConfig.owner.name}.`,
    subtitle: siteConfig.owner.bio,
  });
}
