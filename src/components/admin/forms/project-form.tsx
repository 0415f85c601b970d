"use client";

import Link from "next/link";
import { PROJECT_ALTS } from "@/lib/images/alt-text";
import { LIMITS } from "@/lib/validations/fields";
import { projectCreateSchema } from "@/lib/validations/project";
import { EntityForm } from "../entity-form";
import { PreviewLink } from "../preview/preview-link";
import { CheckboxField, fromTitle, ImageField, PublicationField, SelectField, TextAreaField, TextField } from "../fields";
import { linkClass } from "../fields/styles";
import type { EntityFormConfig } from "../use-entity-form";
import type { ProjectFormValues } from "./form-values";
import { PROJECT_TYPE_OPTIONS } from "./options";

export const PROJECT_FORM: EntityFormConfig = {
  apiPath: "/projects",
  listHref: "/projects",
  schema: projectCreateSchema,
  multipart: true,
  messages: {
    added: "Project added successfully!",
    updated: "Project updated successfully!",
    deleted: "Project deleted successfully!",
  },
};

/** add-project (no `project`) and edit-project (prefilled, with the Archived box). */
export function ProjectForm({ project }: { project?: ProjectFormValues }) {
  return (
    <EntityForm
      config={PROJECT_FORM}
      target={project && { id: project._id, label: `project "${project.title}"` }}
      submitLabel={project ? "Update" : "SAVE"}
    >
      <ImageField
        name="logo"
        label="Logo"
        currentUrl={project?.logo}
        alt={{ initialValue: project?.logoAlt, defaultAlt: fromTitle(PROJECT_ALTS.logo) }}
      />
      <ImageField
        name="screenshot"
        label="Screenshot"
        currentUrl={project?.screenshot}
        alt={{ initialValue: project?.screenshotAlt, defaultAlt: fromTitle(PROJECT_ALTS.screenshot) }}
      />
      <TextField
        name="title"
        label="Title"
        required
        maxLength={LIMITS.short}
        defaultValue={project?.title}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="oneLineDescription"
        label="One-line description"
        required
        maxLength={LIMITS.short}
        defaultValue={project?.oneLineDescription}
        autoComplete="off"
        enterKeyHint="next"
      />
      <SelectField
        name="projectType"
        label="Project type"
        required
        options={PROJECT_TYPE_OPTIONS}
        defaultValue={project?.projectType ?? "full-stack"}
      />
      <TextField
        name="liveUrl"
        label="Live URL"
        type="url"
        inputMode="url"
        required
        maxLength={LIMITS.url}
        defaultValue={project?.liveUrl}
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
        defaultValue={project?.technologiesUsed}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="keywordsAndTags"
        label="Keywords and tags"
        hint="Separate with commas: dashboard, open source"
        required
        maxLength={LIMITS.textarea}
        defaultValue={project?.keywordsAndTags}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextAreaField
        name="description"
        label="Description"
        required
        defaultValue={project?.description}
        className="md:col-span-2"
      />
      <CheckboxField
        name="featured"
        label="Feature on the home page"
        hint={
          <>
            Featured projects lead Selected Work, in the order you set under{" "}
            <Link href="/admin/arrange" className={linkClass}>
              Arrange
            </Link>
            . A project you feature goes last.
          </>
        }
        defaultChecked={project?.featured ?? false}
        className="md:col-span-2"
      />
      {project && (
        <CheckboxField
          name="isArchived"
          label="Archived"
          hint="Archived projects leave the main list and show under the Archived filter."
          defaultChecked={project.isArchived}
          className="md:col-span-2"
        />
      )}
      <PublicationField initial={project && { status: project.status ?? "published", publishAt: project.publishAt ?? null }} />
      {project && <PreviewLink collection="projects" id={project._id} title={project.title} />}
    </EntityForm>
  );
}
