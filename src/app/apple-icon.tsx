import { ImageResponse } from "next/og";
import { siteConfig } from "@/config/site";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** Home-screen icon for iOS: the favicon's design at 180 px. */
export default function AppleIcon() {
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
          color: "#5eead4",
          fontSize: 80,
          letterSpacing: -3,
        }}
      >
        {siteConfig.owner.initials}
      </div>
    ),
    size,
  );
}
