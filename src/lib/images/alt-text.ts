import { altField } from "./fields";

/**
 * Default alt texts: what an image's `${F}Alt` reads as when the owner wrote none (stored
 * as ''). Built from the item, so they describe it ("Screenshot of Fieldnotes"); the API,
 * the pages and the forms (prefilled, for the owner to improve) all show these. No server
 * code here: the forms use the same builders.
 */
type Builders<T> = Record<string, (item: T) => string>;

export const PROJECT_ALTS = {
  logo: (project: { title: string }) => `${project.title} logo`,
  screenshot: (project: { title: string }) => `Screenshot of ${project.title}`,
} satisfies Builders<{ title: string }>;

export const BLOG_ALTS = {
  imageUrl: (blog: { title: string }) => `Cover image for ${blog.title}`,
  socialImage: (blog: { title: string }) => `Image for ${blog.title}`,
} satisfies Builders<{ title: string }>;

export const CERTIFICATION_ALTS = {
  image: (certification: { title: string; organization: string }) =>
    `${certification.title} certificate from ${certification.organization}`,
} satisfies Builders<{ title: string; organization: string }>;

export const TECH_STACK_ALTS = {
  imageUrl: (item: { title: string }) => `${item.title} logo`,
} satisfies Builders<{ title: string }>;

export const PROFILE_ALTS = {
  avatar: (profile: { name: string }) => `Photo of ${profile.name}`,
} satisfies Builders<{ name: string }>;

/**
 * The item with every empty `${F}Alt` replaced by its default: what reads return. An alt the
 * owner wrote is kept as written.
 */
export function withDefaultAlts<T extends object>(item: T, builders: Builders<T>): T {
  const filled = { ...item } as Record<string, unknown>;
  for (const [field, build] of Object.entries(builders)) {
    const key = altField(field);
    const stored = filled[key];
    if (typeof stored !== "string" || stored.trim() === "") filled[key] = build(item);
  }
  return filled as T;
}
