import type { CSSProperties } from "react";
import { ArrowRightIcon, AwardIcon, BriefcaseIcon, LayersIcon, UserIcon } from "@/components/ui/icons";
import { Container } from "@/components/ui/container";
import { IntentLink } from "@/components/ui/intent-link";
import { SectionHeading } from "./section-heading";

/** The four cards, in order; each fades in 100 ms after the previous one (spec point 9). */
export const GET_TO_KNOW_ME_CARDS = [
  { title: "About me", href: "/about", text: "Who I am, how I work and what I care about.", Icon: UserIcon, delayMs: 100 },
  { title: "Tech Stack", href: "/techStack", text: "The languages, tools, apps and gear I rely on.", Icon: LayersIcon, delayMs: 200 },
  { title: "Experience", href: "/experience", text: "Roles, teams and what I shipped along the way.", Icon: BriefcaseIcon, delayMs: 300 },
  { title: "Certification", href: "/certification", text: "Courses and credentials I have earned.", Icon: AwardIcon, delayMs: 400 },
] as const;

export function GetToKnowMe() {
  return (
    <section aria-labelledby="get-to-know-me" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="get-to-know-me" eyebrow="Beyond the work" title="Get to know me" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {GET_TO_KNOW_ME_CARDS.map(({ title, href, text, Icon, delayMs }) => (
            <li key={href} className="reveal" style={{ "--reveal-delay": `${delayMs}ms` } as CSSProperties}>
              <IntentLink
                href={href}
                className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-card transition-colors hover:border-accent/60"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-accent-soft text-accent">
                  <Icon size={22} />
                </span>
                <h3 className="mt-5 text-lg font-semibold tracking-tight">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{text}</p>
                <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-accent">
                  Explore
                  <ArrowRightIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
