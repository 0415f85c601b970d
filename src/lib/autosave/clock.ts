/**
 * The time autosaves are written at: their savedAt, and the one-write-a-second guard.
 * Tests move it instead of waiting; the app never changes it.
 */
let clock: () => Date = () => new Date();

export function autosaveNow(): Date {
  return clock();
}

/** Tests only: a clock of their own, or the real one again with no argument. */
export function setAutosaveClockForTests(next?: () => Date): void {
  clock = next ?? (() => new Date());
}
