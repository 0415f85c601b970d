/** Open Graph cards: 1200 × 630, what every network shows large. */
export const OG_SIZE = { width: 1200, height: 630 };
