import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";

export const OG_SIZE = { width: 1200, height: 630 };

/**
 * The Open Graph card shared by every page: dark, the site's accent, the owner's name.
 * Uses the font bundled with next/og, so nothing is fetched at build or request time.
 */
export function renderOgImage(
  { kicker, title, subtitle }: { kicker: string; title: string; subtitle: string },
  headers?: Record<string, string>,
) {
  const { owner, url } = siteConfig;
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px 80px",
          background: "#0b0d12",
          backgroundImage:
            "radial-gradient(circle at 12% 0%, rgba(94,234,212,0.22), transparent 45%), radial-gradient(circle at 100% 100%, rgba(94,234,212,0.10), transparent 40%)",
          color: "#e8eaf0",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <div
            style={{
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              width: 72,
              height: 72,
              borderRadius: 18,
              border: "2px solid #39415a",
              color: "#5eead4",
              fontSize: 30,
            }}
          >
            {owner.initials}
          </div>
          <div style={{ fontSize: 28, color: "#a1a9b8", textTransform: "uppercase", letterSpacing: 4 }}>{kicker}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <div style={{ fontSize: title.length > 48 ? 60 : 76, lineHeight: 1.08, letterSpacing: -2, maxWidth: 1000 }}>
            {title}
          </div>
          <div style={{ fontSize: 30, lineHeight: 1.4, color: "#a1a9b8", maxWidth: 980 }}>
            {subtitle.length > 150 ? `${subtitle.slice(0, 147)}…` : subtitle}
          </div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#8a93a5" }}>
          <span>{owner.name}</span>
          <span style={{ color: "#5eead4" }}>{url.replace(/^https?:\/\//, "")}</span>
        </div>
      </div>
    ),
    { ...OG_SIZE, headers },
  );
}
