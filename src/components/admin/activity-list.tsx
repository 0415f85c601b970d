export interface ActivityEntry {
  _id: string;
  action: string;
  detail: string;
  ip: string;
  /** ISO time */
  at: string;
}

/** The actions recordActivity writes, in words; anything new shows as written. */
const LOGIN_LABELS: Record<string, string> = {
  "login.success": "Logged in",
  "login.failed": "Failed login",
  "login.limited": "Login refused: too many attempts",
  // Account changes, listed with the other changes (their detail is the passkey's name).
  "passkey.added": "Passkey added",
  "passkey.removed": "Passkey removed",
  "account.password": "Password changed",
  "account.email": "Login e-mail changed",
  "sessions.revoked": "Signed out",
};

const VERBS: Record<string, string> = {
  create: "added",
  update: "updated",
  delete: "deleted",
  read: "read",
  restore: "restored from the trash",
  purge: "deleted forever",
  preview: "preview link created",
  reorder: "reordered",
  upload: "uploaded",
  clean: "cleaned up",
  remove: "removed",
};
const NOUNS: Record<string, string> = {
  project: "Project",
  blog: "Blog",
  experience: "Experience",
  certification: "Certification",
  techstack: "Tech stack item",
  message: "Message",
  featured: "Featured projects",
  stack: "Tech stack",
  media: "Media",
  demo: "Demo content",
};

export function describeAction(action: string): string {
  if (LOGIN_LABELS[action]) return LOGIN_LABELS[action];
  const [noun, verb] = action.split(".");
  return NOUNS[noun] && VERBS[verb] ? `${NOUNS[noun]} ${VERBS[verb]}` : action;
}

const isLogin = (entry: ActivityEntry) => entry.action.startsWith("login.");

// Rendered on the server: UTC, stated, so the time is unambiguous wherever it is read.
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function Entries({ entries, empty }: { entries: ActivityEntry[]; empty: string }) {
  if (entries.length === 0) return <p className="text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {entries.map((entry) => {
        const failed = entry.action === "login.failed" || entry.action === "login.limited";
        return (
          <li key={entry._id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-baseline sm:gap-4">
            <span className={`font-medium ${failed ? "text-danger" : "text-fg"}`}>
              {failed && <span aria-hidden="true">⚠ </span>}
              {describeAction(entry.action)}
            </span>
            <span className="min-w-0 flex-1 break-words text-muted">{entry.detail}</span>
            <span className="text-sm text-subtle">
              from <span className="break-all font-mono">{entry.ip}</span>
              {" · "}
              <time dateTime={entry.at}>{when.format(new Date(entry.at))} UTC</time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Logins and changes in two lists, each newest first. */
export function ActivityList({ entries }: { entries: ActivityEntry[] }) {
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="activity-logins" className="flex flex-col gap-4">
        <h2 id="activity-logins" className="text-xl font-semibold tracking-tight">Logins</h2>
        <Entries entries={entries.filter(isLogin)} empty="No logins recorded yet." />
      </section>
      <section aria-labelledby="activity-changes" className="flex flex-col gap-4">
        <h2 id="activity-changes" className="text-xl font-semibold tracking-tight">Changes</h2>
        <Entries entries={entries.filter((entry) => !isLogin(entry))} empty="No changes recorded yet." />
      </section>
    </div>
  );
}
