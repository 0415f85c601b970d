import "server-only";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { blogs, certifications, experiences, messages, projects, techStack } from "@/lib/db/schema";
import { BLOG_IMAGE_FIELDS } from "@/lib/validations/blog";
import { CERTIFICATION_IMAGE_FIELDS } from "@/lib/validations/certification";
import { PROJECT_IMAGE_FIELDS } from "@/lib/validations/project";
import { TECH_STACK_IMAGE_FIELDS } from "@/lib/validations/tech-stack";
import type { TrashCollection } from "./kinds";

type Row = Record<string, unknown>;
const text = (row: Row, column: string) => (typeof row[column] === "string" ? (row[column] as string) : "");
const url = (row: Row, column: string) => (typeof row[column] === "string" && row[column] ? (row[column] as string) : null);

export interface TrashTable {
  table: PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn };
  /** Columns holding an uploaded file's URL: deleted with the row when it is purged. */
  files: readonly string[];
  /** How the trash names the item. */
  title: (row: Row) => string;
  /** The picture of the item on the trash screen, when it has one. */
  thumbnail: (row: Row) => string | null;
}

/** Where each kind of content lives, and what of it the trash shows and deletes. */
export const TRASH_TABLES: Record<TrashCollection, TrashTable> = {
  projects: {
    table: projects,
    files: PROJECT_IMAGE_FIELDS,
    title: (row) => text(row, "title"),
    thumbnail: (row) => url(row, "screenshot") ?? url(row, "logo"),
  },
  blogs: {
    table: blogs,
    files: BLOG_IMAGE_FIELDS,
    title: (row) => text(row, "title"),
    thumbnail: (row) => url(row, "imageUrl"),
  },
  experiences: {
    table: experiences,
    files: [],
    title: (row) => `${text(row, "title")} at ${text(row, "company")}`,
    thumbnail: () => null,
  },
  certification: {
    table: certifications,
    files: CERTIFICATION_IMAGE_FIELDS,
    title: (row) => text(row, "title"),
    thumbnail: (row) => url(row, "image"),
  },
  techStack: {
    table: techStack,
    files: TECH_STACK_IMAGE_FIELDS,
    title: (row) => text(row, "title"),
    thumbnail: (row) => url(row, "imageUrl"),
  },
  message: {
    table: messages,
    files: [],
    title: (row) => `${text(row, "subject")} (from ${text(row, "name")})`,
    thumbnail: () => null,
  },
};

/** The uploaded files a row points at. */
export const filesOf = (collection: TrashCollection, row: Row) =>
  TRASH_TABLES[collection].files.map((column) => url(row, column));
