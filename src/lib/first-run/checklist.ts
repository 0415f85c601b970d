import { PLACEHOLDERS } from "@/config/site";

/**
 * The first-run checklist on the dashboard (issue 25): what still makes the site not the
 * owner's. Pure, from the stored profile and the count of demo items left: an item is done
 * when what it asks for is true of the site, never because it was clicked.
 */

export type ChecklistId = "login" | "identity" | "photo" | "about" | "contact" | "address" | "demo";

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
  /** The links shown (an e-mail is not needed where the owner points elsewhere). */
  links?: readonly { url: string }[];
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

/**
 * Which demo profile fields each item covers, and how its hint names them while they are
 * still the demo's. The rest ("Remove the demo content" resets them): the contact note and
 * the availability badge's text. The badge's switch is a choice, not the demo's words: an
 * owner who keeps it on has nothing left to do there.
 */
const DEMO_FIELDS_OF: Record<Exclude<ChecklistId, "login" | "address" | "demo">, Readonly<Record<string, string>>> = {
  identity: { name: "the name", role: "the role", heroHeadline: "the headline", location: "the location" },
  photo: { avatar: "the photo", avatarAlt: "its description" },
  about: { heroIntro: "the introduction", about: "About", focus: "the focus", siteDescription: "the site's description" },
  contact: { email: "the e-mail", links: "the links", resumeUrl: "the résumé" },
};
const OWNER_CHOICE_FIELDS = new Set(["availabilityShown"]);
const OTHER_DEMO_FIELDS: Readonly<Record<string, string>> = { contactNote: "the contact note", availabilityText: "the badge's text" };

/** "a", "a and b", "a, b and c". */
function listed(words: readonly string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

export function firstRunChecklist(
  profile: ChecklistProfile,
  { demoItems, addressKnown, demoPassword = false }: { demoItems: number; addressKnown: boolean; demoPassword?: boolean },
): Checklist {
  const demo = new Set((profile.demoFields ?? []).filter((field) => !OWNER_CHOICE_FIELDS.has(field)));
  const demoLeft = (labels: Readonly<Record<string, string>>) => Object.keys(labels).filter((field) => demo.has(field)).map((field) => labels[field]);
  const fromDemo = (id: keyof typeof DEMO_FIELDS_OF) => demoLeft(DEMO_FIELDS_OF[id]).length > 0;
  const placeholder = (value: string, words: string) => value.trim() === "" || value.trim() === words;

  const items: ChecklistItem[] = [
    {
      // The stored flag (users.demo_password), cleared by the first password change.
      id: "login",
      label: "Your own login",
      hint: demoPassword ? "The site still opens with the demo's published password: choose yours." : "Your own password; a passkey makes the phone quicker.",
      done: !demoPassword,
      href: "/admin/account",
    },
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
      // A public e-mail or a link elsewhere: the login e-mail may stay private (issue 37).
      done: (profile.email.trim() !== "" || (profile.links ?? []).some((link) => link.url.trim() !== "")) && !fromDemo("contact"),
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
    const profileFields = demoLeft(Object.assign({}, ...Object.values(DEMO_FIELDS_OF), OTHER_DEMO_FIELDS));
    items.push({
      id: "demo",
      label: "Remove the demo content",
      hint: demoItems > 0
        ? `${demoItems} demo item${demoItems === 1 ? "" : "s"} left; items you edited are yours and stay.`
        : profileFields.length > 0
          ? `The demo's items are gone; still the demo's on your profile: ${listed(profileFields)}.`
          : "The demo's items are gone.",
      done: demoItems === 0 && demo.size === 0,
    });
  }
  // Where the demo's words, photo or links are what keeps an item open, it says which.
  for (const item of items) {
    const left = item.done || !(item.id in DEMO_FIELDS_OF) ? [] : demoLeft(DEMO_FIELDS_OF[item.id as keyof typeof DEMO_FIELDS_OF]);
    if (left.length > 0) item.hint = `Still the demo's: ${listed(left)}. ${item.hint}`;
  }
  const done = items.filter((item) => item.done).length;
  return { items, done, total: items.length, finished: done === items.length };
}
