import type { CopyStatus } from "../owner-form/use-form-copy";
import { keptTime } from "../drafts/kept-time";

/**
 * What the save bar says about the form's unsaved work, and only what is true: held by the
 * server (an autosave, not yet the live item), on its way, or kept on this device alone and
 * why. "Saving…" also while Save itself is in flight.
 */
export function saveStatus({ saving, dirty, copy, adding, noun }: { saving: boolean; dirty: boolean; copy: CopyStatus; adding: boolean; noun: string }): string {
  if (saving) return "Saving…";
  if (!dirty) return adding ? "Nothing is saved until you press Save." : "No unsaved changes.";
  const { server } = copy;
  switch (server.kind) {
    case "saved":
      return `Saved to the server ${keptTime(server.at)}`;
    case "sending":
      return "Saving…";
    case "offline":
      return "Offline — kept on this device";
    case "refused":
      if (server.status === 401) return "Not logged in — kept on this device";
      if (server.status === 404) return `Kept on this device: this ${noun} is no longer on the server`;
      return `Kept on this device (the server could not keep it: ${server.msg.replace(/\.$/, "")})`;
    default:
      return copy.keptAt ? `Unsaved changes, kept on this device (${keptTime(copy.keptAt)})` : "Unsaved changes";
  }
}
