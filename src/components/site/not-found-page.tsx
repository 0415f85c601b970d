import { notFound } from "next/navigation";
import { Suspense } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button";
import { ErrorScreen } from "./error-screen";

export interface WayBack {
  href: string;
  label: string;
}

/** Where an unknown post's 404 screen leads back to. */
export const ALL_POSTS: WayBack = { href: "/blogs", label: "All posts" };

/** The site's 404 screen (spec point 8: Page Not Found, Return Home), and a way back to the list it belongs to. */
export function NotFoundScreen({ back }: { back?: WayBack }) {
  return (
    <ErrorScreen status={404}>
      {back && (
        <IntentLink href={back.href} className={buttonClasses({ variant: "secondary", size: "lg" })}>
          {back.label}
        </IntentLink>
      )}
    </ErrorScreen>
  );
}

/** Throws Next's not-found signal where it is rendered: below a Suspense boundary, only the status. */
function NotFoundStatus(): never {
  notFound();
}

/**
 * What a page renders for an address that names nothing (an unknown post, a dead preview
 * link) instead of calling notFound() itself (issue 22, point 4).
 *
 * Why: a page of a dynamic route that calls notFound() while Next renders it on demand
 * (a post on its first view, a preview) fails the whole document in Next 16.4, which then
 * sends a bare shell (`<html id="__next_error__">`) with no header, footer or 404 screen
 * until JavaScript draws them. Here the screen is the page's own content, inside the root
 * layout, in the server's HTML; the signal is thrown below a Suspense boundary, where it
 * fails only that empty boundary. A page Next renders to cache (ISR: posts, in the "hash"
 * and "vercel-cached" builds) then answers 404, which the page cache never keeps. A page
 * streamed per request (previews, every page of a "nonce" build) has sent its status before
 * the signal: its 404 comes from the proxy (src/lib/proxy/not-found-status.ts), which asks
 * what the page asks. In the browser the boundary is rendered again, the signal reaches the
 * route's not-found.tsx, and it shows the same screen.
 */
export function NotFoundPage({ back }: { back?: WayBack }) {
  return (
    <>
      <NotFoundScreen back={back} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
