import type { Metadata } from "next";
import { Markdown } from "@/components/markdown/markdown";
import { Avatar } from "@/components/site/avatar";
import { PageTitle } from "@/components/site/page-title";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ArrowRightIcon, FileIcon, SOCIAL_ICONS } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import { getExperiences, getMediaIndex, getPublicProfile, type PublicProfile } from "@/lib/data/public";
import { formatMonthRange } from "@/lib/site/format";
import { emailAddressOf, linkHref, linkLabel, visibleLinks } from "@/lib/site/identity";
import { pageMetadata } from "@/lib/site/metadata";
import { storedImage } from "@/lib/site/stored-image";

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getPublicProfile();
  return pageMetadata(profile, {
    path: "/about",
    title: "About",
    description: `Who ${profile.name} is, what they do and what they have done.`,
  });
}

const SECTION_TITLE = "text-xs font-semibold uppercase tracking-[0.18em] text-accent";
const FIND_ME_LINK = "flex min-h-11 items-center gap-3 text-sm text-muted transition-colors hover:text-fg";

/** "Full-stack engineer based in Lisbon, Portugal.", with whatever of the two is set. */
function introLine({ role, location }: Pick<PublicProfile, "role" | "location">): string {
  if (role.trim() && location.trim()) return `${role.trim()} based in ${location.trim()}.`;
  if (role.trim()) return `${role.trim()}.`;
  return location.trim() ? `Based in ${location.trim()}.` : "";
}

export default async function AboutPage() {
  const [profile, experiences] = await Promise.all([getPublicProfile(), getExperiences()]);
  const media = await getMediaIndex(profile.about);
  const recentRoles = experiences.slice(0, 3);
  const links = visibleLinks(profile.links);
  const avatar = storedImage(profile, "avatar");

  return (
    <Container className="max-w-5xl">
      <PageTitle eyebrow="About" title={`I'm ${profile.name}.`} description={introLine(profile)} />

      <div className="grid gap-14 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-14">
          {profile.about.trim() && (
            <section aria-labelledby="who-i-am">
              <h2 id="who-i-am" className={SECTION_TITLE}>
                Who I am
              </h2>
              <div className="mt-4 text-muted">
                <Markdown source={profile.about} media={media} />
              </div>
            </section>
          )}

          {profile.focus.length > 0 && (
            <section aria-labelledby="what-i-do">
              <h2 id="what-i-do" className={SECTION_TITLE}>
                What I do
              </h2>
              <ul className="mt-5 grid gap-4 sm:grid-cols-2">
                {profile.focus.map((item, index) => (
                  <li key={index} className="reveal rounded-2xl border border-line bg-surface p-5 shadow-card">
                    <h3 className="font-semibold tracking-tight">{item.title}</h3>
                    <p className="mt-1.5 text-sm leading-relaxed text-muted">{item.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}

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
            {avatar && <Avatar image={avatar} blur size={96} className="mb-6 rounded-2xl border border-line" />}
            <h2 id="find-me" className={SECTION_TITLE}>
              Find me
            </h2>
            <ul className="mt-4 grid gap-1">
              {links.map((link) => {
                const Icon = SOCIAL_ICONS[link.network];
                return (
                  <li key={link.network}>
                    {link.network === "email" ? (
                      <a href={linkHref(link)} className={FIND_ME_LINK}>
                        <Icon size={18} />
                        {emailAddressOf(link)}
                      </a>
                    ) : (
                      <a href={linkHref(link)} target="_blank" rel="noopener noreferrer me" className={FIND_ME_LINK}>
                        <Icon size={18} />
                        {linkLabel(link)}
                      </a>
                    )}
                  </li>
                );
              })}
              {profile.resumeUrl && (
                <li>
                  <a href={profile.resumeUrl} target="_blank" rel="noopener noreferrer" className={FIND_ME_LINK}>
                    <FileIcon size={18} />
                    Resume
                  </a>
                </li>
              )}
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
