// What the owner is told when a save does not go through: what happened and what to do,
// always with the reassurance that nothing typed is gone (the form stays, the draft is kept).

export const KEPT = "Everything you typed is still here, and kept on this device.";

/** The sentence for a failed save, from its status and the server's msg (when it sent one). */
export function saveProblem(status: number, msg: string): string {
  if (status === 0) return `Not saved: the server could not be reached. Check your connection, then save again. ${KEPT}`;
  if (status === 401) return `Not saved: your session has ended. Log in again to save. ${KEPT}`;
  if (status === 413) return `Not saved: ${withoutFullStop(msg)}. Choose a smaller file, then save again. ${KEPT}`;
  if (status === 429) return `Not saved: ${withoutFullStop(msg)}. Wait a moment, then save again. ${KEPT}`;
  if (status >= 500) return `Not saved: the server could not save it right now (error ${status}). Try again in a moment. ${KEPT}`;
  return `Not saved: ${withoutFullStop(msg)}. Correct it, then save again. ${KEPT}`;
}

const withoutFullStop = (text: string) => {
  const trimmed = text.trim().replace(/[.!]+$/, "");
  return trimmed ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : "something went wrong";
};
