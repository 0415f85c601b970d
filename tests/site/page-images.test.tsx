/**
 * Issue 16, points 3 and 4, as a visitor's HTML: the public pages rendered from the demo
 * content (every image stored through the upload pipeline, so with its size and
 * placeholder). Each uploaded image has the stored width and height, no srcset candidate
 * wider than the file, the blurred placeholder where it is a photo, its alt text (the
 * owner's, else the default), logos and icons beside their title `alt=""`, and the page's
 * likely LCP image loaded eagerly with fetchpriority="high".
 */
import { renderToStaticMarkup } from "react-dom/server";
import AboutPage from "@/app/about/page";
import BlogPostPage from "@/app/blogs/[slug]/page";
import BlogsPage from "@/app/blogs/page";
import CertificationPage from "@/app/certification/page";
import HomePage from "@/app/page";
import ProjectsPage from "@/app/projects/page";
import TechStackPage from "@/app/techStack/page";
import { SiteHeader } from "@/components/site/site-header";
import { getDb } from "@/lib/db";
import { seedDemoContent } from "@/lib/db/demo-content";
import { getBlogs, getCertifications, getDefaultProjects, getPublicProfile, getTechStack } from "@/lib/data/public";
import { updateBlog } from "@/lib/data/blogs";
import { updateProject } from "@/lib/data/projects";
import { storedImage, type StoredImage } from "@/lib/site/stored-image";
import { resetDatabase } from "../helpers/db";
import { OPAQUE_PLACEHOLDER, srcsetWidths } from "../helpers/images";
import { SEED_TIMEOUT_MS } from "../helpers/timeouts";

jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  ...jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
  notFound: jest.requireActual<typeof import("next/navigation")>("next/navigation").notFound,
}));

/** What the database stores of each uploaded image, by its URL, and which field it is. */
const stored = new Map<string, StoredImage & { field: string }>();
const OWNER_ALT = "The Tidepool map: two hundred buoys along the coast, coloured by wave height";

beforeAll(async () => {
  await resetDatabase();
  await seedDemoContent(await getDb());
  // The demo's screenshots and covers have the owner's alt texts: one rewritten, and one
  // screenshot and one cover without, which then read as the default built from the item.
  const projects = await getDefaultProjects();
  await updateProject(projects.find((project) => project.title === "Tidepool")!._id, { screenshotAlt: OWNER_ALT });
  await updateProject(projects.find((project) => project.title === "Fieldnotes")!._id, { screenshotAlt: "" });
  const posts = await getBlogs();
  await updateBlog(posts.find((post) => post.title === "Keyset pagination in Postgres")!._id, { imageUrlAlt: "" });
  const [shownProjects, blogs, certifications, techStack, profile] = await Promise.all([
    getDefaultProjects(),
    getBlogs(),
    getCertifications(),
    getTechStack(),
    getPublicProfile(),
  ]);
  const remember = (image: StoredImage | null, field: string) => image && stored.set(image.src, { ...image, field });
  for (const project of shownProjects) {
    remember(storedImage(project, "screenshot"), "screenshot");
    remember(storedImage(project, "logo"), "logo");
  }
  for (const blog of blogs) remember(storedImage(blog, "imageUrl"), "cover");
  for (const certification of certifications) remember(storedImage(certification, "image"), "certificate");
  for (const item of techStack) remember(storedImage(item, "imageUrl"), "tech icon");
  remember(storedImage(profile, "avatar"), "avatar");
}, SEED_TIMEOUT_MS);

type Img = Record<string, string>;

const decode = (value: string) =>
  value.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

/** Every <img> of the page with its attributes, and the srcset of a <picture>'s <source> as `sourceSrcset`. */
function imagesOf(html: string): Img[] {
  const images: Img[] = [];
  for (const [, pictureSource, tag] of html.matchAll(/(?:<source\b([^>]*)>)?<img\b([^>]*)>/g)) {
    const attributes: Img = {};
    // HTML names are case-insensitive; React writes srcSet and fetchPriority.
    for (const [, name, value] of tag.matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) attributes[name.toLowerCase()] = decode(value);
    const source = pictureSource && /\ssrcset="([^"]*)"/i.exec(pictureSource)?.[1];
    if (source) attributes.sourceSrcset = decode(source);
    images.push(attributes);
  }
  return images;
}

