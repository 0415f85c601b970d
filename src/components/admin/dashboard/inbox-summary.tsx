import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { InboxIcon } from "@/components/ui/icons";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The first thing the owner sees: how many messages wait, and the way to them. */
export function InboxSummary({ unread, total }: { unread: number; total: number }) {
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-4 rounded-2xl border p-4 sm:p-5 ${
        unread > 0 ? "border-accent/60 bg-accent-soft" : "border-line bg-surface"
      }`}
    >
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-surface-2 text-accent">
          <InboxIcon size={22} />
        </span>
        <p className="flex flex-col leading-tight">
          <span className="text-lg font-semibold text-fg">
            {unread > 0 ? plural(unread, "unread message", "unread messages") : "No unread messages"}
          </span>
          <span className="text-sm text-muted">{plural(total, "message", "messages")} in the inbox</span>
        </p>
      </div>
      <Link href="/message" className={buttonClasses({ variant: unread > 0 ? "primary" : "secondary" })}>
        Open inbox
      </Link>
    </div>
  );
}
