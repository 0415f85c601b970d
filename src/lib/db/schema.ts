import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { AUTOSAVE_COLLECTIONS, MEDIA_ORIGINS, PROFILE_LINK_NETWORKS, PROJECT_TYPES, PUBLICATION_STATUSES, TECH_STACK_TYPES } from "@/lib/enums";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/**
 * Every write of an item makes it a new version: a trigger (drizzle/0005_versions.sql) adds 1
 * on each UPDATE that changes the row, whichever code path wrote it (a form, a reorder, a
 * publish). An edit sends the version it was loaded from (If-Match) and an older one is a 409
 * (src/lib/versions).
 */
const versioned = {
  version: integer("version").notNull().default(1),
};

/** Deleted items stay in the trash for 30 days (src/lib/trash), then are purged with their files. */
const trashable = {
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
};

/**
 * The uploads a post's, a project's or the profile's row names (its image fields, and what its
 * Markdown shows and links), read by src/lib/media/named-uploads.ts when the row is saved and
 * written in the save's transaction (src/lib/media/named-files.ts). NULL: not read yet. A
 * trigger (drizzle/0013_named_files.sql) sets it to NULL on every INSERT and on every UPDATE
 * that changes a naming column, so only the app's own save (or the start-up backfill) fills
 * it; a row written another way is read again rather than trusted. Never part of the API, a
 * version or the row's version number.
 */
const namedFiles = {
  files: text("files").array(),
};

/**
 * Rows the zero-config demo wrote (src/lib/db/demo-content.ts). "Remove demo content" moves
 * those still marked to the trash (src/lib/first-run); the owner's first edit of one (the
 * one update path, src/lib/api/resource.ts) clears the mark: an edited item is theirs.
 */
const seeded = {
  seeded: boolean("seeded").notNull().default(false),
};

/**
 * Posts and projects: visitors see an item once it is published and its publishAt (if any)
 * has come (src/lib/publishing). API clients that send no status publish at once.
 */
const publishable = {
  status: text("status", { enum: PUBLICATION_STATUSES }).notNull().default("published"),
  publishAt: timestamp("publish_at", { withTimezone: true }),
};

const altColumn = (name: string) => text(name).notNull().default("");
const sizeColumn = (name: string) => integer(name);
const placeholderColumn = (name: string) => text(name);
type ImageDetailColumns<F extends string> = Record<`${F}Alt`, ReturnType<typeof altColumn>> &
  Record<`${F}Width` | `${F}Height`, ReturnType<typeof sizeColumn>> &
  Record<`${F}Placeholder`, ReturnType<typeof placeholderColumn>>;

/**
 * What sits beside every uploaded image's URL column F (names in src/lib/images/fields.ts):
 * `${F}Alt`, the owner's alt text ('' when none: reads give the default built from the item,
 * src/lib/images/alt-text.ts); `${F}Width`/`${F}Height`, the stored image's size; and
 * `${F}Placeholder`, a tiny blurred data URL. Size and placeholder are null without an image,
 * and for images stored before they were measured until `npm run db:migrate` fills them.
 */
function imageDetails<F extends string>(field: F, column: string): ImageDetailColumns<F> {
  return {
    [`${field}Alt`]: altColumn(`${column}_alt`),
    [`${field}Width`]: sizeColumn(`${column}_width`),
    [`${field}Height`]: sizeColumn(`${column}_height`),
    [`${field}Placeholder`]: placeholderColumn(`${column}_placeholder`),
  } as ImageDetailColumns<F>;
}

/** The one owner. There is no sign-up: the row is created from OWNER_EMAIL or the demo seed. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  /**
   * True while the password is the zero-config demo's published one: the first-run
   * checklist's "Your own login" reads this flag, set when the demo owner is created and
   * cleared by the first password change (never a hash check on every dashboard view).
   */
  demoPassword: boolean("demo_password").notNull().default(false),
  ...timestamps,
});

/**
 * Server-side record of each login, so logout revokes the (otherwise stateless) JWT: every
 * owner request reads its row (src/lib/auth/session.ts), so a device signed out from
 * /admin/account is refused on its next request. `device` is read from the user agent at
 * login ("Safari on iPhone"); `lastSeenAt` is written at most once a minute.
 */
