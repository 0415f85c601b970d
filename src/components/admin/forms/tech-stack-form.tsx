"use client";

import { TECH_STACK_ALTS } from "@/lib/images/alt-text";
import { LIMITS } from "@/lib/validations/fields";
import { techStackCreateSchema } from "@/lib/validations/tech-stack";
import { EntityForm } from "../entity-form";
import { fromTitle, ImageField, SelectField, TextField } from "../fields";
import type { TechStackItem } from "@/lib/data/tech-stack";
import type { EntityFormConfig } from "../use-entity-form";
import { formatForConflict } from "./conflict-format";
import { techStackFormValues, type TechStackFormValues } from "./form-values";
import { TECH_STACK_TYPE_OPTIONS } from "./options";

export const TECH_STACK_FORM: EntityFormConfig = {
  apiPath: "/techStack",
  listHref: "/techStack",
  addHref: "/add-techStack",
  schema: techStackCreateSchema,
  multipart: true,
  messages: {
    added: "TechStack added successfully!",
    updated: "TechStack updated successfully!",
    deleted: "TechStack deleted successfully!",
  },
  single: "techstack",
  noun: "tech stack item",
  labels: {
    imageUrl: "Image",
    imageUrlAlt: "Alt text for the image",
    title: "Title",
    category: "Category",
    url: "URL",
    techStackType: "Section",
  },
  toValues: (item) => techStackFormValues(item as unknown as TechStackItem),
  format: formatForConflict,
};

/** add-techStack and edit-techStack. */
export function TechStackForm({ item: stored }: { item?: TechStackFormValues }) {
  return (
    <EntityForm<TechStackFormValues>
      config={TECH_STACK_FORM}
      stored={stored}
      target={stored && { id: stored._id, label: `tech stack item "${stored.title}"` }}
      submitLabel={stored ? "Update" : "SAVE"}
    >
      {({ values: item, files }, current) => (
        <>
      <ImageField
        name="imageUrl"
        label="Image"
        currentUrl={current?.imageUrl}
        initial={files.imageUrl}
        alt={{ initialValue: item?.imageUrlAlt, defaultAlt: fromTitle(TECH_STACK_ALTS.imageUrl) }}
        className="md:col-span-2"
      />
      <TextField
        name="title"
        label="Title"
        required
        maxLength={LIMITS.short}
        defaultValue={item?.title}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="category"
        label="Category"
        hint="Free text, e.g. Framework, Editor, Keyboard"
        required
        maxLength={LIMITS.short}
        defaultValue={item?.category}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="url"
        label="URL"
        type="url"
        inputMode="url"
        required
        maxLength={LIMITS.url}
        defaultValue={item?.url}
        placeholder="https://"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="next"
      />
      <SelectField
        name="techStackType"
        label="Section"
        hint="Where it shows on the Tech Stack page"
        required
        options={TECH_STACK_TYPE_OPTIONS}
        placeholder="Choose a section"
        defaultValue={item?.techStackType ?? ""}
      />
        </>
      )}
    </EntityForm>
  );
}
