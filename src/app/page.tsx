import type { Metadata } from "next";
import { CallToAction } from "@/components/site/call-to-action";
import { GetToKnowMe } from "@/components/site/home/get-to-know-me";
import { Hero } from "@/components/site/home/hero";
import { SelectedWork, type SelectedWorkState } from "@/components/site/home/selected-work";
import { JsonLd } from "@/components/site/json-ld";
import type { AtAGlance } from "@/components/site/home/at-a-glance";
import { getBlogs, getExperiences, getPublicProfile, getSelectedProjects, getTechStack } from "@/lib/data/public";
import { pageMetadata } from "@/lib/site/metadata";
import { personJsonLd } from "@/lib/site/structured-data";

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getPublicProfile();
  return pageMetadata(profile, { path: "/", description: profile.siteDescription });
}

async function loadSelectedWork(): Promise<SelectedWorkState> {
  try {
    return { status: "ok", projects: await getSelectedProjects() };
  } catch (error) {
    console.error("[home] selected work could not be read:", (error as Error).message);
    return { status: "error" };
  }
}

/** The hero card's facts. Each is optional: a failed read leaves its line out. */
async function loadAtAGlance(): Promise<AtAGlance> {
  const [experiences, techStack, blogs] = await Promise.all([
    getExperiences().catch(() => []),
    getTechStack().catch(() => []),
    getBlogs().catch(() => []),
  ]);
  const role = experiences.find((e) => !e.endDate) ?? experiences[0];
  return {
    role: role ? { title: role.title, company: role.company, startDate: role.startDate, current: !role.endDate } : null,
    skills: techStack.filter((item) => item.techStackType === "skills").slice(0, 6).map((item) => item.title),
    latestPost: blogs[0] ? { slug: blogs[0].slug, title: blogs[0].title, date: blogs[0].date } : null,
  };
}

export default async function HomePage() {
  const [profile, selectedWork, glance] = await Promise.all([getPublicProfile(), loadSelectedWork(), loadAtAGlance()]);
  return (
    <>
      <JsonLd data={personJsonLd(profile)} />
      <Hero profile={profile} glance={glance} />
      <SelectedWork state={selectedWork} />
      <GetToKnowMe />
      <CallToAction profile={profile} />
    </>
  );
}
