import { defineConfig } from "drizzle-kit";

// `npm run db:generate` only diffs the schema against drizzle/; it never connects.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/lib/db/schema.ts",
  out: "./drizzle",
});
