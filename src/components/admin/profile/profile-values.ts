// The profile screen's state and what it sends: plain functions (no React), so the form
// stays about the screen and these are tested on their own.
import type { FocusItem, ProfileLink } from "@/lib/db/schema";
import type { ProfileLinkNetwork } from "@/lib/enums";
import { PROFILE_ALTS } from "@/lib/images/alt-text";
import { REMOVE_IMAGE_ATTRIBUTE } from "../form-data";

/** What the résumé picker offers; the server judges the bytes (`%PDF-`). */
export const PDF_ACCEPT = "application/pdf,.pdf";
/** Mirrors the server's limit for the résumé. */
export const MAX_RESUME_BYTES = 4 * 1024 * 1024;

/** The profile as the server hands it over and the API answers it: JSON-plain. */
export interface ProfileFormValues {
  name: string;
  role: string;
  location: string;
  availabilityShown: boolean;
  availabilityText: string;
  heroHeadline: string;
  heroIntro: string;
  avatar: string | null;
  avatarAlt: string;
  about: string;
  focus: FocusItem[];
  email: string;
  contactNote: string;
  resumeUrl: string | null;
  links: ProfileLink[];
  siteTitle: string;
  siteDescription: string;
  siteUrl: string;
  /** The time zone of the visitor counts' days (IANA name). */
  timeZone: string;
  /** The version it was loaded at (If-Match). */
  version: number;
}

/** The one-line and multi-line text fields, sent as they are typed (the server trims). */
export const TEXT_FIELDS = [
  "name",
  "role",
  "location",
  "availabilityText",
  "heroHeadline",
  "heroIntro",
  "avatarAlt",
  "about",
  "email",
  "contactNote",
  "siteTitle",
  "siteDescription",
  "siteUrl",
  "timeZone",
] as const;

export type TextFieldName = (typeof TEXT_FIELDS)[number];

/** A "What I do" item while it is edited; `id` keeps its row (and focus) through a reorder. */
export interface FocusDraft extends FocusItem {
  id: string;
}

/** What the screen edits. The résumé's file lives in its file input, like the avatar's. */
export interface ProfileDraft {
  text: Record<TextFieldName, string>;
  availabilityShown: boolean;
  focus: FocusDraft[];
  links: ProfileLink[];
  /** The external résumé link as typed ("" for none). */
  resumeLink: string;
}

/** The résumé as stored: an uploaded PDF (this site's file), a link elsewhere, or none. */
export type StoredResume = { kind: "upload"; url: string } | { kind: "link"; url: string } | null;

let focusIds = 0;
/** A fresh row id for an item the owner adds (in the browser only; never sent). */
export const newFocusId = () => `focus-new-${++focusIds}`;

export function draftFrom(profile: ProfileFormValues, resume: StoredResume): ProfileDraft {
  const text = Object.fromEntries(TEXT_FIELDS.map((field) => [field, profile[field] ?? ""])) as Record<TextFieldName, string>;
  return {
    text,
    availabilityShown: profile.availabilityShown,
    // By position: the same on the server and in the browser, so the page hydrates as rendered.
    focus: profile.focus.map((item, index) => ({ ...item, id: `focus-${index}` })),
    links: profile.links.map((link) => ({ ...link })),
    resumeLink: resume?.kind === "link" ? resume.url : "",
  };
}

const parsedList = <T,>(text: string | undefined, fallback: T[]): T[] => {
  if (text === undefined) return fallback;
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? (value as T[]) : fallback;
  } catch {
    return fallback;
  }
};

/**
 * The screen's state from the values a profile request carried (restored unsaved work):
 * the text fields, the lists (JSON text), the badge and the résumé link; what the request
 * left out is taken from the stored profile.
 */
export function draftFromEntries(entries: Record<string, string>, profile: ProfileFormValues, resume: StoredResume): ProfileDraft {
  const stored = draftFrom(profile, resume);
  const text = { ...stored.text };
  for (const field of TEXT_FIELDS) if (entries[field] !== undefined) text[field] = entries[field]!;
  return {
    text,
    availabilityShown: entries.availabilityShown === undefined ? stored.availabilityShown : entries.availabilityShown === "true",
    focus: parsedList<FocusItem>(entries.focus, stored.focus).map((item, index) => ({ ...item, id: `focus-restored-${index}` })),
    links: parsedList<ProfileLink>(entries.links, stored.links),
    resumeLink: entries.resumeUrl ?? stored.resumeLink,
  };
}

/** Moves the item at `index` one place up (-1) or down (+1); out of range changes nothing. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/**
 * What a list field sends: the rows that are kept, each with the index of its row on the
 * screen, so an error about `links[1]` (an index into what was sent) marks the right row.
 */
interface Kept<T> {
  items: T[];
  rows: number[];
}

/** An empty link is dropped: the owner clears a URL to hide that network everywhere. */
export function keptLinks(links: readonly ProfileLink[]): Kept<ProfileLink> {
  const kept: Kept<ProfileLink> = { items: [], rows: [] };
  links.forEach((link, row) => {
    const url = link.url.trim();
    if (url === "") return;
    kept.items.push({ network: link.network, url });
    kept.rows.push(row);
  });
  return kept;
}

/** An item left wholly empty is dropped; a half-filled one is sent, for the schema to name. */
export function keptFocus(focus: readonly FocusDraft[]): Kept<FocusItem> {
  const kept: Kept<FocusItem> = { items: [], rows: [] };
  focus.forEach((item, row) => {
    const title = item.title.trim();
    const text = item.text.trim();
    if (title === "" && text === "") return;
    kept.items.push({ title, text });
    kept.rows.push(row);
  });
  return kept;
}

