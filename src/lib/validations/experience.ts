import { z } from "zod";
import { LIMITS, listField, requiredText, shortText, yearMonth } from "./fields";

const endDate = z.preprocess(
  (v) => (v === "" || v === "Present" ? null : v),
  yearMonth().nullable().optional(),
);

const fields = {
  title: shortText(),
  company: shortText(),
  location: shortText(),
  startDate: yearMonth(),
  /** Empty or null means the current role ("Present"). */
  endDate,
  skills: requiredText(LIMITS.textarea, { multiline: true }),
  /** 'What I did?': items separated by a pipe character in the form. */
  learned: listField("|", { multiline: true }),
};

const endNotBeforeStart = (v: { startDate?: string; endDate?: string | null }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
const endRule = { message: "must not be before startDate", path: ["endDate"] };

export const experienceCreateSchema = z.object(fields).refine(endNotBeforeStart, endRule);
export const experienceUpdateSchema = z.object(fields).partial().refine(endNotBeforeStart, endRule);

export type ExperienceInput = z.infer<typeof experienceCreateSchema>;
export type ExperienceUpdate = z.infer<typeof experienceUpdateSchema>;
