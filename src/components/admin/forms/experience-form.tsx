"use client";

import { useState } from "react";
import { experienceCreateSchema } from "@/lib/validations/experience";
import { LIMITS } from "@/lib/validations/fields";
import { EntityForm } from "../entity-form";
import { CheckboxField, TextAreaField, TextField } from "../fields";
import type { Experience } from "@/lib/data/experiences";
import type { EntityFormConfig, FieldsStart } from "../use-entity-form";
import { formatForConflict } from "./conflict-format";
import { experienceFormValues, type ExperienceFormValues } from "./form-values";

export const EXPERIENCE_FORM: EntityFormConfig = {
  apiPath: "/experiences",
  listHref: "/experience",
  addHref: "/add-experience",
  schema: experienceCreateSchema,
  multipart: false,
  messages: {
    added: "Experience added successfully!",
    // decisions.md: the original client said 'TechStack updated…' here; that was a bug.
    updated: "Experience updated successfully!",
    deleted: "Experience deleted successfully!",
  },
  single: "experience",
  noun: "experience",
  labels: {
    title: "Position",
    company: "Company",
    location: "Location",
    startDate: "Start month",
    endDate: "End month",
    skills: "Skills",
    learned: "What I did?",
  },
  toValues: (item) => experienceFormValues(item as unknown as Experience),
  format: formatForConflict,
};

/** Typed where the browser has no month picker (desktop Safari, Firefox). */
const MONTH_PLACEHOLDER = "YYYY-MM";

/** add-experience and edit-experience. */
export function ExperienceForm({ experience: stored }: { experience?: ExperienceFormValues }) {
  return (
    <EntityForm<ExperienceFormValues>
      config={EXPERIENCE_FORM}
      stored={stored}
      target={stored && { id: stored._id, label: `experience "${stored.title}"` }}
      submitLabel={stored ? "Update" : "SAVE"}
    >
      {(start, saved) => <ExperienceFields start={start} editing={saved !== undefined} />}
    </EntityForm>
  );
}

function ExperienceFields({ start, editing }: { start: FieldsStart<ExperienceFormValues>; editing: boolean }) {
  const experience = start.values;
  const [endDate, setEndDate] = useState(experience.endDate ?? "");
  // A stored role without an end date is the current one.
  const [current, setCurrent] = useState(editing || experience.endDate !== undefined ? (experience.endDate ?? "") === "" : false);

  function onCurrentChange(event: React.ChangeEvent<HTMLInputElement>) {
    setCurrent(event.target.checked);
    if (event.target.checked) setEndDate("");
  }

  return (
    <>
      <TextField
        name="title"
        label="Position"
        required
        maxLength={LIMITS.short}
        defaultValue={experience.title}
        autoComplete="organization-title"
        enterKeyHint="next"
      />
      <TextField
        name="company"
        label="Company"
        required
        maxLength={LIMITS.short}
        defaultValue={experience.company}
        autoComplete="organization"
        enterKeyHint="next"
      />
      <TextField
        name="location"
        label="Location"
        hint="City and country, or Remote"
        required
        maxLength={LIMITS.short}
        defaultValue={experience.location}
        autoComplete="off"
        enterKeyHint="next"
        className="md:col-span-2"
      />
      <TextField
        name="startDate"
        label="Start month"
        type="month"
        required
        placeholder={MONTH_PLACEHOLDER}
        defaultValue={experience.startDate}
        enterKeyHint="next"
      />
      <div className="flex flex-col gap-2">
        <TextField
          name="endDate"
          label="End month"
          type="month"
          required={false}
          hint={current ? "Shown as Present." : "Leave empty for Present."}
          placeholder={MONTH_PLACEHOLDER}
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          disabled={current}
          enterKeyHint="next"
        />
        <CheckboxField label="I currently work here" checked={current} onChange={onCurrentChange} />
      </div>
      <TextAreaField
        name="skills"
        label="Skills"
        hint="As you want them shown, e.g. React, TypeScript, PostgreSQL"
        required
        rows={3}
        defaultValue={experience.skills}
        className="md:col-span-2"
      />
      <TextAreaField
        name="learned"
        label="What I did?"
        hint="Separate items with a pipe character: Built the API | Led the migration"
        required
        defaultValue={experience.learned}
        className="md:col-span-2"
      />
    </>
  );
}
