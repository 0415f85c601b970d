import { z } from "zod";
import { PROFILE_LINK_NETWORKS, type ProfileLinkNetwork } from "@/lib/enums";
import { altText, booleanField, enumField, httpUrl, LIMITS, longText, optionalEmail, optionalText, requiredText, shortText } from "./fields";

export { PROFILE_LINK_NETWORKS };

export const PROFILE_LIMITS = {
  /** About, "Who I am" (Markdown). */
  about: 10_000,
  /** About, "What I do". */
  focusItems: 12,
} as const;

/** The file fields of PATCH /api/v1/profile: the avatar image and the résumé PDF. */
export const PROFILE_IMAGE_FIELDS = ["avatar"] as const;
export const PROFILE_RESUME_FIELD = "resume";

/**
 * The list fields travel as JSON text in a form (multipart, urlencoded) and as arrays in
 * JSON. Text that is not JSON stays text, and is refused as "must be a list".
 */
const fromJsonText = (value: unknown) => {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const jsonList = <T extends z.ZodType>(item: T, max: number, shape: string) =>
  z.preprocess(
    fromJsonText,
    z
      .array(item, { error: `must be a list of ${shape} (JSON text in a form)` })
      .max(max, `must have at most ${max} items`),
  );

const httpsUrlOf = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
};

const onHost = (url: URL, hosts: readonly string[]) =>
  hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));

/** Networks whose profile lives on a known host: a link elsewhere is a mistake. */
const NETWORK_HOSTS: Partial<Record<ProfileLinkNetwork, { hosts: readonly string[]; example: string }>> = {
  linkedin: { hosts: ["linkedin.com"], example: "a LinkedIn address (https://www.linkedin.com/in/…)" },
  github: { hosts: ["github.com"], example: "a GitHub address (https://github.com/…)" },
  x: { hosts: ["x.com", "twitter.com"], example: "an X address (https://x.com/…)" },
  bluesky: { hosts: ["bsky.app"], example: "a Bluesky address (https://bsky.app/profile/…)" },
  youtube: { hosts: ["youtube.com", "youtu.be"], example: "a YouTube address (https://www.youtube.com/@…)" },
};

const emailAddress = z.email();

/**
 * A link's URL as stored, or why it cannot be: e-mail as `mailto:<address>`, WhatsApp as
 * `https://wa.me/<international number>`, every other network an https URL (on its own
 * host where it has one; Mastodon and a website anywhere).
 */
function normalizeLinkUrl(network: ProfileLinkNetwork, value: string): { url: string } | { problem: string } {
  if (network === "email") {
    const address = value.replace(/^mailto:/i, "");
    return emailAddress.safeParse(address).success && address.length <= 254
      ? { url: `mailto:${address}` }
      : { problem: "must be an e-mail address (or a mailto: link)" };
  }
  if (network === "whatsapp") {
    const waMe = /^https:\/\/wa\.me\/(\d+)\/?$/i.exec(value)?.[1];
    // A phone number as people write it: +351 912 345 678, 00351-912-345-678, (351) 912…
    const phone = /^\+?[\d\s().-]+$/.test(value) ? value.replace(/\D/g, "").replace(/^00/, "") : undefined;
    const digits = waMe ?? phone;
    // wa.me wants the international number: country code first, no leading zero, 7–15 digits.
    return digits && /^[1-9]\d{6,14}$/.test(digits)
      ? { url: `https://wa.me/${digits}` }
      : { problem: "must be a phone number with its country code, or a https://wa.me/… link" };
  }
  const url = httpsUrlOf(value);
  if (!url) return { problem: "must be an https URL" };
  const rule = NETWORK_HOSTS[network];
  if (rule && !onHost(url, rule.hosts)) return { problem: `must be ${rule.example}` };
  return { url: value };
}

/** One link as sent: its url is checked and normalised; an empty url means "no link" (null). */
const linkItem = z
  .object(
    {
      network: enumField(PROFILE_LINK_NETWORKS),
      url: optionalText(LIMITS.url),
    },
    { error: "must be an object with network and url" },
  )
  .transform((link, ctx) => {
    if (link.url === "") return null;
    const result = normalizeLinkUrl(link.network, link.url);
    if ("problem" in result) {
      ctx.addIssue({ code: "custom", message: result.problem, path: ["url"], input: link.url });
      return z.NEVER;
    }
    return { network: link.network, url: result.url };
  });

// One row per network at most, as the form shows them (empty ones included).
const links = jsonList(linkItem, PROFILE_LINK_NETWORKS.length, "{network, url}")
  .superRefine((items, ctx) => {
    const seen = new Set<ProfileLinkNetwork>();
    items.forEach((link, index) => {
      if (!link) return;
      if (seen.has(link.network)) {
        ctx.addIssue({
          code: "custom",
          message: `lists ${link.network} again: each network may appear once`,
          path: [index, "network"],
          input: link.network,
        });
      }
      seen.add(link.network);
    });
  })
  .transform((items) => items.filter((link) => link !== null));

const focusItem = z.object(
  { title: shortText(), text: longText() },
  { error: "must be an object with title and text" },
);

/** The site's canonical origin (scheme, host, port), or "" when it is not known. */
const siteOrigin = () =>
  optionalText(LIMITS.url).transform((value, ctx) => {
    if (value === "") return "";
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // reported below
    }
    const isOrigin =
      url !== null &&
      (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "" &&
      !url.username &&
      !url.password &&
      /^\/*$/.test(url.pathname) &&
      !/[?#]/.test(value);
    if (!isOrigin) {
      ctx.addIssue({ code: "custom", message: "must be an http(s) origin such as https://example.com, without a path", input: value });
      return z.NEVER;
    }
    return url!.origin;
  });

/** True for a time zone name this runtime knows (IANA, e.g. Europe/Lisbon, or UTC). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The days of the visitor counts: an IANA time zone name. */
const timeZone = () =>
  shortText().refine((value) => isTimeZone(value), "must be a time zone name such as UTC or Europe/Lisbon");

/** An external résumé link: an http(s) URL, or "" / null for none. */
const resumeUrl = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  httpUrl().nullable(),
);

/**
 * PATCH /api/v1/profile: any subset of the fields; what is absent keeps its value. The
 * avatar and the résumé file are not here: they arrive as files (or "" to remove them) and
 * are handled by the route, as every other upload is.
 */
export const profileUpdateSchema = z
  .object({
    name: shortText(),
    role: shortText(),
    location: optionalText(LIMITS.short),
    availabilityShown: booleanField(),
    availabilityText: optionalText(LIMITS.short),
    heroHeadline: shortText(),
    heroIntro: longText(),
    avatarAlt: altText(),
    about: requiredText(PROFILE_LIMITS.about, { multiline: true }),
    focus: jsonList(focusItem, PROFILE_LIMITS.focusItems, "{title, text}"),
    email: optionalEmail(),
    contactNote: optionalText(LIMITS.textarea, { multiline: true }),
    resumeUrl,
    links,
    // Empty: the title follows name and role (src/lib/site/site-title.ts).
    siteTitle: optionalText(LIMITS.short),
    siteDescription: shortText(),
    siteUrl: siteOrigin(),
    timeZone: timeZone(),
  })
  .partial();

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
