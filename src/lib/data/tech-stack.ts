import "server-only";
import { asc } from "drizzle-orm";
import { techStack, type TechStackRow } from "@/lib/db/schema";
import type { TechStackInput } from "@/lib/validations/tech-stack";
import { entityStore, type WithId } from "./store";

export type TechStackItem = WithId<TechStackRow>;

const store = entityStore<TechStackRow, TechStackInput & { imageUrl?: string | null }>(
  techStack,
  () => [asc(techStack.createdAt)],
);

export const listTechStack = store.list;
export const getTechStackItem = store.get;
export const createTechStackItem = store.create;
export const updateTechStackItem = store.update;
export const deleteTechStackItem = store.remove;
