/**
 * The time the trash goes by: when an item was deleted and when it is due to be purged.
 * Tests move it forward instead of waiting 30 days; the app never changes it.
 */
let clock: () => Date = () => new Date();

export function trashNow(): Date {
  return clock();
}

/** Tests only: a clock of their own, or the real one again with no argument. */
export function setTrashClockForTests(next?: () => Date): void {
  clock = next ?? (() => new Date());
}
