import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  siDocker,
  siFigma,
  siFramework,
  siGit,
  siNextdotjs,
  siNodedotjs,
  siObsidian,
  siPostgresql,
  siReact,
  siTailwindcss,
  siTypescript,
  siZedindustries,
  type SimpleIcon,
} from "simple-icons";
import { storedImageColumns } from "@/lib/images/fields";
import { checkPdf, getStorage, storeImage, storePdf } from "@/lib/storage";
import { checkImage } from "@/lib/storage/check-image";
import { DEMO_ASSET_DIR, DEMO_ASSETS, type DemoProjectKey } from "./demo-asset-names";

/**
 * The tech stack's brand marks (simple-icons, CC0 data; Git's mark is CC BY 3.0, Jason
 * Long). Each is drawn unaltered, in the brand's own colour, or in black where the brand
 * mark is multi-coloured or a gradient (Figma, Obsidian): their guidelines allow the
 * monochrome mark, not a recoloured one.
 */
export const TECH_LOGOS: Record<string, { icon: SimpleIcon; monochrome?: boolean }> = {
  TypeScript: { icon: siTypescript },
  React: { icon: siReact },
  "Next.js": { icon: siNextdotjs },
  PostgreSQL: { icon: siPostgresql },
  "Node.js": { icon: siNodedotjs },
  "Tailwind CSS": { icon: siTailwindcss },
  Zed: { icon: siZedindustries },
  Git: { icon: siGit },
  Docker: { icon: siDocker },
  Figma: { icon: siFigma, monochrome: true },
  Obsidian: { icon: siObsidian, monochrome: true },
  "Framework Laptop 13": { icon: siFramework },
};

const LOGO_SIZE = 256;
const LIGHT_PLATE = "#ffffff";
const DARK_PLATE = "#101827";

function luminance(hex: string): number {
  const channel = (i: number) => {
    const value = parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast of a colour against white. */
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/**
 * One PNG per brand: the mark centred on a plate that works in both themes. The plate is
 * white unless the brand colour is too light for it (under 3:1, e.g. React's cyan), then
 * dark, as those brands show their marks themselves.
 */
export function brandLogoSvg(icon: SimpleIcon, monochrome = false): string {
  const color = monochrome ? "000000" : icon.hex;
  const light = contrastOnWhite(color) >= 3;
  const plate = light ? LIGHT_PLATE : DARK_PLATE;
  const border = light ? `stroke="#e4e4e0" stroke-width="4"` : "";
  const mark = 144;
  const offset = (LOGO_SIZE - mark) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">` +
    `<rect x="2" y="2" width="${LOGO_SIZE - 4}" height="${LOGO_SIZE - 4}" rx="56" fill="${plate}" ${border}/>` +
    `<g transform="translate(${offset} ${offset}) scale(${mark / 24})"><path d="${icon.path}" fill="#${color}"/></g>` +
    `</svg>`
  );
}

export async function renderBrandLogo(icon: SimpleIcon, monochrome = false): Promise<Uint8Array> {
  return new Uint8Array(await sharp(Buffer.from(brandLogoSvg(icon, monochrome))).png({ compressionLevel: 9 }).toBuffer());
}

/** An image field's columns as an upload fills them: its URL, size and placeholder. */
export type DemoImage<F extends string> = { [K in F | `${F}Placeholder`]: string } & { [K in `${F}Width` | `${F}Height`]: number };

/**
 * Through the same check, pipeline (re-encoded, measured) and storage as an owner's upload,
 * so the row holds what an upload would have written.
 */
async function store<F extends string>(field: F, name: string, bytes: Uint8Array, stored: string[]): Promise<DemoImage<F>> {
  const image = await checkImage(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
  const url = await storeImage(image);
  stored.push(url);
  return storedImageColumns(field, url, image) as DemoImage<F>;
}

const readAsset = async (name: string) => new Uint8Array(await fs.readFile(path.join(DEMO_ASSET_DIR, name)));

export interface DemoImages {
  projects: Record<DemoProjectKey, DemoImage<"logo"> & DemoImage<"screenshot">>;
  posts: Record<keyof typeof DEMO_ASSETS.posts, DemoImage<"imageUrl">>;
  certifications: Record<keyof typeof DEMO_ASSETS.certifications, DemoImage<"image">>;
  techStack: Record<string, DemoImage<"imageUrl">>;
  avatar: DemoImage<"avatar">;
  /** The owner's résumé: a PDF, stored like an uploaded one (checkPdf/storePdf). */
  resume: string;
  /** Every stored URL, to remove them again if the seed fails after storing. */
  urls: string[];
}

/**
 * Stores every demo image: the committed drawings (src/lib/db/demo-assets) and a brand
 * logo rendered now for each tech stack title; and the committed résumé PDF. All or
 * nothing: a failure removes what was already stored.
 */
export async function storeDemoImages(techTitles: string[]): Promise<DemoImages> {
  const urls: string[] = [];
  try {
    const asset = <F extends string>(field: F, name: string) => readAsset(name).then((bytes) => store(field, name, bytes, urls));
    const projects = {} as DemoImages["projects"];
    for (const [key, files] of Object.entries(DEMO_ASSETS.projects) as Array<[DemoProjectKey, { logo: string; screenshot: string }]>) {
      projects[key] = { ...(await asset("logo", files.logo)), ...(await asset("screenshot", files.screenshot)) };
    }
    const posts = {} as DemoImages["posts"];
    for (const [key, name] of Object.entries(DEMO_ASSETS.posts) as Array<[keyof DemoImages["posts"], string]>) {
      posts[key] = await asset("imageUrl", name);
    }
    const certifications = {} as DemoImages["certifications"];
    for (const [key, name] of Object.entries(DEMO_ASSETS.certifications) as Array<[keyof DemoImages["certifications"], string]>) {
      certifications[key] = await asset("image", name);
    }
    const techStack: DemoImages["techStack"] = {};
    for (const title of techTitles) {
      const logo = TECH_LOGOS[title];
      if (!logo) throw new Error(`No brand logo for the demo tech stack item "${title}".`);
      techStack[title] = await store("imageUrl", `${logo.icon.slug}.png`, await renderBrandLogo(logo.icon, logo.monochrome), urls);
    }
    const avatar = await asset("avatar", DEMO_ASSETS.avatar);
    const resumeBytes = await readAsset(DEMO_ASSETS.resume);
    const resume = await storePdf(await checkPdf("resume", new File([resumeBytes as Uint8Array<ArrayBuffer>], DEMO_ASSETS.resume)));
    urls.push(resume);
    return { projects, posts, certifications, techStack, avatar, resume, urls };
  } catch (error) {
    await removeDemoImages(urls);
    throw error;
  }
}

export async function removeDemoImages(urls: string[]): Promise<void> {
  const storage = getStorage();
  await Promise.all(urls.map((url) => storage.delete(url).catch(() => undefined)));
}
