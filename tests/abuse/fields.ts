/**
 * The fields of each body the API validates, by kind (./cases.ts): what validators.test.ts
 * checks against the schemas directly and abuse.test.ts samples through HTTP. Nothing here
 * touches the database.
 */
import { PROJECT_TYPES, TECH_STACK_TYPES } from "@/lib/enums";
import { validBlog, validCertification, validExperience, validMessage, validProject, validTechStack } from "../helpers/fixtures";
import { CONTRACT, LONG, SHORT, type Kind } from "./cases";

type Row = Record<string, unknown>;

export const list = (sep: "," | "|", multiline = false): Kind => ({ type: "list", sep, multiline });
export const URL_KIND: Kind = { type: "url" };

export interface EntityFields {
  /** The collection's path under /api/v1. */
  collection: string;
  fixture: () => Row;
  fields: Array<[string, Kind]>;
}

export const PROJECT: EntityFields = {
  collection: "projects",
  fixture: validProject,
  fields: [
    ["title", SHORT],
    ["oneLineDescription", SHORT],
    ["description", LONG],
    ["liveUrl", URL_KIND],
    ["projectType", { type: "enum", values: PROJECT_TYPES }],
    ["technologiesUsed", list(",")],
    ["keywordsAndTags", list(",")],
    ["isArchived", { type: "bool" }],
  ],
};

export const BLOG: EntityFields = {
  collection: "blogs",
  fixture: validBlog,
  fields: [
    ["title", SHORT],
    ["summary", LONG],
    ["content", { type: "text", max: CONTRACT.markdown, multiline: true, markdown: true }],
    ["date", { type: "date" }],
  ],
};

export const EXPERIENCE: EntityFields = {
  collection: "experiences",
  fixture: validExperience,
  fields: [
    ["title", SHORT],
    ["company", SHORT],
    ["location", SHORT],
    ["startDate", { type: "month", role: "start" }],
    ["endDate", { type: "month", role: "end" }],
    ["skills", LONG],
    ["learned", list("|", true)],
  ],
};

export const CERTIFICATION: EntityFields = {
  collection: "certification",
  fixture: validCertification,
  fields: [
    ["title", SHORT],
    ["credentialID", SHORT],
    ["organization", SHORT],
    ["date", SHORT],
    ["url", URL_KIND],
    ["learned", list(",", true)],
  ],
};

export const TECH_STACK: EntityFields = {
  collection: "techStack",
  fixture: validTechStack,
  fields: [
    ["title", SHORT],
    ["category", SHORT],
    ["url", URL_KIND],
    ["techStackType", { type: "enum", values: TECH_STACK_TYPES }],
  ],
};

export const MESSAGE: EntityFields = {
  collection: "message",
  fixture: validMessage,
  fields: [
    ["name", SHORT],
    ["email", { type: "email" }],
    ["subject", SHORT],
    ["message", LONG],
  ],
};

/** PATCH /message/:id: the one field a message takes after it is sent. */
export const MESSAGE_READ: Array<[string, Kind]> = [["read", { type: "read" }]];

/** POST /auth/login; the owner's e-mail with a wrong password is a well-formed login (401). */
export const LOGIN_FIELDS: Array<[string, Kind]> = [
  ["email", { type: "credential", max: CONTRACT.email }],
  ["password", { type: "credential", max: 200, raw: true }],
];

/**
 * PATCH /profile: the fields the kinds describe (docs/api.md, "Profile"). The links, the
 * focus items and the site's origin have rules of their own, tested in tests/api/profile*.
 */
export const PROFILE_FIELDS: Array<[string, Kind]> = [
  ["name", SHORT],
  ["role", SHORT],
  ["location", { type: "text", max: CONTRACT.short, optional: true }],
  ["availabilityShown", { type: "bool" }],
  ["availabilityText", { type: "text", max: CONTRACT.short, optional: true }],
  ["heroHeadline", SHORT],
  ["heroIntro", LONG],
  ["about", { type: "text", max: 10_000, multiline: true, markdown: true }],
  ["email", { type: "email", optional: true }],
  ["contactNote", { type: "text", max: CONTRACT.textarea, multiline: true, optional: true }],
  ["resumeUrl", { type: "url", emptyIsNull: true }],
  ["siteTitle", { type: "text", max: CONTRACT.short, optional: true }],
  ["siteDescription", SHORT],
];

export const CONTENT_ENTITIES = [PROJECT, BLOG, EXPERIENCE, CERTIFICATION, TECH_STACK];
