import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layers point one way (docs/architecture.md): app -> components -> lib; inside lib, the
// data layer (lib/data) sits on the database layer (lib/db), never the other way round.
const LIB_NEVER_IMPORTS = [
  { group: ["@/components/*", "@/app/*"], message: "src/lib sits below the components and pages: move the shared type or code into src/lib." },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["src/lib/**/*.{ts,tsx,mjs}"],
    rules: { "no-restricted-imports": ["error", { patterns: LIB_NEVER_IMPORTS }] },
  },
  {
    files: ["src/lib/db/**/*.{ts,tsx,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...LIB_NEVER_IMPORTS,
            { group: ["@/lib/data/*", "@/lib/api/*"], message: "The database layer (and the start-up seed in it) sits below the data layer and the API." },
          ],
        },
      ],
    },
  },
  globalIgnores([".next/**", ".floor/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", "next-env.d.ts", "playwright-report*/**", "test-results*/**"]),
]);
