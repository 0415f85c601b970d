import { ItemActions } from "@/components/owner/owner-only";
import { MapPinIcon } from "@/components/ui/icons";
import type { PublicExperience } from "@/lib/data/public";
import { formatMonthRange, isoMonth } from "@/lib/site/format";

/** One role on the timeline: position, company, place, dates, skills and what I did. */
export function ExperienceItem({ experience }: { experience: PublicExperience }) {
  const current = !experience.endDate;
  return (
    <article className="relative pl-8 sm:pl-10">
      <span
        aria-hidden="true"
        className={`absolute left-0 top-2 size-3.5 rounded-full border-2 ${current ? "border-accent bg-accent" : "border-line-strong bg-bg"}`}
      />
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-7">
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
          <div>
            <h2 className="text-xl font-semibold tracking-tight">{experience.title}</h2>
            <p className="mt-1 text-[0.95rem] font-medium text-accent">{experience.company}</p>
          </div>
          <p className="text-sm font-medium tabular-nums text-muted">
            <time dateTime={isoMonth(experience.startDate)}>
              {formatMonthRange(experience.startDate, experience.endDate)}
            </time>
          </p>
        </div>
        <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-subtle">
          <MapPinIcon size={15} />
          {experience.location}
        </p>
        {experience.learned.length > 0 && (
          <ul className="mt-5 grid gap-2 text-[0.95rem] leading-relaxed text-muted">
            {experience.learned.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-[0.7em] size-1.5 shrink-0 rounded-full bg-accent" />
                {item}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-5 text-sm text-subtle">
          <span className="font-semibold text-muted">Skills: </span>
          {experience.skills}
        </p>
        <div className="mt-5 empty:hidden">
          <ItemActions
            editHref={`/edit-experience/${experience._id}`}
            deletePath={`/experiences/${experience._id}`}
            label={`experience ${experience.title} at ${experience.company}`}
            deletedMessage="Experience deleted successfully!"
          />
        </div>
      </div>
    </article>
  );
}