export const sessions = pgTable("sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  device: text("device").notNull().default(""),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The owner's passkeys (WebAuthn credentials, src/lib/auth/passkeys). `rpId` is the relying
 * party the credential was made for (the site's address at the time, or the host in use):
 * a login checks the assertion against it, so a later change of address is refused rather
 * than trusted. `publicKey` is the COSE key, base64url.
 */
export const passkeys = pgTable("passkeys", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  credentialId: text("credential_id").notNull().unique(),
  publicKey: text("public_key").notNull(),
  // WebAuthn counters are unsigned 32-bit: beyond a signed integer.
  counter: bigint("counter", { mode: "number" }).notNull().default(0),
  transports: jsonb("transports").$type<string[]>().notNull().default([]),
  rpId: text("rp_id").notNull(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

/**
 * WebAuthn challenges, kept server-side and single-use: a ceremony's answer is checked
 * against the row it deletes (DELETE … RETURNING), so a replay finds none. Expired rows are
 * swept when a new challenge is issued.
 */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  challenge: text("challenge").primaryKey(),
  purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  rpId: text("rp_id").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    oneLineDescription: text("one_line_description").notNull(),
    description: text("description").notNull(),
    liveUrl: text("live_url").notNull(),
    logo: text("logo"),
    ...imageDetails("logo", "logo"),
    screenshot: text("screenshot"),
    ...imageDetails("screenshot", "screenshot"),
    keywordsAndTags: text("keywords_and_tags").array().notNull().default([]),
    projectType: text("project_type", { enum: PROJECT_TYPES }).notNull(),
    technologiesUsed: text("technologies_used").array().notNull().default([]),
    isArchived: boolean("is_archived").notNull().default(false),
    ...publishable,
    /** Featured projects lead Selected Work, in the owner's order (featuredRank, 0 first). */
    featured: boolean("featured").notNull().default(false),
    featuredRank: integer("featured_rank"),
    ...namedFiles,
    ...trashable,
    ...seeded,
    ...versioned,
    ...timestamps,
  },
  (t) => [
    index("projects_archived_created_idx").on(t.isArchived, t.createdAt),
    index("projects_files_idx").using("gin", t.files),
    index("projects_files_unread_idx").on(t.id).where(sql`${t.files} is null`),
  ],
);

export const blogs = pgTable(
  "blogs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    content: text("content").notNull(),
    /** Publication date (YYYY-MM-DD), chosen by the owner; defaults to the day of writing. */
    date: text("date").notNull(),
    imageUrl: text("image_url"),
    ...imageDetails("imageUrl", "image_url"),
    /** Search results' and shared links' description; '' for none (the summary is used). */
    metaDescription: text("meta_description").notNull().default(""),
    /**
     * Where the post first appeared (dev.to, a company blog), when it did elsewhere: its
     * canonical link and og:url point there and the sitemap leaves it out (issue 38). NULL: here.
     */
    canonicalUrl: text("canonical_url"),
    /** The image of a shared link (an upload); null for none (the cover, else the post's card). */
    socialImage: text("social_image"),
    ...imageDetails("socialImage", "social_image"),
    /** The post's address on the site (/blogs/{slug}): from the title, editable, unique. */
    slug: text("slug").notNull().unique(),
    tags: text("tags").array().notNull().default([]),
    ...publishable,
    ...namedFiles,
    ...trashable,
    ...seeded,
    ...versioned,
    ...timestamps,
  },
  (t) => [index("blogs_files_idx").using("gin", t.files), index("blogs_files_unread_idx").on(t.id).where(sql`${t.files} is null`)],
);

/**
 * A post's earlier addresses: each slug it had before, answering a permanent redirect to its
 * current one (src/lib/posts/address.ts), until another post takes that slug (the redirect
 * is then dropped: that post wins). Written in the transaction of the slug's change; deleted
 * with the post when it is purged.
 */
export const slugRedirects = pgTable(
  "slug_redirects",
  {
    slug: text("slug").primaryKey(),
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("slug_redirects_blog_idx").on(t.blogId)],
);

export const experiences = pgTable("experiences", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  company: text("company").notNull(),
  location: text("location").notNull(),
  /** YYYY-MM */
  startDate: text("start_date").notNull(),
  /** YYYY-MM, or null for the current role ("Present"). */
  endDate: text("end_date"),
  skills: text("skills").notNull(),
  learned: text("learned").array().notNull().default([]),
  ...trashable,
  ...seeded,
  ...versioned,
  ...timestamps,
});

