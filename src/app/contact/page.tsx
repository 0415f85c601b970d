import type { Metadata } from "next";
import { ContactForm } from "@/components/site/contact-form";
import { PageTitle } from "@/components/site/page-title";
import { MailIcon, SOCIAL_ICONS } from "@/components/ui/icons";
import { Container } from "@/components/ui/container";
import { getPublicProfile } from "@/lib/data/public";
import { linkHref, linkLabel, profileLinks } from "@/lib/site/identity";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getPublicProfile();
  return pageMetadata(profile, {
    path: "/contact",
    title: "Contact",
    description: `Send ${profile.name} a message about a project, a role or anything else.`,
  });
}

export default async function ContactPage() {
  const profile = await getPublicProfile();
  const elsewhere = profileLinks(profile.links);
  const note = profile.contactNote.trim();
  return (
    <Container className="max-w-5xl">
      <PageTitle
        eyebrow="Contact"
        title="Let's talk"
        description={`Tell me about your project, your team or your question.${note ? ` ${note}` : ""}`}
      />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1.7fr)_minmax(0,1fr)]">
        <div className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-8">
          <ContactForm />
        </div>
        <aside aria-labelledby="other-ways" className="grid content-start gap-4">
          <h2 id="other-ways" className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">
            Other ways
          </h2>
          {profile.email && (
            <a
              href={`mailto:${profile.email}`}
              className="flex min-h-11 items-center gap-3 rounded-2xl border border-line bg-surface p-4 text-sm transition-colors hover:border-accent/60"
            >
              <MailIcon size={20} className="text-accent" />
              <span>
                <span className="block font-semibold">Email</span>
                <span className="text-muted">{profile.email}</span>
              </span>
            </a>
          )}
          {elsewhere.length > 0 && (
            <ul className="grid grid-cols-2 gap-3">
              {elsewhere.map((link) => {
                const Icon = SOCIAL_ICONS[link.network];
                return (
                  <li key={link.network}>
                    <a
                      href={linkHref(link)}
                      target="_blank"
                      rel="noopener noreferrer me"
                      className="flex min-h-12 items-center gap-2.5 rounded-2xl border border-line bg-surface px-4 text-sm font-medium transition-colors hover:border-accent/60"
                    >
                      <Icon size={18} />
                      {linkLabel(link)}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
        </aside>
      </div>
    </Container>
  );
}
