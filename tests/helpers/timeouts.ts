/**
 * A hook that seeds the demo content runs every demo image through sharp: seconds on an idle
 * machine, several times that on a busy CI machine (the default test timeout is 30 s).
 */
export const SEED_TIMEOUT_MS = 120_000;