export const certifications = pgTable("certifications", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  credentialID: text("credential_id").notNull(),
  organization: text("organization").notNull(),
  /** Free text, as the owner writes it ("March 2024"). */
  date: text("date").notNull(),
  url: text("url").notNull(),
  learned: text("learned").array().notNull().default([]),
  image: text("image"),
  ...imageDetails("image", "image"),
  ...trashable,
  ...seeded,
  ...versioned,
  ...timestamps,
});

export const techStack = pgTable("tech_stack", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title").notNull(),
  category: text("category").notNull(),
  imageUrl: text("image_url"),
  ...imageDetails("imageUrl", "image_url"),
  url: text("url").notNull(),
  techStackType: text("tech_stack_type", { enum: TECH_STACK_TYPES }).notNull(),
  /** The owner's order within the item's category group (then by title). */
  position: integer("position").notNull().default(0),
  ...trashable,
  ...seeded,
  ...versioned,
  ...timestamps,
});

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    ...trashable,
    ...seeded,
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("messages_created_idx").on(t.createdAt)],
);

/**
 * Fixed-window counters for login and contact limits. Kept in the database so a limit
 * holds across serverless instances. A row is dead once its window ends (`expires_at`):
 * writers delete dead rows as they go (src/lib/data/rate-limits.ts), so the table holds
 * about one row per key that is live.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    // The default only fills rows written before this column existed: they end at once.
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/** Owner logins (success and failure) and every owner mutation. */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    detail: text("detail").notNull().default(""),
    ip: text("ip").notNull().default("unknown"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("activity_created_idx").on(t.createdAt)],
);

/**
 * Preview links of a post or project made before `validAfter` are void for good
 * (src/lib/preview): set when the item stops being public (it was live before an owner's
 * write), goes to the trash, or the owner ends its links. The links themselves are signed
 * tokens, stored nowhere; this is the one thing about them the server keeps.
 */
export const previewLinkCutoffs = pgTable(
  "preview_link_cutoffs",
  {
    /** The API's collection: blogs or projects. */
    collection: text("collection", { enum: ["blogs", "projects"] }).notNull(),
    itemId: uuid("item_id").notNull(),
    validAfter: timestamp("valid_after", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.itemId] })],
);

/**
 * One record per uploaded file (images and the résumé PDF), written by every upload
 * (src/lib/media/records.ts) and deleted with its file: what the media library lists and
 * what the Markdown renderer reads an inline image's size, placeholder and default alt
 * text from. Files stored before records were kept get theirs at start-up / `npm run
 * db:migrate` (src/lib/media/backfill.ts).
 */
export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The file's public URL, as rows and Markdown name it. */
    url: text("url").notNull().unique(),
    /** The file name it was uploaded as (for the owner's eyes only). */
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    /** Its size in bytes; null when unknown (a file recorded after the fact that could not be read). */
    bytes: integer("bytes"),
    width: integer("width"),
    height: integer("height"),
    placeholder: text("placeholder"),
    /** The default alt text of an inline image ('' for none); the Markdown's own alt wins. */
    alt: text("alt").notNull().default(""),
    origin: text("origin", { enum: MEDIA_ORIGINS }).notNull().default("item"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_created_idx").on(t.createdAt)],
);

/** One "What I do" item on the About page. */
export interface FocusItem {
  title: string;
  text: string;
}

/** One public link (the Elsewhere group, the header icons, About, JSON-LD sameAs). */
export interface ProfileLink {
  network: (typeof PROFILE_LINK_NETWORKS)[number];
  url: string;
}

