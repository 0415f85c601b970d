/*
 * A short name for the device an autosave came from ("iPhone · Safari"), made from its
 * User-Agent when it is written, so the owner can tell "this phone" from "the laptop". Only
 * words: anything can be written in a User-Agent, and nothing of it is kept but these names.
 * No server code here.
 */

export const UNKNOWN_DEVICE = "Unknown device";

/** First match wins: iPadOS and Android say Mac or Linux too, so they come first. */
const DEVICES: ReadonlyArray<[RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\biPod\b/, "iPod"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "Chromebook"],
  [/\bWindows\b/, "Windows"],
  // iPadOS's Safari asks for desktop pages with a Mac's User-Agent: it reads as a Mac.
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

/** First match wins: Edge, Opera and Samsung Internet also say Chrome, and Chrome says Safari. */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOPiOS\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bMobile\/\w+ Safari\//, "Safari"],
];

const firstMatch = (userAgent: string, rules: ReadonlyArray<[RegExp, string]>) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * The device and browser a User-Agent names, each null when unknown: the one reading of it,
 * worded here for autosaves and by src/lib/auth/device.ts for the signed-in devices.
 */
export function deviceParts(userAgent: string | null | undefined): { device: string | null; browser: string | null } {
  // A real User-Agent is a few hundred characters; a longer one is not read past that.
  const ua = (userAgent ?? "").slice(0, 1024);
  return { device: firstMatch(ua, DEVICES), browser: firstMatch(ua, BROWSERS) };
}

/** "iPhone · Safari", "Windows · Edge", "Linux", "Firefox", or "Unknown device". */
export function deviceNameOf(userAgent: string | null | undefined): string {
  const { device, browser } = deviceParts(userAgent);
  if (device && browser) return `${device} · ${browser}`;
  return device ?? browser ?? UNKNOWN_DEVICE;
}
