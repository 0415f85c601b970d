/**
 * Whether a WebP file holds lossless (VP8L) or lossy (VP8) image data, read from its RIFF
 * chunks: a lossless logo re-encoded lossy would blur its edges, so it stays lossless.
 * An animation is judged by its first frame. Unknown layouts count as lossy.
 */
export function isLosslessWebp(bytes: Uint8Array): boolean {
  const fourCC = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  const sizeAt = (at: number) => (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;

  // Chunks from `start` to `end`: the first image chunk decides.
  const walk = (start: number, end: number): boolean | null => {
    let at = start;
    while (at + 8 <= end) {
      const id = fourCC(at);
      const size = sizeAt(at + 4);
      if (id === "VP8L") return true;
      if (id === "VP8 ") return false;
      // An animation frame: a 16-byte frame header, then the frame's own chunks.
      if (id === "ANMF") return walk(at + 8 + 16, Math.min(end, at + 8 + size));
      at += 8 + size + (size % 2);
    }
    return null;
  };
  return walk(12, bytes.length) ?? false;
}