/**
 * The owner's identity and words: one row (id 1), edited at /admin/profile and read by
 * every public page. Filled on first start from src/config/site.ts's defaults (and any
 * NEXT_PUBLIC_SITE_* variables that are set); after that the database wins.
 */
export const profile = pgTable(
  "profile",
  {
    id: integer("id").primaryKey().default(1),
    name: text("name").notNull(),
    role: text("role").notNull(),
    location: text("location").notNull().default(""),
    /** The "Available for new projects" badge: shown or not, and its words. */
    availabilityShown: boolean("availability_shown").notNull().default(true),
    availabilityText: text("availability_text").notNull().default(""),
    /** The hero's headline and the paragraph under it. */
    heroHeadline: text("hero_headline").notNull(),
    heroIntro: text("hero_intro").notNull(),
    /** Photo of the owner (an uploaded image's URL), or null for the monogram. */
    avatar: text("avatar"),
    ...imageDetails("avatar", "avatar"),
    /** About, "Who I am": Markdown. */
    about: text("about").notNull(),
    /** About, "What I do": ordered items. */
    focus: jsonb("focus").$type<FocusItem[]>().notNull().default([]),
    /** Public contact address (may differ from the login e-mail). */
    email: text("email").notNull(),
    /** Under the contact form, e.g. "I reply within two working days." */
    contactNote: text("contact_note").notNull().default(""),
    /** Résumé: an uploaded PDF's URL or an external http(s) URL; null for none. */
    resumeUrl: text("resume_url"),
    /** Ordered; a network appears at most once; an empty link is not stored. */
    links: jsonb("links").$type<ProfileLink[]>().notNull().default([]),
    /**
     * The site's <title> (empty: it follows "name · role", src/lib/site/site-title.ts), its
     * meta description, and its address.
     */
    siteTitle: text("site_title").notNull(),
    siteDescription: text("site_description").notNull(),
    /** e.g. https://alexmorgan.dev; empty: not known yet (src/lib/site/site-url.ts). */
    siteUrl: text("site_url").notNull().default(""),
    /**
     * The fields the zero-config demo wrote and the owner has not changed since (null: the site
     * never was a demo). "Remove demo content" resets them (src/lib/first-run).
     */
    demoFields: jsonb("demo_fields").$type<string[]>(),
    /** The IANA time zone whose days the visitor counts are kept in (src/lib/analytics). */
    timeZone: text("time_zone").notNull().default("UTC"),
    ...namedFiles,
    ...versioned,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("profile_single_row", sql`${t.id} = 1`)],
);

/** The collections whose earlier versions are kept (History on their edit screens). */
export const VERSIONED_COLLECTIONS = ["blogs", "projects"] as const;

/**
 * Earlier versions of posts and projects: one row per save (the item as it was saved), the
 * newest 50 of an item kept (src/lib/versions/history.ts). Kept while the item is in the trash,
 * deleted with it. `files` lists the uploads the version names (its image fields and the
 * upload URLs its text names), so a file stays while a kept
 * version could bring it back (src/lib/media/in-use.ts).
 */
export const itemVersions = pgTable(
  "item_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    collection: text("collection", { enum: VERSIONED_COLLECTIONS }).notNull(),
    itemId: uuid("item_id").notNull(),
    version: integer("version").notNull(),
    /** The item's own fields as saved (no id, timestamps or trash state). */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    /** The fields that differ from the version kept before it (empty for the first). */
    changes: text("changes").array().notNull().default([]),
    files: text("files").array().notNull().default([]),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("item_versions_item_version_idx").on(t.collection, t.itemId, t.version),
    index("item_versions_files_idx").using("gin", t.files),
  ],
);

/**
 * The unsaved values of one open admin form (src/lib/autosave): one row per copy of a form,
 * its id made by the browser. Never content: no visitor read, no version, no slug held. It
 * names the item it edits (null for an unsaved new item and for the profile) and is listed
 * only while that item is outside the trash; a purge of the item deletes it. `files` lists the
 * uploads its values name, so a file stays while an autosave could bring it back
 * (src/lib/media/in-use.ts).
 */
