"use client";

import { CERTIFICATION_ALTS } from "@/lib/images/alt-text";
import { certificationCreateSchema } from "@/lib/validations/certification";
import { LIMITS } from "@/lib/validations/fields";
import { EntityForm } from "../entity-form";
import { ImageField, TextAreaField, TextField, type ReadField } from "../fields";
import type { Certification } from "@/lib/data/certifications";
import type { EntityFormConfig } from "../use-entity-form";
import { formatForConflict } from "./conflict-format";
import { certificationFormValues, type CertificationFormValues } from "./form-values";

export const CERTIFICATION_FORM: EntityFormConfig = {
  apiPath: "/certification",
  listHref: "/certification",
  addHref: "/add-certification",
  schema: certificationCreateSchema,
  multipart: true,
  messages: {
    added: "Certification added successfully!",
    updated: "Certification updated successfully!",
    deleted: "Certification deleted successfully!",
  },
  single: "certification",
  noun: "certification",
  labels: {
    image: "Screenshot",
    imageAlt: "Alt text for the screenshot",
    title: "Title",
    credentialID: "Credential ID",
    organization: "Organization",
    date: "Date",
    url: "Credential URL",
    learned: "What I learned",
  },
  toValues: (item) => certificationFormValues(item as unknown as Certification),
  format: formatForConflict,
};

/** "{title} certificate from {organization}", once both are typed. */
const certificateAlt = (read: ReadField) => {
  const title = read("title");
  const organization = read("organization");
  return title && organization ? CERTIFICATION_ALTS.image({ title, organization }) : "";
};

/** add-certification and edit-certification. */
export function CertificationForm({ certification: stored }: { certification?: CertificationFormValues }) {
  return (
    <EntityForm<CertificationFormValues>
      config={CERTIFICATION_FORM}
      stored={stored}
      target={stored && { id: stored._id, label: `certification "${stored.title}"` }}
      submitLabel={stored ? "Update" : "SAVE"}
    >
      {({ values: certification, files }, current) => (
        <>
      <ImageField
        name="image"
        label="Screenshot"
        currentUrl={current?.image}
        initial={files.image}
        alt={{ initialValue: certification.imageAlt, defaultAlt: certificateAlt }}
        className="md:col-span-2"
      />
      <TextField
        name="title"
        label="Title"
        required
        maxLength={LIMITS.short}
        defaultValue={certification.title}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="organization"
        label="Organization"
        required
        maxLength={LIMITS.short}
        defaultValue={certification.organization}
        autoComplete="organization"
        enterKeyHint="next"
      />
      <TextField
        name="credentialID"
        label="Credential ID"
        required
        maxLength={LIMITS.short}
        defaultValue={certification.credentialID}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="next"
      />
      <TextField
        name="date"
        label="Date"
        hint="As you want it shown, e.g. March 2024"
        required
        maxLength={LIMITS.short}
        defaultValue={certification.date}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextField
        name="url"
        label="Credential URL"
        type="url"
        inputMode="url"
        required
        maxLength={LIMITS.url}
        defaultValue={certification.url}
        placeholder="https://"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="next"
        className="md:col-span-2"
      />
      <TextAreaField
        name="learned"
        label="What I learned"
        hint="Separate items with commas."
        required
        defaultValue={certification.learned}
        className="md:col-span-2"
      />
        </>
      )}
    </EntityForm>
  );
}
