import type { PublicProfile } from "@/lib/data/public";

/** A complete profile as the public pages receive it (JSON-plain), for rendering tests. */
export const publicProfile = (overrides: Partial<PublicProfile> = {}): PublicProfile => ({
  name: "Rosa Quintero",
  role: "Platform engineer",
  location: "Valparaíso, Chile",
  availabilityShown: true,
  availabilityText: "Taking on two projects this spring",
  heroHeadline: "Hi, I'm Rosa. Platform engineer building quiet, reliable systems.",
  heroIntro: "I make deploys boring and dashboards green.",
  avatar: null,
  avatarAlt: "Photo of Rosa Quintero",
  avatarWidth: null,
  avatarHeight: null,
  avatarPlaceholder: null,
  about: "I started on **embedded** systems.\n\nNow I build platforms.",
  focus: [
    { title: "Infrastructure", text: "Terraform, Kubernetes and the runbooks beside them." },
    { title: "Developer tools", text: "CLIs people reach for on purpose." },
  ],
  email: "rosa@quintero.example",
  contactNote: "I answer within a week, usually sooner.",
  resumeUrl: "https://files.example/rosa-cv.pdf",
  links: [
    { network: "github", url: "https://github.com/rosaq" },
    { network: "email", url: "mailto:rosa@quintero.example" },
    { network: "mastodon", url: "https://hachyderm.io/@rosa" },
  ],
  siteTitle: "Rosa Quintero · Platform engineer",
  siteDescription: "Rosa Quintero builds platforms that stay out of the way.",
  siteUrl: "https://rosa.example",
  timeZone: "UTC",
  demoFields: null,
  version: 1,
  updatedAt: "2026-05-01T10:00:00.000Z",
  ...overrides,
});
