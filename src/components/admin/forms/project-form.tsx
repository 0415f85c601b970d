"use client";

import Link from "next/link";
import { PROJECT_ALTS } from "@/lib/images/alt-text";
import { LIMITS } from "@/lib/validations/fields";
import { projectCreateSchema } from "@/lib/validations/project";
import { EntityForm } from "../entity-form";
import { PreviewLink } from "../preview/preview-link";
import { CheckboxField, fromTitle, ImageField, PublicationField, SelectField, TextAreaField, TextField } from "../fields";
import { linkClass } from "../fields/styles";
import type { Project } from "@/lib/data/projects";
import { publicationState } from "@/lib/publishing/visibility";
import { featuredNote, type FeaturedStanding } from "@/lib/ordering/featured-standing";
import { HistoryButton } from "../history/history-button";
import type { EntityFormConfig } from "../use-entity-form";
import { formatForConflict } from "./conflict-format";
import { projectFormValues, type ProjectFormValues } from "./form-values";
import { PROJECT_TYPE_OPTIONS } from "./options";

export const PROJECT_FORM: EntityFormConfig = {
  apiPath: "/projects",
  listHref: "/projects",
  addHref: "/add-project",
  schema: projectCreateSchema,
  multipart: true,
  messages: {
    added: "Project added successfully!",
    updated: "Project updated successfully!",
    deleted: "Project deleted successfully!",
  },
  single: "project",
  noun: "project",
  labels: {
    logo: "Logo",
    logoAlt: "Alt text for the logo",
    screenshot: "Screenshot",
    screenshotAlt: "Alt text for the screenshot",
    title: "Title",
    oneLineDescription: "One-line description",
    projectType: "Project type",
    liveUrl: "Live URL",
    technologiesUsed: "Technologies used",
    keywordsAndTags: "Keywords and tags",
    description: "Description",
    featured: "Feature on the home page",
    isArchived: "Archived",
    status: "Publishing",
    publishAt: "Publish on",
  },
  groups: [["status", "publishAt"]],
  textFields: ["description"],
  booleanFields: ["featured", "isArchived"],
  toValues: (item) => projectFormValues(item as unknown as Project),
  format: formatForConflict,
};

/** add-project (no `project`) and edit-project (prefilled, with the Archived box and History). */
export function ProjectForm({ project: stored, featured }: { project?: ProjectFormValues; featured?: FeaturedStanding }) {
  return (
    <EntityForm<ProjectFormValues>
      config={PROJECT_FORM}
      stored={stored}
      target={stored && { id: stored._id, label: `project "${stored.title}"` }}
      submitLabel={stored ? "Update" : "SAVE"}
      extraActions={(current, form) => (
        <HistoryButton collection="projects" item={current} config={PROJECT_FORM} dirty={form.dirty} currentText={form.collect} onRestored={form.adopt} />
      )}
    >
      {({ values: project, files }, current) => (
        <>
      <ImageField
        name="logo"
        label="Logo"
        currentUrl={current?.logo}
        initial={files.logo}
        alt={{ initialValue: project.logoAlt, defaultAlt: fromTitle(PROJECT_ALTS.logo) }}
      />
      <ImageField
        name="screenshot"
        label="Screenshot"
        currentUrl={current?.screenshot}
        initial={files.screenshot}
        alt={{ initialValue: project.screenshotAlt, defaultAlt: fromTitle(PROJECT_ALTS.screenshot) }}
      />
      <TextField
        name="title"
        label="Title"
        required
        maxLength={LIMITS.short}
        defaultValue={project.title}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="oneLineDescription"
        label="One-line description"
        required
        maxLength={LIMITS.short}
        defaultValue={project.oneLineDescription}
        autoComplete="off"
        enterKeyHint="next"
      />
      <SelectField
        name="projectType"
        label="Project type"
        required
        options={PROJECT_TYPE_OPTIONS}
        defaultValue={project.projectType ?? "full-stack"}
      />
      <TextField
        name="liveUrl"
        label="Live URL"
        type="url"
        inputMode="url"
        required
        maxLength={LIMITS.url}
        defaultValue={project.liveUrl}
        placeholder="https://"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="next"
      />
      <TextField
        name="technologiesUsed"
        label="Technologies used"
        hint="Separate with commas: Next.js, PostgreSQL"
        required
        maxLength={LIMITS.textarea}
        defaultValue={project.technologiesUsed}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="keywordsAndTags"
        label="Keywords and tags"
        hint="Separate with commas: dashboard, open source"
        required
        maxLength={LIMITS.textarea}
        defaultValue={project.keywordsAndTags}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextAreaField
        name="description"
        label="Description"
        required
        defaultValue={project.description}
        className="md:col-span-2"
      />
      <CheckboxField
        name="featured"
        label="Feature on the home page"
        hint={
          <>
            {featuredNote(featured ?? { size: 3, visible: 0, place: null, shown: false }, project.featured ?? false)}{" "}
            <Link href="/admin/arrange" className={linkClass}>
              Arrange
            </Link>
          </>
        }
        defaultChecked={project.featured ?? false}
        className="md:col-span-2"
      />
      {current && (
        <CheckboxField
          name="isArchived"
          label="Archived"
          hint="Archived projects leave the main list and show under the Archived filter."
          defaultChecked={project.isArchived ?? false}
          className="md:col-span-2"
        />
      )}
      <PublicationField
        initial={project.status !== undefined ? { status: project.status, publishAt: project.publishAt ?? null } : undefined}
        live={current !== undefined && publicationState({ status: current.status ?? "published", publishAt: current.publishAt ?? null }) === "live"}
      />
      {current && <PreviewLink collection="projects" id={current._id} title={current.title} />}
        </>
      )}
    </EntityForm>
  );
}
