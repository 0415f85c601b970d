import "server-only";
import { desc } from "drizzle-orm";
import { certifications, type CertificationRow } from "@/lib/db/schema";
import type { CertificationInput } from "@/lib/validations/certification";
import { entityStore, type WithId } from "./store";

export type Certification = WithId<CertificationRow>;

const store = entityStore<CertificationRow, CertificationInput & { image?: string | null }>(
  certifications,
  () => [desc(certifications.createdAt)],
);

export const listCertifications = store.list;
export const getCertification = store.get;
export const createCertification = store.create;
export const updateCertification = store.update;
export const deleteCertification = store.remove;
