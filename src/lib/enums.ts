// Enumerations shared by the database schema, the validations and the UI. Kept free of
// imports so client forms can use them without pulling in the database layer.
export const PROJECT_TYPES = ["frontend", "full-stack", "backend"] as const;
export const TECH_STACK_TYPES = ["skills", "dev", "apps", "games", "hardware"] as const;

/** A post or project is a draft (the owner's only) or published (live once its publishAt is due). */
export const PUBLICATION_STATUSES = ["draft", "published"] as const;

/**
 * How an upload came (src/lib/media): through the media library or the post editor
 * ("media": nothing names it yet, a draft may), or with an item's own save ("item": the row
 * names it from the moment it is kept).
 */
export const MEDIA_ORIGINS = ["media", "item"] as const;
export type MediaOrigin = (typeof MEDIA_ORIGINS)[number];

/**
 * The forms whose unsaved values the server keeps as autosaves (src/lib/autosave), named as
 * the API names the collections; the profile has one form and no item id.
 */
export const AUTOSAVE_COLLECTIONS = ["blogs", "projects", "experiences", "certification", "techStack", "profile"] as const;
export type AutosaveCollection = (typeof AUTOSAVE_COLLECTIONS)[number];

export type ProjectType = (typeof PROJECT_TYPES)[number];
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export type TechStackType = (typeof TECH_STACK_TYPES)[number];

/**
 * The owner's public links, in the order a new profile lists them (the spec's footer
 * order first: e-mail, LinkedIn, GitHub, X, WhatsApp). The owner reorders them freely.
 */
export const PROFILE_LINK_NETWORKS = [
  "email",
  "linkedin",
  "github",
  "x",
  "whatsapp",
  "bluesky",
  "mastodon",
  "youtube",
  "website",
] as const;

export type ProfileLinkNetwork = (typeof PROFILE_LINK_NETWORKS)[number];

/** How each network is named to people (the owner's Links editor, the footer's Elsewhere). */
export const PROFILE_LINK_LABELS: Record<ProfileLinkNetwork, string> = {
  email: "Email",
  linkedin: "LinkedIn",
  github: "GitHub",
  x: "X",
  whatsapp: "WhatsApp",
  bluesky: "Bluesky",
  mastodon: "Mastodon",
  youtube: "YouTube",
  website: "Website",
};
