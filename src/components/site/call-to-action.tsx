import { IntentLink } from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon } from "@/components/ui/icons";
import { Container } from "@/components/ui/container";
import type { PublicProfile } from "@/lib/data/public";

/** "Let's work together": the closing invitation, linking to /contact, with the owner's note and address. */
export function CallToAction({ profile }: { profile: Pick<PublicProfile, "email" | "contactNote"> }) {
  return (
    <section aria-labelledby="work-together" className="py-16 sm:py-20">
      <Container>
        <div className="reveal relative isolate overflow-hidden rounded-3xl border border-line bg-surface px-6 py-14 text-center shadow-card sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 [background:radial-gradient(60%_80%_at_50%_0%,var(--glow),transparent_70%)]"
          />
          <h2 id="work-together" className="text-balance text-3xl font-semibold tracking-tight sm:text-5xl">
            Let&apos;s work together
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-muted">
            Have a product to build, a team to join or a problem worth solving?
            {profile.contactNote.trim() && ` ${profile.contactNote.trim()}`}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <IntentLink href="/contact" className={buttonClasses({ size: "lg" })}>
              Get in touch
              <ArrowRightIcon size={18} />
            </IntentLink>
            {profile.email && (
              <a href={`mailto:${profile.email}`} className={buttonClasses({ variant: "secondary", size: "lg" })}>
                {profile.email}
              </a>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
