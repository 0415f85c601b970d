import Link from "next/link";
import { Avatar } from "@/components/site/avatar";
import { buttonClasses } from "@/components/ui/button";
import { initialsOf } from "@/lib/site/identity";
import type { StoredImage } from "@/lib/site/stored-image";

export interface ProfileSummaryProps {
  name: string;
  role: string;
  /** The photo with its stored size and placeholder (the name beside it: decorative). */
  avatar: StoredImage | null;
  /** What a visitor would miss: "photo", "résumé", "links". */
  missing: string[];
}

/** Who the site says the owner is, with the way to change it (/admin/profile). */
export function ProfileSummary({ name, role, avatar, missing }: ProfileSummaryProps) {
  return (
    <section
      aria-labelledby="dashboard-profile"
      className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="dashboard-profile" className="sr-only">
        Profile
      </h2>
      <div className="flex min-w-0 items-center gap-3">
        {avatar ? (
          <Avatar image={avatar} decorative blur size={44} className="rounded-full border border-line bg-surface-2" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-full border border-line-strong bg-surface-2 text-sm font-semibold text-accent"
          >
            {initialsOf(name)}
          </span>
        )}
        <div className="flex min-w-0 flex-col leading-tight">
          <p className="truncate text-lg font-semibold text-fg">{name}</p>
          <p className="text-sm text-muted">
            {role}
            {missing.length > 0 && <> · No {missing.join(", no ")} yet</>}
          </p>
        </div>
      </div>
      <Link href="/admin/profile" className={buttonClasses({ variant: "secondary" })}>
        Edit profile
      </Link>
    </section>
  );
}
