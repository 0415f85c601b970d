import "server-only";
import { techStack, type TechStackRow } from "@/lib/db/schema";
import { TECH_STACK_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import type { ImageColumns } from "@/lib/images/fields";
import { positionHooks, TECH_STACK_ORDER } from "@/lib/ordering/tech-stack";
import type { TechStackInput } from "@/lib/validations/tech-stack";
import { entityStore, type WithId } from "./store";

export type TechStackItem = WithId<TechStackRow>;

/** What a write may set: the form's fields, the stored image's columns, and the place in its section. */
type TechStackWrite = TechStackInput & ImageColumns<"imageUrl"> & { position?: number };

// Listed in the owner's order within each section (the page groups them by techStackType).
const store = entityStore<TechStackRow, TechStackWrite>(
  techStack,
  TECH_STACK_ORDER,
  (item) => withDefaultAlts(item, TECH_STACK_ALTS),
  positionHooks<TechStackWrite>(),
);

export const listTechStack = store.list;
export const getTechStackItem = store.get;
export const createTechStackItem = store.create;
export const updateTechStackItem = store.update;
export const deleteTechStackItem = store.remove;
export const restoreTechStackItem = store.restore;
