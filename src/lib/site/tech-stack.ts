import type { TechStackType } from "@/lib/enums";
import { TECH_STACK_GROUPS } from "@/lib/validations/tech-stack";

export interface TechStackGroup<Item> {
  type: TechStackType;
  label: string;
  items: Item[];
}

/**
 * The sections of /techStack in their fixed order (Skills, Dev Tools, Apps, Games,
 * Hardware). A section without items is left out; items keep their order within a section.
 */
export function groupTechStack<Item extends { techStackType: TechStackType }>(items: Item[]): TechStackGroup<Item>[] {
  return TECH_STACK_GROUPS.map(({ type, label }) => ({
    type,
    label,
    items: items.filter((item) => item.techStackType === type),
  })).filter((group) => group.items.length > 0);
}