/** A file input's part in the request: a chosen file, "" to remove the stored one, or nothing. */
export type FileChoice = File | "" | undefined;

export function fileChoice(input: HTMLInputElement | null | undefined): FileChoice {
  if (!input) return undefined;
  const file = input.files?.[0];
  if (file) return file;
  return input.getAttribute(REMOVE_IMAGE_ATTRIBUTE) === "true" ? "" : undefined;
}

export interface ProfileRequest {
  /** The multipart body of PATCH /api/v1/profile (docs/api.md). */
  body: FormData;
  /** Maps an index in the sent `links`/`focus` back to its row on the screen. */
  rows: { links: number[]; focus: number[] };
}

/**
 * The whole profile as one multipart PATCH: every text field, the two lists as JSON text
 * (the contract's multipart form), and the files only when the owner chose or removed one.
 *
 * The résumé is one value: a chosen PDF wins; else a link that was changed is sent
 * (`resumeUrl`, "" for none), which also replaces an uploaded PDF; else a removed PDF is
 * sent as `resume=""`. Nothing about it is sent when it was left alone, so an uploaded
 * PDF is never cleared by the empty link field.
 */
export function profileRequest(
  draft: ProfileDraft,
  stored: StoredResume,
  files: { avatar: FileChoice; resume: FileChoice },
): ProfileRequest {
  const body = new FormData();
  for (const field of TEXT_FIELDS) body.set(field, draft.text[field]);
  // The photo's description left as the default is sent empty: it then follows the name.
  const name = draft.text.name.trim();
  if (name && draft.text.avatarAlt.trim() === PROFILE_ALTS.avatar({ name })) body.set("avatarAlt", "");
  body.set("availabilityShown", draft.availabilityShown ? "true" : "false");
  const focus = keptFocus(draft.focus);
  // One public e-mail: the Email link (where the owner placed it) writes to it.
  const address = draft.text.email.trim();
  const links = keptLinks(draft.links.map((link) => (link.network === "email" ? { ...link, url: address && `mailto:${address}` } : link)));
  body.set("focus", JSON.stringify(focus.items));
  body.set("links", JSON.stringify(links.items));
  if (files.avatar !== undefined) body.set("avatar", files.avatar);

  const storedLink = stored?.kind === "link" ? stored.url : "";
  const link = draft.resumeLink.trim();
  if (files.resume instanceof File) body.set("resume", files.resume);
  else if (link !== storedLink) body.set("resumeUrl", link);
  else if (files.resume === "" && stored?.kind === "upload") body.set("resume", "");

  return { body, rows: { links: links.rows, focus: focus.rows } };
}

/** The résumé after a successful save, from what was sent and what the server answered. */
export function storedResumeAfterSave(sent: FormData, previous: StoredResume, resumeUrl: string | null): StoredResume {
  if (!resumeUrl) return null;
  if (sent.get("resume") instanceof File) return { kind: "upload", url: resumeUrl };
  if (sent.has("resumeUrl")) return { kind: "link", url: resumeUrl };
  return previous ? { ...previous, url: resumeUrl } : { kind: "link", url: resumeUrl };
}

/**
 * A message about a field ("links[1].url must be an http(s) URL.", "avatar is too large:
 * …") → the field key the screen shows it on, with list indices turned into screen rows,
 * and the rest of the sentence. Undefined when the message names no field of this form.
 */
export function fieldOfMessage(
  msg: string,
  rows: ProfileRequest["rows"],
): { key: string; message: string } | undefined {
  const match = /^([A-Za-z]+)(?:\[(\d+)\](?:\.([A-Za-z]+))?)? (.+?)\.?$/.exec(msg.trim());
  if (!match) return undefined;
  const [, field, index, part, message] = match;
  const key = errorKey(field!, index === undefined ? undefined : Number(index), part, rows);
  return key ? { key, message: message! } : undefined;
}

const FILE_AND_FLAG_FIELDS = ["availabilityShown", "avatar", "resume", "resumeUrl", "links", "focus"];

/** The key a field's error is kept under: "name", "links", "links.3.url", "focus.0.title". */
export function errorKey(
  field: string,
  index: number | undefined,
  part: string | undefined,
  rows: ProfileRequest["rows"],
): string | undefined {
  if (!(TEXT_FIELDS as readonly string[]).includes(field) && !FILE_AND_FLAG_FIELDS.includes(field)) return undefined;
  if (index === undefined) return field;
  if (field !== "links" && field !== "focus") return field;
  const row = rows[field][index];
  if (row === undefined) return field;
  if (field === "links") return linkErrorKey(row);
  return focusErrorKey(row, part === "text" ? "text" : "title");
}

export const linkErrorKey = (row: number) => `links.${row}.url`;
export const focusErrorKey = (row: number, part: "title" | "text") => `focus.${row}.${part}`;

/** Labels, and what a URL looks like, for each network (the editor's placeholders). */
export const LINK_PLACEHOLDERS: Record<ProfileLinkNetwork, string> = {
  email: "mailto:you@example.com",
  linkedin: "https://www.linkedin.com/in/you",
  github: "https://github.com/you",
  x: "https://x.com/you",
  whatsapp: "https://wa.me/15551234567",
  bluesky: "https://bsky.app/profile/you.bsky.social",
  mastodon: "https://mastodon.social/@you",
  youtube: "https://www.youtube.com/@you",
  website: "https://you.dev",
};
