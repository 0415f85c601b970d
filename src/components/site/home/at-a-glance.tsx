import { IntentLink } from "@/components/ui/intent-link";
import { postPath } from "@/lib/posts/slug";
import { formatLongDate, formatYearMonth } from "@/lib/site/format";

export interface AtAGlance {
  /** The current (or latest) role. */
  role: { title: string; company: string; startDate: string; current: boolean } | null;
  /** A few skills from the tech stack. */
  skills: string[];
  latestPost: { slug: string; title: string; date: string } | null;
}

/** One line of the card: a shell prompt (decoration) and its answer (content). */
function Line({ command, children }: { command: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <p aria-hidden="true" className="text-subtle">
        <span className="text-accent">$</span> {command}
      </p>
      <div className="pl-4 text-fg">{children}</div>
    </div>
  );
}

/**
 * The hero's right-hand card on wide screens: a terminal-style summary built from the
 * owner's own content (current role, skills, latest post), so it stays true as they edit.
 */
export function AtAGlanceCard({ glance, owner }: { glance: AtAGlance; owner: { name: string; role: string } }) {
  return (
    <aside
      aria-label="At a glance"
      className="relative hidden overflow-hidden rounded-2xl border border-line bg-surface/85 font-mono text-[0.8125rem] leading-relaxed shadow-card backdrop-blur lg:block"
    >
      <div aria-hidden="true" className="flex items-center gap-2 border-b border-line px-4 py-3">
        <span className="size-2.5 rounded-full bg-[#ff5f57]/80" />
        <span className="size-2.5 rounded-full bg-[#febc2e]/80" />
        <span className="size-2.5 rounded-full bg-[#28c840]/80" />
        <span className="ml-3 text-xs text-subtle">~/{owner.name.trim().split(/\s+/)[0]?.toLowerCase()}</span>
      </div>
      <div className="grid gap-5 p-5">
        <Line command="whoami">
          {owner.name} {owner.role && <span className="text-muted">— {owner.role}</span>}
        </Line>
        {glance.role && (
          <Line command="cat now.txt">
            {glance.role.title} <span className="text-muted">@ {glance.role.company}</span>
            <span className="block text-muted">
              {glance.role.current ? "since" : "from"} {formatYearMonth(glance.role.startDate)}
            </span>
          </Line>
        )}
        {glance.skills.length > 0 && (
          <Line command="ls stack/">
            <span className="flex flex-wrap gap-x-3 gap-y-1">
              {glance.skills.map((skill) => (
                <span key={skill}>{skill}</span>
              ))}
            </span>
          </Line>
        )}
        {glance.latestPost && (
          <Line command="tail -n 1 blog.log">
            <IntentLink href={postPath(glance.latestPost)} className="relative text-accent underline-offset-4 before:absolute before:-inset-x-1 before:-inset-y-3 before:content-[''] hover:underline">
              {glance.latestPost.title}
            </IntentLink>
            <span className="block text-muted">{formatLongDate(glance.latestPost.date)}</span>
          </Line>
        )}
        <p aria-hidden="true" className="text-subtle">
          <span className="text-accent">$</span> <span className="inline-block h-4 w-2 translate-y-0.5 bg-accent/80 motion-safe:animate-pulse" />
        </p>
      </div>
    </aside>
  );
}
