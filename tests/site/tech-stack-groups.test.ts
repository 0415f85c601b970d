import type { TechStackType } from "@/lib/enums";
import { groupTechStack } from "@/lib/site/tech-stack";

const item = (title: string, techStackType: TechStackType) => ({ title, techStackType });

describe("tech stack grouping", () => {
  test("groups in the fixed order Skills, Dev Tools, Apps, Games, Hardware, whatever the input order", () => {
    const groups = groupTechStack([
      item("Steam Deck", "hardware"),
      item("Hades", "games"),
      item("Figma", "apps"),
      item("Git", "dev"),
      item("TypeScript", "skills"),
    ]);
    expect(groups.map((g) => g.label)).toEqual(["Skills", "Dev Tools", "Apps", "Games", "Hardware"]);
    expect(groups.map((g) => g.type)).toEqual(["skills", "dev", "apps", "games", "hardware"]);
  });

  test("a group without items is left out", () => {
    const groups = groupTechStack([item("TypeScript", "skills"), item("Framework Laptop", "hardware")]);
    expect(groups.map((g) => g.label)).toEqual(["Skills", "Hardware"]);
  });

  test("items keep their order inside a group", () => {
    const groups = groupTechStack([item("React", "skills"), item("Git", "dev"), item("Next.js", "skills")]);
    expect(groups[0].items.map((i) => i.title)).toEqual(["React", "Next.js"]);
  });

  test("no items, no groups", () => {
    expect(groupTechStack([])).toEqual([]);
  });
});
