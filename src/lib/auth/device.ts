import { deviceParts } from "@/lib/autosave/device-name";

/**
 * A signed-in device's name for the owner's list and the new-login e-mail: "Safari on
 * iPhone", "Chrome on Windows", "Firefox", "A browser on Android", read by the autosaves'
 * own User-Agent reading (deviceParts). A script's curl says so; anything else unknown is
 * "A browser". Shown, never trusted.
 */
export function deviceFromUserAgent(userAgent: string | null | undefined): string {
  const { device, browser } = deviceParts(userAgent);
  if (browser && device) return `${browser} on ${device}`;
  if (browser) return browser;
  if (device) return `A browser on ${device}`;
  return /^curl\//.test(userAgent ?? "") ? "curl" : "A browser";
}
