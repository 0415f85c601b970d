import "server-only";
import { desc } from "drizzle-orm";
import { certifications, type CertificationRow } from "@/lib/db/schema";
import { CERTIFICATION_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import type { ImageColumns } from "@/lib/images/fields";
import type { CertificationInput } from "@/lib/validations/certification";
import { entityStore, type WithId } from "./store";

export type Certification = WithId<CertificationRow>;

const store = entityStore<CertificationRow, CertificationInput & ImageColumns<"image">>(
  certifications,
  // Newest first (the date is free text, "March 2024"), then by id: two reads always agree.
  () => [desc(certifications.createdAt), desc(certifications.id)],
  (certification) => withDefaultAlts(certification, CERTIFICATION_ALTS),
);

export const listCertifications = store.list;
export const getCertification = store.get;
export const createCertification = store.create;
export const updateCertification = store.update;
export const deleteCertification = store.remove;
export const restoreCertification = store.restore;
