import { ImageResponse } from "next/og";
import { initialsOf } from "./identity";
import { OG_SIZE } from "./og-size";

export { OG_SIZE };

/** Who the card is by: from the profile (src/lib/data/public.ts getPublicProfile). */
export interface CardIdentity {
  name: string;
  role: string;
  /** The owner's photo as a PNG data URL (src/lib/site/avatar-image.ts), or null for the monogram. */
  avatar: string | null;
  /** The site's origin when known, shown in the corner; null leaves it out. */
  origin: string | null;
}

/** The owner's photo in a rounded square, or their initials when there is none. */
function Badge({ identity, size }: { identity: CardIdentity; size: number }) {
  if (identity.avatar) {
    // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page
    return <img src={identity.avatar} width={size} height={size} alt="" style={{ borderRadius: size / 4, border: "2px solid #39415a" }} />;
  }
  return (
    <div
      style={{
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        borderRadius: size / 4,
        border: "2px solid #39415a",
        color: "#5eead4",
        fontSize: Math.round(size * 0.42),
      }}
    >
      {initialsOf(identity.name)}
    </div>
  );
}

/**
 * The Open Graph card shared by every page: dark, the site's accent, the owner's photo (or
 * monogram), name and role. Uses the font bundled with next/og, so nothing is fetched at
 * build or request time.
 */
export function renderOgImage(
  { kicker, title, subtitle }: { kicker: string; title: string; subtitle: string },
  identity: CardIdentity,
  headers?: Record<string, string>,
) {
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
          <Badge identity={identity} size={72} />
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
          <span>{identity.role ? `${identity.name} · ${identity.role}` : identity.name}</span>
          <span style={{ color: "#5eead4" }}>{identity.origin?.replace(/^https?:\/\//, "") ?? ""}</span>
        </div>
      </div>
    ),
    { ...OG_SIZE, headers },
  );
}

/**
 * The site's icon (favicon, home-screen icon, the manifest's: src/lib/site/site-icons.ts):
 * the owner's initials on the site's dark tile. `rounded` for the favicon; iOS rounds the
 * home-screen icon itself.
 */
export function renderMonogramIcon(
  name: string,
  size: number,
  { rounded, headers }: { rounded: boolean; headers?: Record<string, string> },
) {
  const initials = initialsOf(name);
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
          borderRadius: rounded ? Math.round(size * 0.22) : 0,
          color: "#5eead4",
          // Two letters fill about half the tile, three a little less.
          fontSize: Math.round(size * (initials.length > 2 ? 0.36 : 0.46)),
          letterSpacing: -Math.round(size / 60),
        }}
      >
        {initials}
      </div>
    ),
    { width: size, height: size, headers },
  );
}
