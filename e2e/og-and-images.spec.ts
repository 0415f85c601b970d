import { expect, test } from "@playwright/test";
import { ownerSession } from "./support/api";
import { solidPng } from "./support/files";

/**
 * Issue 15, finding 3: Open Graph images and the image optimizer, on the production build.
 * A made-up address costs one cached-list lookup and adds nothing to any cache; the
 * optimizer works only on this site's own uploads, at the sizes pages ask for.
 */
const image = (url: string, width = 640, quality = 75) => `/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`;

test.describe("Open Graph images", () => {
  test("a post's card is rendered once, then served from the cache like its page", async ({ request }) => {
    const { blogs } = (await (await request.get("/api/v1/blogs")).json()) as { blogs: Array<{ _id: string }> };
    const path = `/og/blogs/${blogs[0]._id}`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    // The demo's posts have a cover: their card is it, cropped to 1200x630 (a JPEG).
    expect(first.headers()["content-type"]).toBe("image/jpeg");
    // A render made moments after an owner's edit is not kept: wait until one is.
    await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { timeout: 15_000 }).toBe("HIT");
    expect((await request.get(path)).headers()["cache-control"]).toBe("s-maxage=300");
  });

  test("an unknown post has no card: 404, never cached, never rendered", async ({ request }) => {
    for (const id of ["made-up-1", "00000000-0000-4000-8000-000000000000", "made-up-1"]) {
      const response = await request.get(`/og/blogs/${id}`);
      expect(response.status(), id).toBe(404);
      expect(response.headers()["cache-control"], id).toBe("no-store");
      expect(response.headers()["x-nextjs-cache"], id).not.toBe("HIT");
      expect((await response.body()).length, id).toBe(0);
    }
  });
});

