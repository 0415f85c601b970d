import "server-only";
import { desc, sql } from "drizzle-orm";
import { experiences, type ExperienceRow } from "@/lib/db/schema";
import type { ExperienceInput } from "@/lib/validations/experience";
import { entityStore, type WithId } from "./store";

export type Experience = WithId<ExperienceRow>;

// Newest role first; among roles that started the same month, the current one first.
const store = entityStore<ExperienceRow, ExperienceInput>(experiences, () => [
  desc(experiences.startDate),
  sql`${experiences.endDate} desc nulls first`,
  desc(experiences.createdAt),
]);

export const listExperiences = store.list;
export const getExperience = store.get;
export const createExperience = store.create;
export const updateExperience = store.update;
export const deleteExperience = store.remove;
export const restoreExperience = store.restore;
