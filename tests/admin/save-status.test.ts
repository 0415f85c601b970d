// What the save bar says about the form's unsaved work (saving/save-status.ts), and the time
// it gives (drafts/kept-time.ts): only what is true, for each state of the server's autosave.
import { keptTime } from "@/components/admin/drafts/kept-time";
import { saveStatus } from "@/components/admin/saving/save-status";
import type { AutosaveState } from "@/lib/client/unsaved-work/server-autosave";

const at = new Date(2026, 10, 29, 14, 32).getTime();
const said = (server: AutosaveState, { dirty = true, saving = false, adding = false, keptAt = at as number | null } = {}) =>
  saveStatus({ saving, dirty, adding, noun: "post", copy: { keptAt, server } });

test("nothing unsaved: the edit says so, the add form says nothing is saved until Save", () => {
  expect(said({ kind: "idle" }, { dirty: false })).toBe("No unsaved changes.");
  expect(said({ kind: "idle" }, { dirty: false, adding: true })).toBe("Nothing is saved until you press Save.");
});

test("Save in flight, or the autosave travelling: Saving…", () => {
  expect(said({ kind: "idle" }, { saving: true })).toBe("Saving…");
  expect(said({ kind: "sending" })).toBe("Saving…");
});

test("each state of the autosave, as the owner reads it", () => {
  expect(said({ kind: "saved", at })).toBe(`Saved to the server ${keptTime(at)}`);
  expect(said({ kind: "offline" })).toBe("Offline — kept on this device");
  expect(said({ kind: "refused", status: 401, msg: "You need to log in to do that." })).toBe("Not logged in — kept on this device");
  expect(said({ kind: "refused", status: 404, msg: "…" })).toBe("Kept on this device: this post is no longer on the server");
  expect(said({ kind: "refused", status: 413, msg: "The request body is too large: at most 1 MB." })).toBe(
    "Kept on this device (the server could not keep it: The request body is too large: at most 1 MB)",
  );
  expect(said({ kind: "waiting" })).toBe(`Unsaved changes, kept on this device (${keptTime(at)})`);
  expect(said({ kind: "waiting" }, { keptAt: null })).toBe("Unsaved changes");
});

test("keptTime: the time today, the day and time another day", () => {
  const today = new Date(2026, 10, 29, 18, 0);
  expect(keptTime(at, today)).toBe(new Date(at).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }));
  const before = new Date(2026, 10, 24, 9, 5).getTime();
  expect(keptTime(before, today)).toMatch(/^24 Nov, |^Nov 24, /);
  expect(keptTime(before, today)).toContain(new Date(before).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }));
});
