"use client";

import { TECH_STACK_ALTS } from "@/lib/images/alt-text";
import { LIMITS } from "@/lib/validations/fields";
import { techStackCreateSchema } from "@/lib/validations/tech-stack";
import { EntityForm } from "../entity-form";
import { fromTitle, ImageField, SelectField, TextField } from "../fields";
import type { EntityFormConfig } from "../use-entity-form";
import type { TechStackFormValues } from "./form-values";
import { TECH_STACK_TYPE_OPTIONS } from "./options";

export const TECH_STACK_FORM: EntityFormConfig = {
  apiPath: "/techStack",
  listHref: "/techStack",
  schema: techStackCreateSchema,
  multipart: true,
  messages: {
    added: "TechStack added successfully!",
    updated: "TechStack updated successfully!",
    deleted: "TechStack deleted successfully!",
  },
};

/** add-techStack and edit-techStack. */
export function TechStackForm({ item }: { item?: TechStackFormValues }) {
  return (
    <EntityForm
      config={TECH_STACK_FORM}
      target={item && { id: item._id, label: `tech stack item "${item.title}"` }}
      submitLabel={item ? "Update" : "SAVE"}
    >
      <ImageField
        name="imageUrl"
        label="Image"
        currentUrl={item?.imageUrl}
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
    </EntityForm>
  );
}
