/** Width × height × frames, at most: 40 MP is a 7300 × 5475 photo, far above any phone's. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The stored image's long side, at most: enough for a full-width view on a 2x screen. */
export const MAX_IMAGE_SIDE = 2560;