/** The upload an <img> shows: the optimizer's `url` parameter, or the upload's own URL. */
function uploadOf(img: Img): string | null {
  const src = img.src ?? "";
  if (src.startsWith("/_next/image?")) return new URLSearchParams(src.slice("/_next/image?".length)).get("url");
  return src.startsWith("/uploads/") ? src : null;
}

/** The optimizer widths a srcset asks for. */
/** The uploaded images of a page, each with what is stored of it. */
function uploadedImages(html: string) {
  return imagesOf(html)
    .map((img) => ({ img, upload: uploadOf(img) }))
    .filter((entry): entry is { img: Img; upload: string } => entry.upload !== null)
    .map(({ img, upload }) => {
      const image = stored.get(upload);
      if (!image) throw new Error(`An image the database does not know: ${upload}`);
      return { img, image };
    });
}

/** What holds for every uploaded image on every page. */
function expectStoredRendering(html: string) {
  const images = uploadedImages(html);
  expect(images.length).toBeGreaterThan(0);
  for (const { img, image } of images) {
    const where = `${image.field} ${image.src}`;
    expect([where, img.width, img.height]).toEqual([where, String(image.width), String(image.height)]);
    const widths = srcsetWidths(img.sourceSrcset ?? img.srcset);
    expect([where, widths.length > 0]).toEqual([where, true]);
    expect([where, Math.max(...widths) <= image.width!]).toEqual([where, true]);
  }
  return images;
}

async function render(page: Promise<React.ReactNode> | React.ReactNode): Promise<string> {
  return renderToStaticMarkup(await page);
}

describe("every uploaded image is stored with its size and placeholder (the demo goes through the pipeline)", () => {
  test("sizes and placeholders of the demo's images", () => {
    // The active projects' screenshots and logos, 4 covers, 3 certificates, 12 icons, the photo.
    const shown = (field: string) => [...stored.values()].filter((image) => image.field === field).length;
    expect([shown("screenshot"), shown("logo"), shown("cover"), shown("certificate"), shown("tech icon"), shown("avatar")]).toEqual([4, 4, 4, 3, 12, 1]);
    for (const image of stored.values()) {
      expect([image.src, image.width! > 0, image.height! > 0]).toEqual([image.src, true, true]);
      expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(image.alt.trim()).not.toBe("");
    }
  });
});

