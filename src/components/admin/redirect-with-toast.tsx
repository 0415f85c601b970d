"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/lib/client/toast";
import { linkClass } from "./fields/styles";

/**
 * When an edit screen cannot load its item: an error toast and a replace to the list.
 * Done in the browser so the toast (the Toaster lives in the root layout) rides along
 * with the navigation without a cookie or a query parameter the public list must know.
 * The text and link also work before JavaScript runs.
 */
export function RedirectWithToast({ href, listName, message }: { href: string; listName: string; message: string }) {
  const router = useRouter();

  useEffect(() => {
    // The id keeps a second effect run (React's development double run) from toasting twice.
    toast.error(message, { id: `load-failed:${href}` });
    router.replace(href);
  }, [href, message, router]);

  return (
    <div role="alert" className="flex flex-col gap-3">
      <p className="text-fg">{message}</p>
      <Link href={href} replace className={`self-start underline ${linkClass}`}>
        Back to {listName}
      </Link>
    </div>
  );
}
