import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "@/lib/client/upload";
import { profileUpdateSchema } from "@/lib/validations/profile";
import type { FieldErrors } from "../fields/field-errors";
import { textEntries } from "../form-data";
import { errorKey, MAX_RESUME_BYTES, type ProfileRequest } from "./profile-values";

/**
 * The errors the server would answer, found before anything is sent: the shared schema
 * (src/lib/validations/profile.ts, the one PATCH /api/v1/profile parses with) on exactly
 * the text that would be sent, then the chosen files' type and size. One message per
 * field, the first, under the key the screen shows it on.
 */
export function validateProfileRequest({ body, rows }: ProfileRequest): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = profileUpdateSchema.safeParse(textEntries(body));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field, index, part] = issue.path;
      if (typeof field !== "string") continue;
      const key = errorKey(field, typeof index === "number" ? index : undefined, typeof part === "string" ? part : undefined, rows);
      if (key) errors[key] ??= issue.message;
    }
  }
  const avatar = body.get("avatar");
  if (avatar instanceof File) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(avatar.type)) {
      errors.avatar ??= "must be a PNG, JPEG, WebP, GIF or AVIF image";
    } else if (avatar.size > MAX_IMAGE_BYTES) {
      errors.avatar ??= "must be at most 4 MB";
    }
  }
  const resume = body.get("resume");
  if (resume instanceof File) {
    // A PDF is judged by its bytes on the server; here the picker's type or the name is enough.
    if (resume.type !== "application/pdf" && !/\.pdf$/i.test(resume.name)) errors.resume ??= "must be a PDF file";
    else if (resume.size > MAX_RESUME_BYTES) errors.resume ??= "must be at most 4 MB";
  }
  return errors;
}
