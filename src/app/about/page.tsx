import type { Metadata } from "next";
import { IntentLink } from "@/components/ui/intent-link";
import { PageTitle } from "@/components/site/page-title";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon, FileIcon, MailIcon, SOCIAL_ICONS } from "@/components/ui/icons";
import { Container } from "@/components/ui/container";
import { siteConfig } from "@/config/site";
import { getExperiences } from "@/lib/data/public";
import { formatMonthRange } from "@/lib/site/format";

export const metadata: Metadata = {
  title: "About",
  description: `Who ${siteConfig.owner.name} is, what they do and what they have done.`,
  alternates: { canonical: "/about" },
};

const SECTION_TITLE = "text-xs font-semibold uppercase tracking-[0.18em] text-accent";

export default async function AboutPage() {
  const { owner, about, social } = siteConfig;
  const recentRoles = (await getExperiences()).slice(0, 3);

  return (
    <Container className="max-w-5xl">
      <PageTitle eyebrow="About" title={`I'm ${owner.name}.`} description={`${owner.role} based in ${owner.location}.`} />

      <div className="grid gap-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="grid gap-14">
          <section aria-labelledby="who-i-am">
            <h2 id="who-i-am" className={SECTION_TITLE}>
              Who I am
            </h2>
            <div className="mt-4 grid gap-4 text-lg leading-relaxed text-muted">
              {about.intro.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </section>

          <section aria-labelledby="what-i-do">
            <h2 id="what-i-do" className={SECTION_TITLE}>
              What I do
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {about.focus.map((item) => (
                <li key={item.title} className="reveal rounded-2xl border border-line bg-surface p-5 shadow-card">
                  <h3 className="font-semibold tracking-tight">{item.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-muted">{item.text}</p>
                </li>
              ))}
            </ul>
          </section>

          {recentRoles.length > 0 && (
            <section aria-labelledby="what-i-did">
              <h2 id="what-i-did" className={SECTION_TITLE}>
                What I did
              </h2>
              <ol className="mt-5 grid gap-3">
                {recentRoles.map((role) => (
                  <li key={role._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line pb-3">
                    <span>
                      <span className="font-semibold">{role.title}</span>
                      <span className="text-muted"> · {role.company}</span>
                    </span>
                    <span className="text-sm text-subtle">{formatMonthRange(role.startDate, role.endDate)}</span>
                  </li>
                ))}
              </ol>
              <IntentLink
                href="/experience"
                className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                Full experience
                <ArrowRightIcon size={16} />
              </IntentLink>
            </section>
          )}
        </div>

        <aside aria-labelledby="find-me" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-card">
            <h2 id="find-me" className={SECTION_TITLE}>
              Find me
            </h2>
            <ul className="mt-4 grid gap-1">
              <li>
                <a href={`mailto:${owner.email}`} className="flex min-h-11 items-center gap-3 text-sm text-muted transition-colors hover:text-fg">
                  <MailIcon size={18} />
                  {owner.email}
                </a>
              </li>
              {social.map(({ network, label, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer me"
                      className="flex min-h-11 items-center gap-3 text-sm text-muted transition-colors hover:text-fg"
                    >
                      <Icon size={18} />
                      {label}
                    </a>
                  </li>
                );
              })}
              <li>
                <a
                  href={owner.resumeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex min-h-11 items-center gap-3 text-sm text-muted transition-colors hover:text-fg"
                >
                  <FileIcon size={18} />
                  Resume
                </a>
              </li>
            </ul>
            <IntentLink href="/contact" className={buttonClasses({ className: "mt-6 w-full" })}>
              Get in Touch
              <ArrowRightIcon size={18} />
            </IntentLink>
          </div>
        </aside>
      </div>
    </Container>
  );
}
