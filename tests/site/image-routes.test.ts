/**
 * The Open Graph cards (src/app/og) and the icons (src/app/monogram) are route handlers,
 * named by the metadata, so that no page imports next/og or sharp (a file-convention
 * opengraph-image or icon is imported by every page). The site's card and each visible
 * post's card answer a PNG kept by shared caches as long as a page; an unknown post has
 * none; the owner's WebP photo is drawn (re-encoded to PNG, which next/og can draw); the
 * icons answer PNGs of the sizes the layout and the manifest name.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { generateMetadata as layoutMetadata } from "@/app/layout";
import { GET as postCard } from "@/app/og/blogs/[id]/route";
import { GET as siteCard } from "@/app/og/route";
import { GET as appleTouchIcon } from "@/app/monogram/apple-touch/route";
import { GET as favicon } from "@/app/monogram/favicon/route";
import { getDb } from "@/lib/db";
import { blogs } from "@/lib/db/schema";
import { updateProfile } from "@/lib/data/profile";
import { avatarDataUrl } from "@/lib/site/avatar-image";
import { APPLE_TOUCH_ICON, FAVICON } from "@/lib/site/site-icons";
import { uploadDir } from "@/lib/storage";
import { clearUploads, resetDatabase } from "../helpers/db";

let postId = "";

beforeAll(async () => {
  await resetDatabase();
  await clearUploads();
  const [post] = await (await getDb())
    .insert(blogs)
    .values({ title: "Quiet deploys", slug: "quiet-deploys", summary: "How to make them boring.", content: "Text.", date: "2026-04-02" })
    .returning();
  postId = post.id;
});

const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** Width and height from a PNG's IHDR chunk; null when the bytes are not a PNG. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function expectCard(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  expect(response.headers.get("cache-control")).toBe("s-maxage=300");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  return bytes;
}

/** A WebP photo stored as a local upload, as the demo's avatar is. */
async function storeWebpAvatar(): Promise<string> {
  const name = `${randomUUID()}.webp`;
  const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#d94f30" } }).webp().toBuffer();
  await fs.mkdir(uploadDir(), { recursive: true });
  await fs.writeFile(path.join(uploadDir(), name), webp);
  return `/uploads/${name}`;
}

test("the site's card: a 1200x630 PNG, kept by shared caches for 300 s", async () => {
  await expectCard(await siteCard());
});

test("a post's card answers for a post visitors can see", async () => {
  await expectCard(await postCard(new Request(`http://placeholder/og/blogs/${postId}`), params(postId)));
});

test("an unknown post has no card: 404, empty, never kept", async () => {
  for (const id of ["made-up-1", "00000000-0000-4000-8000-000000000000"]) {
    const response = await postCard(new Request(`http://placeholder/og/blogs/${id}`), params(id));
    expect([id, response.status, response.headers.get("cache-control")]).toEqual([id, 404, "no-store"]);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  }
});

test("the owner's WebP photo is drawn on the cards as a square PNG", async () => {
  const avatar = await storeWebpAvatar();
  const photo = await avatarDataUrl(avatar, 144);
  expect(photo).toMatch(/^data:image\/png;base64,/);
  expect(pngSize(Buffer.from(photo!.slice("data:image/png;base64,".length), "base64"))).toEqual({ width: 144, height: 144 });

  await updateProfile({ avatar: null });
  const monogram = await expectCard(await siteCard());
  await updateProfile({ avatar });
  const withPhoto = await expectCard(await siteCard());
  expect(Buffer.from(withPhoto).equals(Buffer.from(monogram))).toBe(false);
});

test("the icons: PNGs of the sizes the layout names, at the paths it names", async () => {
  const { icons } = await layoutMetadata();
  expect(icons).toEqual({
    icon: [{ url: "/monogram/favicon", sizes: "64x64", type: "image/png" }],
    apple: [{ url: "/monogram/apple-touch", sizes: "180x180", type: "image/png" }],
  });
  for (const [route, icon] of [[favicon, FAVICON], [appleTouchIcon, APPLE_TOUCH_ICON]] as const) {
    const response = await route();
    expect([icon.path, response.status, response.headers.get("content-type")]).toEqual([icon.path, 200, "image/png"]);
    expect(response.headers.get("cache-control")).toBe("s-maxage=300");
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: icon.size, height: icon.size });
  }
});
