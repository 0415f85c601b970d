/** "14:32", or "24 Nov, 14:32" for another day: the owner's own clock. */
export function keptTime(savedAt: number, now = new Date()): string {
  const at = new Date(savedAt);
  const time = at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(undefined, { day: "numeric", month: "short" })}, ${time}`;
}
