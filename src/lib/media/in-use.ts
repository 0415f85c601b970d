import "server-only";
import { inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/lib/db";
import { blogs, certifications, profile, projects, techStack } from "@/lib/db/schema";
import { deleteFiles } from "@/lib/storage";
import { filesNamedByVersions } from "@/lib/versions/history";

/*
 * When an uploaded file counts as used (docs/decisions.md, "When an uploaded file is used"):
 * a row names it (an item outside or inside the trash, the profile), or a kept version of a
 * post or project does. A file is deleted only when none does; every place that lets go of a
 * file (a replaced or removed image, a purge, a pruned version) asks here first.
 */

/** Every column that holds an uploaded file's URL. */
export const FILE_COLUMNS: ReadonlyArray<{ table: PgTable; column: AnyPgColumn }> = [
  { table: projects, column: projects.logo },
  { table: projects, column: projects.screenshot },
  { table: blogs, column: blogs.imageUrl },
  { table: certifications, column: certifications.image },
  { table: techStack, column: techStack.imageUrl },
  { table: profile, column: profile.avatar },
  { table: profile, column: profile.resumeUrl },
];

/** Those of `urls` that a row or a kept version still names. */
export async function filesInUse(db: Database, urls: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  const used = await filesNamedByVersions(db, wanted);
  for (const { table, column } of FILE_COLUMNS) {
    const rows = (await db.select({ url: column }).from(table).where(inArray(column, wanted))) as Array<{ url: string | null }>;
    for (const row of rows) if (row.url) used.add(row.url);
  }
  return used;
}

/**
 * Deletes those of `urls` that nothing names any more (best effort, like deleteFiles). Called
 * after the write that let go of them has committed.
 */
export async function deleteUnusedFiles(urls: ReadonlyArray<string | null | undefined>): Promise<void> {
  const candidates = urls.filter((url): url is string => typeof url === "string" && url !== "");
  if (candidates.length === 0) return;
  let used: Set<string>;
  try {
    used = await filesInUse(await getDb(), candidates);
  } catch (error) {
    // Unsure whether they are used: keep them (a stray file costs less than a broken page).
    console.error("[media] could not check whether files are used; kept:", (error as Error).message);
    return;
  }
  await deleteFiles(candidates.filter((url) => !used.has(url)));
}
