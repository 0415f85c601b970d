// How a field's value reads in the conflict view, the same for every entity form.
import { asText, type Values } from "@/lib/merge/fields";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** Publishing reads as a sentence (its time folded in); a checkbox as Yes/No; the rest as text. */
export function formatForConflict(field: string, values: Values): string {
  const value = values[field];
  if (field === "publishAt") return "";
  if (field === "status") {
    const at = typeof values.publishAt === "string" && values.publishAt ? values.publishAt : null;
    if (value === "draft") return "Draft";
    return at && Date.parse(at) > Date.now() ? `Scheduled for ${when(at)}` : "Published";
  }
  if (typeof value === "boolean" || value === "true" || value === "false") return String(value) === "true" ? "Yes" : "No";
  return asText(value);
}
