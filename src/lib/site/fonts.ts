import localFont from "next/font/local";

/**
 * Geist, self-hosted from @fontsource-variable, Latin subset only: 29 KB instead of the
 * 70 KB full face, and it is the one file every page preloads before its first paint. A
 * character outside Latin (a name in a blog post) falls back to the system face.
 */
export const sansFont = localFont({
  src: "../../../node_modules/@fontsource-variable/geist/files/geist-latin-wght-normal.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
  display: "optional",
});

/**
 * Geist Mono, Latin subset, not preloaded: it only sets small labels and code, and a
 * preload would compete with the first paint on a phone. Until it arrives the labels use
 * the system monospace face.
 */
export const monoFont = localFont({
  src: "../../../node_modules/@fontsource-variable/geist-mono/files/geist-mono-latin-wght-normal.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Menlo", "Monaco", "Liberation Mono", "Courier New", "monospace"],
});
