import "server-only";
import { desc, sql } from "drizzle-orm";
import { experiences, type ExperienceRow } from "@/lib/db/schema";
import type { ExperienceInput } from "@/lib/validations/experience";
import { entityStore, type WithId } from "./store";

export type Experience = WithId<ExperienceRow>;

// Newest role first; among roles that started the same month, the current one first, then
// the one that ended last, the newest added, and by id: two reads always agree.
const store = entityStore<ExperienceRow, ExperienceInput>(experiences, () => [
  desc(experiences.startDate),
  sql`${experiences.endDate} desc nulls first`,
  desc(experiences.createdAt),
  desc(experiences.id),
]);

export const listExperiences = store.list;
export const getExperience = store.get;
export const createExperience = store.create;
export const updateExperience = store.update;
export const deleteExperience = store.remove;
export const restoreExperience = store.restore;
