import sharp from "sharp";
import { DEMO_OWNER } from "../../src/lib/db/demo-content";

const IMAGES = 10;

/** A photo-like test image (a gradient with shapes: real pixels for the encoder to work on). */
async function pictureBytes(index: number, width: number, height: number): Promise<Buffer> {
  const hue = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,30%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="rgba(255,255,255,0.35)"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 3}" height="${height / 2}" rx="24" fill="rgba(0,0,0,0.25)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The demo owner's session on `base`, as request headers (the API checks Origin on writes). */
export async function demoOwnerHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
  });
  if (!login.ok) throw new Error(`Could not log in as the demo owner (${login.status}): is this the demo site?`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { cookie, Origin: base };
}

/** Uploads a 1600 x 1000 test picture through POST /api/v1/media, as the editor does: its address and alt text. */
export async function uploadPicture(base: string, headers: Record<string, string>, index: number): Promise<{ url: string; alt: string }> {
  const body = new FormData();
  const bytes = await pictureBytes(index, 1600, 1000);
  body.set("file", new File([new Uint8Array(bytes)], `figure-${index + 1}.png`, { type: "image/png" }));
  body.set("alt", `Figure ${index + 1}: a screenshot of step ${index + 1}`);
  const res = await fetch(`${base}/api/v1/media`, { method: "POST", headers, body });
  if (res.status !== 201) throw new Error(`Upload ${index + 1} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { media: { url: string; alt: string } }).media;
}

/**
 * Sets the demo site's address (the profile's Canonical URL) to `base`, as the owner of a
 * self-hosted site does: canonical, og:url and og:image are absolute from then on.
 */
export async function setSiteAddress(base: string): Promise<void> {
  const res = await fetch(`${base}/api/v1/profile`, {
    method: "PATCH",
    headers: { ...(await demoOwnerHeaders(base)), "Content-Type": "application/json" },
    body: JSON.stringify({ siteUrl: base }),
  });
  if (res.status !== 200) throw new Error(`Setting the site's address failed: ${res.status} ${await res.text()}`);
}

/**
 * A published post with 10 inline images (uploaded through POST /api/v1/media, as the editor
 * does), paragraphs between them: what a screenshot-heavy post costs a phone. Made on the demo
 * site as the demo owner; returns its address.
 */
export async function createImagePost(base: string): Promise<string> {
  const headers = await demoOwnerHeaders(base);

  const parts: string[] = ["A post made of screenshots, the way a developer's blog often is.", ""];
  for (let i = 0; i < IMAGES; i++) {
    const media = await uploadPicture(base, headers, i);
    parts.push(
      `## Step ${i + 1}`,
      "",
      `What happens at step ${i + 1}, in a paragraph long enough to read on a phone before the next picture comes into view, with a little **emphasis** and \`code\`.`,
      "",
      `![${media.alt}](${media.url} "Step ${i + 1}")`,
      "",
    );
  }
  const res = await fetch(`${base}/api/v1/blogs`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: `Ten screenshots ${Date.now().toString(36)}`,
      summary: "A post with ten inline images, for the Lighthouse budget.",
      content: parts.join("\n"),
      date: "2026-01-15",
    }),
  });
  if (res.status !== 201) throw new Error(`Creating the post failed: ${res.status} ${await res.text()}`);
  const { blog } = (await res.json()) as { blog: { slug: string } };
  return `/blogs/${blog.slug}`;
}
