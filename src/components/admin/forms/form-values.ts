// Stored items → the text an edit form starts from. A plain module (no "use client"), so
// the server pages call these before handing plain strings to the client forms.
import type { Blog } from "@/lib/data/blogs";
import type { Certification } from "@/lib/data/certifications";
import type { Experience } from "@/lib/data/experiences";
import type { Project } from "@/lib/data/projects";
import type { TechStackItem } from "@/lib/data/tech-stack";
import type { ProjectType, TechStackType } from "@/lib/enums";

/** A stored time as ISO 8601: a Date from the data layer, a string from the API's JSON. */
const isoOf = (value: Date | string | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value : value.toISOString();

/** The list fields are typed as text: commas, except experience `learned` with pipes. */
export const joinList = (items: readonly string[], separator: "," | "|") =>
  (items ?? []).join(separator === "," ? ", " : " | ");

export interface ProjectFormValues {
  _id: string;
  /** The version it was loaded at (If-Match). */
  version: number;
  title: string;
  oneLineDescription: string;
  projectType: ProjectType;
  liveUrl: string;
  technologiesUsed: string;
  keywordsAndTags: string;
  description: string;
  isArchived: boolean;
  featured: boolean;
  logo: string | null;
  logoAlt: string;
  screenshot: string | null;
  screenshotAlt: string;
  /** "draft" or "published" (absent: published); publishAt as ISO 8601 (scheduled when still to come). */
  status?: string;
  publishAt?: string | null;
}

export const projectFormValues = (p: Project): ProjectFormValues => ({
  _id: p._id,
  version: p.version,
  title: p.title,
  oneLineDescription: p.oneLineDescription,
  projectType: p.projectType,
  liveUrl: p.liveUrl,
  technologiesUsed: joinList(p.technologiesUsed, ","),
  keywordsAndTags: joinList(p.keywordsAndTags, ","),
  description: p.description,
  isArchived: p.isArchived,
  featured: p.featured,
  logo: p.logo,
  logoAlt: p.logoAlt,
  screenshot: p.screenshot,
  screenshotAlt: p.screenshotAlt,
  status: p.status,
  publishAt: isoOf(p.publishAt),
});

export interface TechStackFormValues {
  _id: string;
  /** The version it was loaded at (If-Match). */
  version: number;
  title: string;
  category: string;
  url: string;
  techStackType: TechStackType;
  imageUrl: string | null;
  imageUrlAlt: string;
}

export const techStackFormValues = (t: TechStackItem): TechStackFormValues => ({
  _id: t._id,
  version: t.version,
  title: t.title,
  category: t.category,
  url: t.url,
  techStackType: t.techStackType,
  imageUrl: t.imageUrl,
  imageUrlAlt: t.imageUrlAlt,
});

export interface ExperienceFormValues {
  _id: string;
  /** The version it was loaded at (If-Match). */
  version: number;
  title: string;
  company: string;
  location: string;
  startDate: string;
  /** Empty for the current role. */
  endDate: string;
  /** The stored value, not a fixed default (a bug of the original client). */
  skills: string;
  learned: string;
}

export const experienceFormValues = (e: Experience): ExperienceFormValues => ({
  _id: e._id,
  version: e.version,
  title: e.title,
  company: e.company,
  location: e.location,
  startDate: e.startDate,
  endDate: e.endDate ?? "",
  skills: e.skills,
  learned: joinList(e.learned, "|"),
});

export interface CertificationFormValues {
  _id: string;
  /** The version it was loaded at (If-Match). */
  version: number;
  title: string;
  credentialID: string;
  organization: string;
  date: string;
  url: string;
  learned: string;
  image: string | null;
  imageAlt: string;
}

export const certificationFormValues = (c: Certification): CertificationFormValues => ({
  _id: c._id,
  version: c.version,
  title: c.title,
  credentialID: c.credentialID,
  organization: c.organization,
  date: c.date,
  url: c.url,
  learned: joinList(c.learned, ","),
  image: c.image,
  imageAlt: c.imageAlt,
});

export interface BlogFormValues {
  _id: string;
  /** The version it was loaded at (If-Match). */
  version: number;
  title: string;
  slug: string;
  /** Comma-separated, as the form edits them. */
  tags: string;
  summary: string;
  date: string;
  content: string;
  imageUrl: string | null;
  imageUrlAlt: string;
  /** '' when the summary describes the post. */
  metaDescription: string;
  /** '' when the post first appeared here. */
  canonicalUrl: string;
  socialImage: string | null;
  socialImageAlt: string;
  status?: string;
  publishAt?: string | null;
}

export const blogFormValues = (b: Blog): BlogFormValues => ({
  _id: b._id,
  version: b.version,
  title: b.title,
  slug: b.slug,
  tags: joinList(b.tags, ","),
  summary: b.summary,
  date: b.date,
  content: b.content,
  imageUrl: b.imageUrl,
  imageUrlAlt: b.imageUrlAlt,
  metaDescription: b.metaDescription,
  canonicalUrl: b.canonicalUrl ?? "",
  socialImage: b.socialImage,
  socialImageAlt: b.socialImageAlt,
  status: b.status,
  publishAt: isoOf(b.publishAt),
});