describe("the pages", () => {
  test("/projects: screenshots with their alt, size, capped srcset and blur; the first row prioritised; logos decorative", async () => {
    const html = await render(ProjectsPage());
    const images = expectStoredRendering(html);
    const screenshots = images.filter(({ image }) => image.field === "screenshot");
    const logos = images.filter(({ image }) => image.field === "logo");
    expect(screenshots.length).toBe(4);
    expect(logos.length).toBe(4);
    for (const { img, image } of screenshots) {
      expect(img.alt).toBe(image.alt);
      expect(img.style).toContain("background-image:url(\"data:image/svg+xml");
      expect(img.style).toContain(image.placeholder!.slice("data:image/webp;base64,".length, 60));
    }
    expect(screenshots.map(({ img }) => img.alt)).toContain(OWNER_ALT);
    expect(screenshots.map(({ img }) => img.alt)).toContain("Screenshot of Fieldnotes");
    // The first row of cards (three at its widest) holds the LCP image: eager and first; the rest wait.
    expect(screenshots.map(({ img }) => img.fetchpriority ?? "")).toEqual(["high", "high", "high", ""]);
    expect(screenshots.map(({ img }) => img.loading)).toEqual(["eager", "eager", "eager", "lazy"]);
    for (const { img } of logos) {
      expect(img.alt).toBe("");
      expect(img.style ?? "").not.toContain("background-image");
    }
  });

  test("home: Selected Work's screenshots and logos, like the list", async () => {
    const html = await render(HomePage());
    const images = expectStoredRendering(html);
    const screenshots = images.filter(({ image }) => image.field === "screenshot");
    expect(screenshots.length).toBe(3);
    for (const { img, image } of screenshots) {
      expect(img.alt).toBe(image.alt);
      expect(img.style).toContain("background-image");
    }
    expect(images.filter(({ image }) => image.field === "logo").every(({ img }) => img.alt === "")).toBe(true);
  });

  test("/blogs: covers with their alt (the owner's, else the default), the first row prioritised", async () => {
    const html = await render(BlogsPage());
    const covers = expectStoredRendering(html);
    const blogs = await getBlogs();
    expect(covers.map(({ img }) => img.alt)).toEqual(blogs.map((blog) => blog.imageUrlAlt));
    expect(covers.map(({ img }) => img.alt)).toContain("Cover image for Keyset pagination in Postgres");
    expect(covers.map(({ img }) => img.alt)).toContain("A shield with a check mark over the policy script-src 'self' 'sha256-…'");
    expect(covers.map(({ img }) => img.fetchpriority ?? "")).toEqual(["high", "high", "high", ""]);
    for (const { img } of covers) expect(img.style).toContain("background-image");
  });

  test("a post: the hero at the cover's own ratio, with its alt and blur, eager and first", async () => {
    const [blog] = await getBlogs();
    await updateBlog(blog._id, { imageUrlAlt: "A table scanned page by page, an index walked instead" });
    const html = await render(BlogPostPage({ params: Promise.resolve({ slug: blog.slug }) }));
    const [hero] = expectStoredRendering(html).filter(({ image }) => image.field === "cover");
    expect(hero.img.alt).toBe("A table scanned page by page, an index walked instead");
    expect(hero.img.fetchpriority).toBe("high");
    expect(hero.img.loading).toBe("eager");
    expect(hero.img.style).toContain("background-image");
    // The box takes the file's ratio (16:9 in the demo) instead of the fixed 2:1.
    const ratio = Math.round((hero.image.width! / hero.image.height!) * 1000) / 1000;
    expect(html).toContain(`style="aspect-ratio:${ratio}"`);
    // The byline's photo is beside the author's name: decorative.
    const avatar = expectStoredRendering(html).find(({ image }) => image.field === "avatar");
    expect(avatar?.img.alt).toBe("");
  });

  test("/certification: certificates with their default alt and blur, the first row prioritised", async () => {
    const html = await render(CertificationPage());
    const certificates = expectStoredRendering(html);
    const certifications = await getCertifications();
    expect(certificates.map(({ img }) => img.alt)).toEqual(
      certifications.map((c) => `${c.title} certificate from ${c.organization}`),
    );
    // Two columns: either card of the first row may be the largest paint.
    expect(certificates.map(({ img }) => img.fetchpriority ?? "")).toEqual(["high", "high", ""]);
    for (const { img } of certificates) expect(img.style).toContain("background-image");
  });

  test("/techStack: icons beside their titles are decorative, without a blur", async () => {
    const html = await render(TechStackPage());
    const icons = expectStoredRendering(html);
    expect(icons.length).toBe(12);
    for (const { img } of icons) {
      expect(img.alt).toBe("");
      expect(img.style ?? "").not.toContain("background-image");
    }
  });

  test("/about: the photo with the owner's alt text; the header's photo beside the name is decorative", async () => {
    const profile = await getPublicProfile();
    const [photo] = expectStoredRendering(await render(AboutPage()));
    expect(photo.image.field).toBe("avatar");
    expect(photo.img.alt).toBe("Illustrated portrait of Alex Morgan, smiling, in round glasses");
    expect(photo.img.alt).toBe(profile.avatarAlt);
    // A square box whatever the photo's ratio: its width and height say the file's.
    expect(photo.img.style).toContain("width:96px;height:96px");

    const [badge] = expectStoredRendering(await render(<SiteHeader profile={profile} />));
    expect(badge.img.alt).toBe("");
    // The demo's portrait has transparent corners: no blur behind it. An owner's opaque photo
    // is blurred in from its placeholder, in the header as on /about.
    expect(badge.img.style ?? "").not.toContain("background-image");
    const [photoBadge] = expectStoredRendering(await render(<SiteHeader profile={{ ...profile, avatarPlaceholder: OPAQUE_PLACEHOLDER }} />));
    expect(photoBadge.img.style).toContain("background-image");
  });
});
