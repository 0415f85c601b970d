import type { Config } from "tailwindcss";

// Tailwind v4 reads this through `@config` in src/app/globals.css.
const config: Config = {
  content: ["./src/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {},
  },
};

export default config;
