import { PLACEHOLDERS } from "@/config/site";

/**
 * The first-run checklist on the dashboard (issue 25): what still makes the site not the
 * owner's. Pure, from the stored profile and the count of demo items left: an item is done
 * when what it asks for is true of the site, never because it was clicked.
 */

export type ChecklistId = "identity" | "photo" | "about" | "contact" | "address" | "demo";

export interface ChecklistItem {
  id: ChecklistId;
  label: string;
  /** What is missing, or what done means. */
  hint: string;
  done: boolean;
  /** Where the owner does it (the profile form's section), when it is a place. */
  href?: string;
}

export interface ChecklistProfile {
  name: string;
  role: string;
  heroHeadline: string;
  heroIntro: string;
  about: string;
  siteDescription: string;
  avatar: string | null;
  email: string;
  /** The profile fields the demo wrote that the owner has not changed; null: never a demo. */
  demoFields: readonly string[] | null;
}

export interface Checklist {
  items: ChecklistItem[];
  done: number;
  total: number;
  /** Every item done: the dashboard shows no checklist. */
  finished: boolean;
}

/** Which demo profile fields each item covers ("Remove demo content" resets the rest). */
const DEMO_FIELDS_OF: Record<Exclude<ChecklistId, "address" | "demo">, readonly string[]> = {
  identity: ["name", "role", "heroHeadline", "location"],
  photo: ["avatar", "avatarAlt"],
  about: ["heroIntro", "about", "focus", "siteDescription"],
  contact: ["email", "links", "contactNote", "availabilityText", "availabilityShown", "resumeUrl"],
};

export function firstRunChecklist(
  profile: ChecklistProfile,
  { demoItems, addressKnown }: { demoItems: number; addressKnown: boolean },
): Checklist {
  const demo = new Set(profile.demoFields ?? []);
  const fromDemo = (id: keyof typeof DEMO_FIELDS_OF) => DEMO_FIELDS_OF[id].some((field) => demo.has(field));
  const placeholder = (value: string, words: string) => value.trim() === "" || value.trim() === words;

  const items: ChecklistItem[] = [
    {
      id: "identity",
      label: "Your name and role",
      hint: "With the headline visitors read first.",
      done: !fromDemo("identity") && !placeholder(profile.name, PLACEHOLDERS.name) && !placeholder(profile.role, PLACEHOLDERS.role)
        && !profile.heroHeadline.includes(PLACEHOLDERS.name),
      href: "/admin/profile#identity",
    },
    {
      id: "photo",
      label: "Your photo",
      hint: "Shown on the home page, About and shared cards.",
      done: profile.avatar !== null && !fromDemo("photo"),
      href: "/admin/profile#identity",
    },
    {
      id: "about",
      label: "Your introduction and About",
      hint: "The home page's introduction, the About page and the site's description.",
      done: !fromDemo("about") && !placeholder(profile.heroIntro, PLACEHOLDERS.heroIntro)
        && !placeholder(profile.about, PLACEHOLDERS.about) && !placeholder(profile.siteDescription, PLACEHOLDERS.siteDescription),
      href: "/admin/profile#about",
    },
    {
      id: "contact",
      label: "Your links and e-mail",
      hint: "The public e-mail, your profiles elsewhere and the résumé.",
      done: profile.email.trim() !== "" && !fromDemo("contact"),
      href: "/admin/profile#links",
    },
    {
      id: "address",
      label: "The site's address",
      hint: "Shared links, the feed and search engines name it.",
      done: addressKnown,
    },
  ];
  if (profile.demoFields !== null || demoItems > 0) {
    items.push({
      id: "demo",
      label: "Remove the demo content",
      hint: demoItems > 0 ? `${demoItems} demo item${demoItems === 1 ? "" : "s"} left; items you edited are yours and stay.` : "The demo's items are gone.",
      done: demoItems === 0 && demo.size === 0,
    });
  }
  // Where the demo's words, photo or links are what keeps an item open, it says so.
  for (const item of items) {
    if (!item.done && item.id in DEMO_FIELDS_OF && fromDemo(item.id as keyof typeof DEMO_FIELDS_OF)) item.hint = `Still the demo's. ${item.hint}`;
  }
  const done = items.filter((item) => item.done).length;
  return { items, done, total: items.length, finished: done === items.length };
}
