import { GeistSans } from "geist/font/sans";
import localFont from "next/font/local";

/** The text face: preloaded, it draws the first paint. */
export const sansFont = GeistSans;

/**
 * Geist Mono from the same `geist` package, loaded like its own export but not preloaded:
 * it only sets small labels, and a 70 KB preload would compete with the page's first
 * paint on a phone. Until it arrives the labels use the system monospace face.
 */
export const monoFont = localFont({
  src: "../../../node_modules/geist/dist/fonts/geist-mono/GeistMono-Variable.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  preload: false,
  adjustFontFallback: false,
  fallback: ["ui-monospace", "SFMono-Regular", "Menlo", "Monaco", "Liberation Mono", "Courier New", "monospace"],
});
