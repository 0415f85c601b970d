import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { PlusIcon } from "@/components/ui/icons";
import type { ContentCounts } from "@/lib/data/dashboard";

interface ContentType {
  count: keyof ContentCounts;
  label: string;
  /** The public list, where the owner edits and deletes. */
  list: string;
  add: string;
  /** What follows "New" on the button. */
  noun: string;
  note?: (counts: ContentCounts) => string | null;
}

export const CONTENT_TYPES: ContentType[] = [
  {
    count: "projects",
    label: "Projects",
    list: "/projects",
    add: "/add-project",
    noun: "project",
    note: (counts) => (counts.archivedProjects > 0 ? `incl. ${counts.archivedProjects} archived` : null),
  },
  { count: "blogs", label: "Blog posts", list: "/blogs", add: "/add-blog", noun: "blog post" },
  { count: "experiences", label: "Experiences", list: "/experience", add: "/add-experience", noun: "experience" },
  { count: "certifications", label: "Certifications", list: "/certification", add: "/add-certification", noun: "certification" },
  { count: "techStack", label: "Tech stack items", list: "/techStack", add: "/add-techStack", noun: "tech stack item" },
];

/**
 * One row per content type: its count (a link to the public list, where items are edited)
 * and a "New …" button. On a phone the button reads "New" and keeps its full name for
 * screen readers; from `sm` the whole text shows.
 */
export function ContentCountList({ counts }: { counts: ContentCounts }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {CONTENT_TYPES.map((type) => {
        const note = type.note?.(counts);
        return (
          <li
            key={type.count}
            className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-3 pl-4 shadow-card"
          >
            <Link
              href={type.list}
              className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl text-fg hover:text-accent"
            >
              {/* The spaces keep the link's name "4 Projects incl. 1 archived" in every browser. */}
              <span className="min-w-[2ch] text-3xl font-semibold tabular-nums tracking-tight">{counts[type.count]}</span>{" "}
              <span className="flex min-w-0 flex-col leading-tight">
                <span className="font-medium">{type.label}</span>
                {note && <span className="text-sm text-muted"> {note}</span>}
              </span>
            </Link>
            <Link href={type.add} className={buttonClasses({ variant: "secondary", className: "shrink-0 px-4" })}>
              <PlusIcon size={16} />
              <span>
                New<span className="max-sm:sr-only"> {type.noun}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
