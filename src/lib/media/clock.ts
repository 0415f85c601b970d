/**
 * The time uploads age by (an upload of the library is spared for a day: a draft may name
 * it). Tests move it forward instead of waiting a day; the app never changes it.
 */
let clock: () => Date = () => new Date();

export function mediaNow(): Date {
  return clock();
}

/** Tests only: a clock of their own, or the real one again with no argument. */
export function setMediaClockForTests(next?: () => Date): void {
  clock = next ?? (() => new Date());
}
