import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { PublicProfile } from "@/lib/data/public";
import { getEnv } from "@/lib/env";
import { uploadDir } from "@/lib/storage";
import { blobStoreHost } from "@/lib/storage/blob-host.mjs";
import { LOCAL_UPLOAD_PREFIX, SAFE_FILE_NAME } from "@/lib/storage/local";
import type { CardIdentity } from "./og-image";
import { configuredOrigin } from "./site-url";

/*
 * Imported by the card route handlers (src/app/og) only: never from a page, a layout or a
 * metadata file (opengraph-image, icon...), or sharp (~19 MB) is traced into every page
 * function on Vercel (`npm run vercel:check` fails past 20 MB).
 */

const MAX_AVATAR_BYTES = 4 * 1024 * 1024;

/**
 * The bytes of an uploaded image (the owner's photo, a post's social image or cover), read
 * from this site's own storage only (the local upload folder, or its own Blob store): the
 * card renderer never fetches an address it was given.
 */
async function avatarBytes(avatar: string): Promise<Uint8Array | null> {
  if (avatar.startsWith(LOCAL_UPLOAD_PREFIX)) {
    const name = avatar.slice(LOCAL_UPLOAD_PREFIX.length);
    if (!SAFE_FILE_NAME.test(name)) return null;
    return new Uint8Array(await fs.readFile(path.join(uploadDir(), name)));
  }
  const host = blobStoreHost(getEnv().BLOB_READ_WRITE_TOKEN);
  const url = URL.canParse(avatar) ? new URL(avatar) : null;
  if (!host || url?.protocol !== "https:" || url.hostname !== host) return null;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`the photo answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return bytes.length <= MAX_AVATAR_BYTES ? bytes : null;
}

/**
 * The photo as a square PNG data URL of `size` pixels, for the Open Graph cards (which
 * draw PNG and JPEG only; uploads may be WebP, AVIF or GIF). Null without a photo, or when
 * it cannot be read: the card then shows the monogram, never an error.
 */
export async function avatarDataUrl(avatar: string | null, size: number): Promise<string | null> {
  if (!avatar) return null;
  try {
    const bytes = await avatarBytes(avatar);
    if (!bytes) return null;
    const png = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size, size, { fit: "cover" })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  } catch (error) {
    console.error("[og] the owner's photo could not be drawn:", error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * An uploaded image as a whole Open Graph card: cropped to fill 1200 × 630 (centred), as a
 * JPEG (what every network draws). Null when it cannot be read: the caller draws the text card.
 */
export async function uploadAsCard(url: string, size: { width: number; height: number }): Promise<Uint8Array | null> {
  try {
    const bytes = await avatarBytes(url);
    if (!bytes) return null;
    const jpeg = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(size.width, size.height, { fit: "cover" })
      .flatten({ background: "#0b0d12" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch (error) {
    console.error("[og] an uploaded image could not be drawn as a card:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** Who an Open Graph card is by, from the profile: name, role, photo and the site's address. */
export async function cardIdentity(profile: Pick<PublicProfile, "name" | "role" | "avatar" | "siteUrl">): Promise<CardIdentity> {
  return {
    name: profile.name,
    role: profile.role,
    avatar: await avatarDataUrl(profile.avatar, 144),
    origin: configuredOrigin(profile),
  };
}
