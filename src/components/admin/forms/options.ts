import { PROJECT_TYPES, TECH_STACK_TYPES } from "@/lib/enums";
import type { SelectOption } from "../fields/select-field";

const PROJECT_TYPE_LABELS: Record<(typeof PROJECT_TYPES)[number], string> = {
  frontend: "Frontend",
  "full-stack": "Full-stack",
  backend: "Backend",
};

/** The labels of the public tech stack sections, so the owner picks where an item shows. */
const TECH_STACK_TYPE_LABELS: Record<(typeof TECH_STACK_TYPES)[number], string> = {
  skills: "Skills",
  dev: "Dev Tools",
  apps: "Apps",
  games: "Games",
  hardware: "Hardware",
};

export const PROJECT_TYPE_OPTIONS: SelectOption[] = PROJECT_TYPES.map((value) => ({
  value,
  label: PROJECT_TYPE_LABELS[value],
}));

export const TECH_STACK_TYPE_OPTIONS: SelectOption[] = TECH_STACK_TYPES.map((value) => ({
  value,
  label: TECH_STACK_TYPE_LABELS[value],
}));
