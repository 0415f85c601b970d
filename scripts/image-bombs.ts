/**
 * `npx tsx --conditions=react-server scripts/image-bombs.ts`: how long the upload check
 * (`checkImage`, src/lib/storage/check-image.ts, through src/lib/images) takes to refuse decompression bombs,
 * and how much memory it takes meanwhile, beside an accepted 12 MP phone photo and what a
 * bomb cost when it was decoded (the optimizer's way, no pixel limit). Each case runs in a
 * fresh process so one case's memory does not hide another's; figures in docs/security.md.
 * Timing is noisy on shared machines: the Jest suite asserts only the refusals.
 */
import { execFileSync } from "node:child_process";
import sharp from "sharp";
import { animatedWebpBomb, pngBomb } from "./lib/image-bombs";

type Case = { name: string; make: () => Promise<Uint8Array>; run: "check" | "decode" };

const CASES: Case[] = [
  { name: "PNG 16000 x 16000 (31 KB), refused", make: async () => pngBomb(16000, 16000), run: "check" },
  {
    name: "JPEG 8000 x 6000 (48 MP), refused",
    make: async () => new Uint8Array(await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#7a8" } }).jpeg({ quality: 70 }).toBuffer()),
    run: "check",
  },
  { name: "WebP 2000 x 2000 x 11 frames (550 B), refused", make: async () => animatedWebpBomb(2000, 2000, 11), run: "check" },
  {
    name: "JPEG 4000 x 3000 (12 MP phone photo), accepted",
    make: async () =>
      new Uint8Array(
        await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
          .jpeg({ quality: 60 })
          .toBuffer(),
      ),
    run: "check",
  },
  {
    name: "PNG 16000 x 16000 decoded without a limit (before), to 3840 wide",
    make: async () => pngBomb(16000, 16000),
    run: "decode",
  },
];

async function measureOne(index: number) {
  const { checkImage } = await import("../src/lib/storage/check-image");
  const entry = CASES[index];
  const bytes = await entry.make();
  if (global.gc) global.gc();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 2);
  const start = performance.now();
  let outcome: string;
  try {
    if (entry.run === "check") {
      const image = await checkImage("image", new File([bytes as Uint8Array<ArrayBuffer>], "upload"));
      outcome = `accepted, stored as ${image.width} x ${image.height} ${image.extension}`;
    } else {
      await sharp(bytes, { limitInputPixels: false }).resize(3840).webp().toBuffer();
      outcome = "decoded";
    }
  } catch (error) {
    outcome = `${(error as { status?: number }).status ?? "error"}: ${(error as Error).message}`;
  }
  const elapsed = performance.now() - start;
  peak = Math.max(peak, process.memoryUsage().rss);
  clearInterval(sampler);
  const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
  console.log(`${entry.name}\n  ${outcome}\n  ${elapsed.toFixed(0)} ms, RSS +${mb(peak - rssBefore)} at peak (${mb(peak)})`);
}

const child = process.argv[2];
if (child !== undefined) {
  measureOne(Number(child));
} else {
  for (let i = 0; i < CASES.length; i++) {
    process.stdout.write(execFileSync(process.execPath, [...process.execArgv, process.argv[1], String(i)], { encoding: "utf8" }));
  }
}
