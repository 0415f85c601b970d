import type { Metadata } from "next";
import { PrepareToasts } from "@/components/admin/prepare-toasts";
import { requireOwner } from "@/lib/auth/require-owner";

// Owner screens are private: never indexed, never followed.
export const metadata: Metadata = {
  robots: { index: false, follow: false, nocache: true },
};

/**
 * The owner's screens. The guard runs here and again in every page (see requireOwner):
 * an anonymous visitor is redirected to / on the server before anything renders.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireOwner();
  // The body already keeps the phone's bottom bar clear, and the footer's margin follows.
  return (
    <div className="mx-auto w-full max-w-4xl px-5 pb-4 pt-6 sm:px-6 md:pt-10">
      <PrepareToasts />
      {children}
    </div>
  );
}