test.describe("the image optimizer", () => {
  test("refuses what is not this site's own upload, and sizes or qualities no page asks for", async ({ request }) => {
    const { blogs } = (await (await request.get("/api/v1/blogs")).json()) as { blogs: Array<{ _id: string }> };
    const refused = [
      image(`/og/blogs/${blogs[0]._id}`),
      image("/og/blogs/made-up-2"),
      image("/og"),
      image("/icons.svg"),
      image("/api/v1/blogs"),
      image("/uploads/a.png?v=1"),
      image("https://someone-else.public.blob.vercel-storage.com/images/a.png"),
      image("https://example.com/a.png"),
      image("/uploads/a.png", 2048),
      image("/uploads/a.png", 641),
      image("/uploads/a.png", 640, 80),
    ];
    for (const url of refused) expect([url, (await request.get(url)).status()]).toEqual([url, 400]);
    // A made-up upload name is looked up, found missing, and nothing is stored.
    expect((await request.get(image("/uploads/00000000-0000-4000-8000-000000000000.png"))).status()).toBe(404);
  });

  test("resizes an uploaded image at the widths pages offer", async ({ playwright, baseURL }) => {
    const owner = await playwright.request.newContext({ baseURL });
    await ownerSession(owner);
    const created = await owner.post("/api/v1/techStack", {
      multipart: {
        title: "e2e optimizer check",
        category: "Testing",
        url: "https://example.com/",
        techStackType: "dev",
        imageUrl: { name: "e2e.png", mimeType: "image/png", buffer: solidPng(64, 64) },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const item = Object.values((await created.json()) as Record<string, { _id: string; imageUrl: string }>)[0];
    try {
      // Re-encoded on upload (issue 16): a PNG is stored as lossless WebP.
      expect(item.imageUrl).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);
      for (const width of [48, 96, 640, 1920]) {
        const response = await owner.get(image(item.imageUrl, width), { headers: { Accept: "image/webp,*/*" } });
        expect([width, response.status(), response.headers()["content-type"]]).toEqual([width, 200, "image/webp"]);
      }
    } finally {
      expect((await owner.delete(`/api/v1/techStack/${item._id}`)).ok()).toBeTruthy();
      await owner.dispose();
    }
  });
});

/**
 * Issue 16, points 3 and 4, in the built site with its real policy: every uploaded image on a
 * public page has its file's own width and height, asks the optimizer for no width above
 * the file's, and shows a blurred placeholder (an SVG data URL the CSP allows) behind an
 * opaque photo, none behind a decorative logo or icon or a transparent image.
 */
test.describe("uploaded images on the public pages", () => {
  interface ShownImage {
    upload: string;
    alt: string;
    width: number;
    height: number;
    fileWidth: number;
    fileHeight: number;
    fileOpaque: boolean;
    widths: number[];
    background: string;
  }

  test("stored sizes, capped srcsets, a blur behind opaque photos only, no policy violation", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const path of ["/", "/projects", "/blogs", "/certification", "/techStack", "/about"]) {
      await page.goto(path);
      const shown = await page.locator("main img").evaluateAll(async (elements) => {
        const found: ShownImage[] = [];
        for (const element of elements as HTMLImageElement[]) {
          const src = element.getAttribute("src") ?? "";
          const upload = src.startsWith("/_next/image?")
            ? new URLSearchParams(src.slice(src.indexOf("?") + 1)).get("url")
            : src.startsWith("/uploads/")
              ? src
              : null;
          if (!upload) continue;
          // The stored file itself, as the optimizer reads it, and whether any pixel is see-through.
          const file = new Image();
          file.src = upload;
          await file.decode();
          const canvas = document.createElement("canvas");
          [canvas.width, canvas.height] = [file.naturalWidth, file.naturalHeight];
          const context = canvas.getContext("2d")!;
          context.drawImage(file, 0, 0);
          const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
          let fileOpaque = true;
          for (let i = 3; i < pixels.length && fileOpaque; i += 4) fileOpaque = pixels[i] === 255;
          const srcset = element.getAttribute("srcset") ?? element.parentElement?.querySelector("source")?.getAttribute("srcset") ?? "";
          found.push({
            upload,
            alt: element.alt,
            width: Number(element.getAttribute("width")),
            height: Number(element.getAttribute("height")),
            fileWidth: file.naturalWidth,
            fileHeight: file.naturalHeight,
            fileOpaque,
            widths: srcset
              .split(", ")
              .filter((candidate) => candidate.includes("/_next/image?"))
              .map((candidate) => Number(/[?&]w=(\d+)/.exec(candidate)?.[1])),
            background: getComputedStyle(element).backgroundImage,
          });
        }
        return found;
      });
      expect(shown.length, path).toBeGreaterThan(0);
      for (const image of shown) {
        const where = `${path} ${image.upload} "${image.alt}"`;
        expect([image.width, image.height], where).toEqual([image.fileWidth, image.fileHeight]);
        expect(Math.max(0, ...image.widths), where).toBeLessThanOrEqual(image.fileWidth);
        if (image.alt !== "" && image.fileOpaque) {
          // Screenshots, covers, certificates, the photo: blurred in from the stored placeholder.
          expect(image.background, where).toMatch(/^url\("data:image\/svg\+xml/);
        } else {
          // Logos and tech icons beside their titles, or a see-through image: nothing around it.
          expect(image.background, where).toBe("none");
        }
      }
      // Decorative logos: the home page's and the list's project logos, every tech icon.
      if (path === "/techStack") expect(shown.every((image) => image.alt === ""), path).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });
});

test.describe("uploaded files", () => {
  /**
   * Issue 22, point 9: next.config.ts's header rules used to replace the route's policy with
   * the plain deny-all one, without `sandbox`: a résumé that is also HTML would have run in
   * the site's origin had a browser ever rendered it as a page.
   */
  test("are served with the deny-all policy and sandbox, the résumé PDF and images alike", async ({ request }) => {
    const { profile } = (await (await request.get("/api/v1/profile")).json()) as { profile: { resumeUrl: string; avatar: string } };
    for (const url of [profile.resumeUrl, profile.avatar]) {
      expect(url).toMatch(/^\/uploads\/[a-z0-9-]+\.(pdf|webp|jpg)$/);
      const response = await request.get(url);
      expect([url, response.status()]).toEqual([url, 200]);
      const policies = response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy");
      expect(policies.map((header) => header.value)).toEqual([
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'; sandbox",
      ]);
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    }
  });
});
