import type { SendMailOptions } from "nodemailer";
import { escapeHtml, headerText } from "./new-message-mail";

/** A login from a browser that had not logged in before (no trusted-device note). */
export interface NewLogin {
  /** "Chrome on Windows", from the user agent: the sender's words, never trusted. */
  device: string;
  at: Date;
  /** The absolute "Sign it out" address (a signed single-use link); null while the site's address is unknown. */
  signOutUrl: string | null;
  /** The profile's time zone (IANA), for the time in the mail. */
  timeZone: string;
}

export interface NewLoginMailSettings {
  to: string;
  from: string;
}

/** "14:32 (Europe/Lisbon), 29 Nov 2026": in the profile's time zone, named. */
function when(at: Date, timeZone: string): string {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: zone });
  const date = at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: zone });
  return `${time} ${zone === "UTC" ? "UTC" : `(${zone})`}, ${date}`;
}

export function newLoginMail(login: NewLogin, settings: NewLoginMailSettings): SendMailOptions {
  const device = headerText(login.device).slice(0, 120);
  const line = `New login: ${device}, ${when(login.at, login.timeZone)}`;
  const text = [
    `${line}.`,
    "",
    login.signOutUrl
      ? `Not you? Sign it out: ${login.signOutUrl}\nThen change your password in Account.`
      : "Not you? Sign it out in Account, on your site, and change your password there.",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">',
    `<p>${escapeHtml(line)}.</p>`,
    login.signOutUrl
      ? `<p>Not you? <a href="${escapeHtml(login.signOutUrl)}">Sign it out</a>, then change your password in Account.</p>`
      : "<p>Not you? Sign it out in Account, on your site, and change your password there.</p>",
    "</body></html>",
  ].join("\n");
  return {
    from: { name: "Your site", address: settings.from },
    to: settings.to,
    envelope: { from: settings.from, to: [settings.to] },
    subject: line,
    text,
    html,
  };
}
