// Enumerations shared by the database schema, the validations and the UI. Kept free of
// imports so client forms can use them without pulling in the database layer.
export const PROJECT_TYPES = ["frontend", "full-stack", "backend"] as const;
export const TECH_STACK_TYPES = ["skills", "dev", "apps", "games", "hardware"] as const;

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type TechStackType = (typeof TECH_STACK_TYPES)[number];
