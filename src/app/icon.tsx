import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";

export const size = { width: 64, height: 64 };
export const contentType = "image/png";

/** The favicon: the owner's initials on the site's dark tile (built once, at build time). */
export default function Icon() {
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          background: "#0b0d12",
          borderRadius: 14,
          color: "#5eead4",
          fontSize: 30,
          letterSpacing: -1,
        }}
      >
        {siteConfig.owner.initials}
      </div>
    ),
    size,
  );
}
