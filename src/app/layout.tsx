import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { MobileNav } from "@/components/site/mobile-nav";
import { RevealObserver } from "@/components/site/reveal-observer";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { ViewBeacon } from "@/components/site/view-beacon";
import { Toasts } from "@/components/toasts";
import { getLayoutProfile } from "@/lib/data/public";
import { CSP_MODE } from "@/lib/security/csp";
import { monoFont, sansFont } from "@/lib/site/fonts";
import { THEME_COLORS } from "@/lib/site/manifest";
import { rootMetadata } from "@/lib/site/metadata";
import { DEFAULT_THEME, THEME_SCRIPT } from "@/lib/site/theme";
import "./globals.css";

/**
 * From the profile (one cached read under its tag, shared with the header and footer): a
 * profile save expires every page, and the next view of each shows it. Pages add their own
 * title, canonical link and Open Graph tags (src/lib/site/metadata.ts pageMetadata).
 */
export async function generateMetadata(): Promise<Metadata> {
  return rootMetadata(await getLayoutProfile());
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: dark)", color: THEME_COLORS.dark },
    { media: "(prefers-color-scheme: light)", color: THEME_COLORS.light },
  ],
  colorScheme: "dark light",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // With per-request nonces (src/lib/security/csp.ts) every page renders per request, so
  // that each gets the nonce src/proxy.nonce.ts made for it.
  if (CSP_MODE === "nonce") await connection();
  // The frame stays up while the database is down: the page's failure shows inside it.
  const profile = await getLayoutProfile();
  return (
    // The head script may set data-theme before React hydrates, and the reveal island
    // data-reveal: the DOM wins.
    <html
      lang="en"
      data-theme={DEFAULT_THEME}
      className={`${DEFAULT_THEME === "dark" ? "dark " : ""}${sansFont.variable} ${monoFont.variable}`}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="flex min-h-dvh flex-col bg-bg font-sans text-fg antialiased pb-[calc(4.5rem+env(safe-area-inset-bottom))] md:pb-0">
        {/* Off screen until focused, then a pill that fits its text (sr-only/not-sr-only
            would zero its padding on focus). */}
        <a
          href="#main"
          className="fixed left-4 top-3 z-[60] inline-flex min-h-11 -translate-y-[200%] items-center whitespace-nowrap rounded-full bg-accent-strong px-5 text-sm font-semibold text-accent-contrast shadow-card focus:translate-y-0 motion-safe:transition-transform"
        >
          Skip to content
        </a>
        <SiteHeader profile={profile} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter profile={profile} />
        <MobileNav />
        <RevealObserver />
        <ViewBeacon />
        <Toasts />
      </body>
    </html>
  );
}
