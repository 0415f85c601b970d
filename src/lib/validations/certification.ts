import { z } from "zod";
import { altTextFields, httpUrl, listField, shortText } from "./fields";

export const CERTIFICATION_IMAGE_FIELDS = ["image"] as const;

export const certificationCreateSchema = z.object({
  title: shortText(),
  credentialID: shortText(),
  organization: shortText(),
  /** Free text ("March 2024"), as the owner writes it. */
  date: shortText(),
  url: httpUrl(),
  /** Items separated by a comma in the form. */
  learned: listField(",", { multiline: true }),
  ...altTextFields(CERTIFICATION_IMAGE_FIELDS),
});

export const certificationUpdateSchema = certificationCreateSchema.partial();

export type CertificationInput = z.infer<typeof certificationCreateSchema>;
export type CertificationUpdate = z.infer<typeof certificationUpdateSchema>;
