import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon, FileIcon, MapPinIcon } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import { siteConfig } from "@/config/site";
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

/** The first screen: who, what, and the two ways forward (resume, get in touch). */
export function Hero({ glance }: { glance: AtAGlance }) {
  const { owner } = siteConfig;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 pb-16 pt-14 sm:px-6 sm:pb-24 sm:pt-24 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)] lg:pt-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-line bg-surface/70 px-3 py-1.5 text-xs font-medium text-muted backdrop-blur">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full rounded-full bg-accent opacity-60 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2 rounded-full bg-accent" />
            </span>
            Available for new projects
          </p>
          <h1 id="hero-title" className="mt-7 max-w-4xl text-balance text-[2.6rem] font-semibold leading-[1.05] tracking-tight sm:text-6xl xl:text-[4.25rem]">
            Hi, I&apos;m {owner.name}.{" "}
            <span className="text-muted">
              <KeepHyphenated text={owner.role} /> crafting <span className="text-accent">fast, humane</span> software.
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-pretty text-lg leading-relaxed text-muted sm:text-xl">{owner.bio}</p>
          <div className="mt-9 flex flex-wrap items-center gap-3">
            <IntentLink href="/contact" className={buttonClasses({ size: "lg" })}>
              Get in touch
              <ArrowRightIcon size={18} />
            </IntentLink>
            <a
              href={owner.resumeUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "secondary", size: "lg" })}
            >
              <FileIcon size={18} />
              Resume
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
          <div className="mt-10 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-subtle">
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon size={16} />
              {owner.location}
            </span>
            <SocialLinks className="-ml-2.5" />
          </div>
        </div>
        <AtAGlanceCard glance={glance} />
      </div>
    </section>
  );
}
