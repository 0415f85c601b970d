import Link from "next/link";
import { SELECTED_WORK_SIZE } from "@/lib/site/projects";
import { linkClass } from "../fields/styles";
import { OrderedList, type OrderedItem } from "./ordered-list";

export interface ArrangeScreenProps {
  featured: OrderedItem[];
  /** The sections of /techStack that have items, in the page's order. */
  techStack: Array<{ type: string; label: string; items: OrderedItem[] }>;
}

const sectionHeading = "text-xl font-semibold tracking-tight text-fg";
const hint = "max-w-2xl text-pretty text-sm text-muted";
const empty = "rounded-xl border border-dashed border-line-strong px-4 py-5 text-sm text-muted";

/**
 * /admin/arrange: the orders visitors see. Featured projects lead Selected Work on the home
 * page in the order set here; each section of the Tech Stack page lists its items in its own
 * order. Each list saves on every move.
 */
export function ArrangeScreen({ featured, techStack }: ArrangeScreenProps) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="arrange-featured" className="flex flex-col gap-3">
        <h2 id="arrange-featured" className={sectionHeading}>
          Featured projects
        </h2>
        <p className={hint}>
          The home page shows {SELECTED_WORK_SIZE} featured projects: Selected Work shows the first {SELECTED_WORK_SIZE} of
          these that visitors can see, in this order, then your newest projects ({SELECTED_WORK_SIZE} in all). Tick &ldquo;Feature on the home page&rdquo; on a project&rsquo;s edit screen to add it here; a project you
          feature goes last.
        </p>
        {featured.length === 0 ? (
          <p className={empty}>
            No featured projects yet: Selected Work shows your {SELECTED_WORK_SIZE} newest projects.{" "}
            <Link href="/projects" className={linkClass}>
              Choose from your projects
            </Link>
          </p>
        ) : (
          <OrderedList
            name="Featured projects"
            items={featured}
            path="/projects/featured"
            beyond={{ from: SELECTED_WORK_SIZE, note: `Not shown: the home page shows ${SELECTED_WORK_SIZE} featured projects` }}
          />
        )}
      </section>

      <section aria-labelledby="arrange-stack" className="flex flex-col gap-3">
        <h2 id="arrange-stack" className={sectionHeading}>
          Tech stack
        </h2>
        <p className={hint}>
          Each section of the Tech Stack page, in the order you set here. A new item goes last in its section.
        </p>
        {techStack.length === 0 ? (
          <p className={empty}>
            Your tech stack is empty.{" "}
            <Link href="/add-techStack" className={linkClass}>
              Add a tool
            </Link>
          </p>
        ) : (
          techStack.map((group) => (
            <div key={group.type} className="flex flex-col gap-2">
              <h3 id={`arrange-stack-${group.type}`} className="font-semibold text-fg">
                {group.label}
              </h3>
              <OrderedList name={group.label} items={group.items} path="/techStack/order" body={{ techStackType: group.type }} />
            </div>
          ))
        )}
      </section>
    </div>
  );
}