export const autosaves = pgTable(
  "autosaves",
  {
    id: uuid("id").primaryKey(),
    collection: text("collection", { enum: AUTOSAVE_COLLECTIONS }).notNull(),
    itemId: uuid("item_id"),
    /** What the owner's screens call it, made from the values when written. */
    title: text("title").notNull().default(""),
    /** The form's values as it would send them (text by field name). */
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    /** The form's values when the editing started. */
    initial: jsonb("initial").$type<Record<string, string>>().notNull(),
    /** The stored item the editing started from; null for a new item. */
    base: jsonb("base").$type<Record<string, unknown>>(),
    baseVersion: integer("base_version"),
    files: text("files").array().notNull().default([]),
    /** The browser's own random id, and a name for its device made from its User-Agent. */
    deviceId: text("device_id").notNull(),
    deviceName: text("device_name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it was last written. */
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("autosaves_item_idx").on(t.collection, t.itemId),
    index("autosaves_files_idx").using("gin", t.files),
    check("autosaves_profile_has_no_item", sql`${t.collection} <> 'profile' or ${t.itemId} is null`),
  ],
);

/*
 * Visitor counts (src/lib/analytics): aggregates per day (in the profile's time zone), never
 * one row per view. Nothing here names a person: no address, no user agent, no full referrer.
 */
const day = () => date("day", { mode: "string" }).notNull();
const counter = (name: string) => integer(name).notNull().default(0);

/** The site's views and unique visitors of one day. */
export const analyticsDays = pgTable("analytics_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  views: counter("views"),
  visitors: counter("visitors"),
});

/** One public page's views and unique visitors of one day; `page` is a path, or `blogs:<id>` for a post. */
export const analyticsPages = pgTable(
  "analytics_pages",
  { day: day(), page: text("page").notNull(), views: counter("views"), visitors: counter("visitors") },
  (t) => [primaryKey({ columns: [t.day, t.page] })],
);

/** Where views came from (a referrer's host or a utm_source): a day's top 100, the rest as "other". */
export const analyticsSources = pgTable(
  "analytics_sources",
  { day: day(), source: text("source").notNull(), views: counter("views") },
  (t) => [primaryKey({ columns: [t.day, t.source] })],
);

/** Views per visitor country (two letters), where the platform said (Vercel's header). */
export const analyticsCountries = pgTable(
  "analytics_countries",
  { day: day(), country: text("country").notNull(), views: counter("views") },
  (t) => [primaryKey({ columns: [t.day, t.country] })],
);

/** The secret of the current day's visitor hashes; deleted with them once the day is over. */
export const analyticsSecrets = pgTable("analytics_secrets", {
  day: date("day", { mode: "string" }).primaryKey(),
  secret: text("secret").notNull(),
});

/**
 * The current day's visitors, as keyed hashes of (address, user agent, day, secret): one row
 * per visitor for the site (scope '') and per page they viewed (scope = the page). Only here
 * to tell a first view of the day from a repeat one; deleted once the day is over.
 */
export const analyticsVisitors = pgTable(
  "analytics_visitors",
  { day: day(), scope: text("scope").notNull(), hash: text("hash").notNull() },
  (t) => [primaryKey({ columns: [t.day, t.scope, t.hash] })],
);

/**
 * When each cache tag was last expired (src/lib/cache/tag-expiry-store.ts): written before an
 * owner's write is answered, read by every self-hosted server at start and every few seconds,
 * so a page, list, feed or data read an expiry ended is never served again, after a restart
 * or by another server on this database. A handful of rows (one per tag).
 */
export const cacheTagExpiries = pgTable("cache_tag_expiries", {
  tag: text("tag").primaryKey(),
  expiredAt: timestamp("expired_at", { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PasskeyRow = typeof passkeys.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type BlogRow = typeof blogs.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;
export type CertificationRow = typeof certifications.$inferSelect;
export type TechStackRow = typeof techStack.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ActivityRow = typeof activity.$inferSelect;
export type ProfileRow = typeof profile.$inferSelect;
export type ItemVersionRow = typeof itemVersions.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type AutosaveRow = typeof autosaves.$inferSelect;
