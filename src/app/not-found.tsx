import type { Metadata } from "next";
import { ErrorScreen } from "@/components/site/error-screen";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/** Unknown routes, and pages that call notFound() for an unknown or malformed id. */
export default function NotFound() {
  return <ErrorScreen status={404} />;
}
