import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon, FileIcon, MapPinIcon } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import type { PublicProfile } from "@/lib/data/public";
import { SocialLinks } from "../social-links";
import { AtAGlanceCard, type AtAGlance } from "./at-a-glance";

/** "Full-stack engineer": hyphenated words never break at the hyphen in the big heading. */
function KeepHyphenated({ text }: { text: string }) {
  return text.split(" ").map((word, index) => (
    <span key={index}>
      {index > 0 && " "}
      {word.includes("-") ? <span className="whitespace-nowrap">{word}</span> : word}
    </span>
  ));
}

/**
 * "Hi, I'm Alex Morgan. Full-stack engineer crafting…" → its first sentence, and the rest
 * (set in the muted colour). A headline of one sentence is all lead.
 */
export function splitHeadline(headline: string): { lead: string; rest: string } {
  const text = headline.trim();
  const end = /[.!?](?=\s+\S)/.exec(text);
  if (!end) return { lead: text, rest: "" };
  return { lead: text.slice(0, end.index + 1), rest: text.slice(end.index + 1).trim() };
}

type HeroProfile = Pick<
  PublicProfile,
  "name" | "role" | "location" | "availabilityShown" | "availabilityText" | "heroHeadline" | "heroIntro" | "resumeUrl" | "links"
>;

/** The first screen: who, what, and the ways forward (get in touch, the résumé when there is one). */
export function Hero({ profile, glance }: { profile: HeroProfile; glance: AtAGlance }) {
  const availability = profile.availabilityShown ? profile.availabilityText.trim() : "";
  const { lead, rest } = splitHeadline(profile.heroHeadline);
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pb-16 pt-14 sm:px-6 sm:pb-24 sm:pt-24 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:pt-28">
        <div>
          {availability && (
            <p className="mb-7 inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3 py-1.5 text-xs font-medium text-muted backdrop-blur">
              <span className="relative flex size-2">
                <span className="absolute inline-flex size-full rounded-full bg-accent opacity-60 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2 rounded-full bg-accent" />
              </span>
              {availability}
            </p>
          )}
          <h1 id="hero-title" className="max-w-4xl text-balance text-[2.6rem] font-semibold leading-[1.05] tracking-tight sm:text-6xl xl:text-[4.25rem]">
            {lead}
            {rest && (
              <>
                {" "}
                <span className="text-muted">
                  <KeepHyphenated text={rest} />
                </span>
              </>
            )}
          </h1>
          {profile.heroIntro.trim() && (
            <p className="mt-6 max-w-2xl text-pretty text-lg leading-relaxed text-muted sm:text-xl">{profile.heroIntro}</p>
          )}
          <div className="mt-9 flex flex-wrap items-center gap-3">
            <IntentLink href="/contact" className={buttonClasses({ size: "lg" })}>
              Get in touch
              <ArrowRightIcon size={18} />
            </IntentLink>
            {profile.resumeUrl && (
              <a
                href={profile.resumeUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: "secondary", size: "lg" })}
              >
                <FileIcon size={18} />
                Resume
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
          </div>
          <div className="mt-10 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-subtle">
            {profile.location.trim() && (
              <span className="inline-flex items-center gap-1.5">
                <MapPinIcon size={16} />
                {profile.location}
              </span>
            )}
            <SocialLinks links={profile.links} className="-ml-2.5" />
          </div>
        </div>
        <AtAGlanceCard glance={glance} owner={profile} />
      </div>
    </section>
  );
}
