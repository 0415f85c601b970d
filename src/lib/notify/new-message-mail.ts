import type { SendMailOptions } from "nodemailer";

/** What a visitor wrote, as stored. Every field is theirs: none is trusted. */
export interface NewMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface NewMessageMailSettings {
  /** The owner's inbox (NOTIFY_EMAIL). */
  to: string;
  /** An address the SMTP provider lets us send from (NOTIFY_FROM, else NOTIFY_EMAIL). */
  from: string;
  /** The absolute URL of the owner's inbox on the site; null while the site's address is unknown. */
  inboxUrl: string | null;
}

/**
 * One line of header text. A line break in a header value would start a header of its own
 * (`Bcc: …`): every kind of break becomes a space, other control characters go. And an RFC
 * 2047 encoded word the visitor typed (`=?utf-8?Q?A=0D=0ABcc:…?=`) would be decoded by the
 * owner's mail client, `=0D=0A` into a real line break: a space after its `=` leaves the
 * characters readable and makes it no encoded word (those contain no white space).
 */
export function headerText(value: string): string {
  return value
    .replace(/[\r\n\u000b\u000c\u0085\u2028\u2029]+/g, " ")
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/=\?/g, "= ?")
    .trim();
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an HTML element or a quoted attribute: the visitor writes no markup into the owner's mail. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * The e-mail that tells the owner about a new contact message. Headers are built from
 * address objects and single-line text, so nodemailer quotes and encodes them; the envelope
 * names the owner alone, whatever the headers say; the HTML part escapes every field.
 */
export function newMessageMail(message: NewMessage, settings: NewMessageMailSettings): SendMailOptions {
  const name = headerText(message.name);
  const email = headerText(message.email);
  const subject = headerText(message.subject);
  const text = [
    `${name} <${email}> sent a message through the contact form.`,
    "",
    `Subject: ${subject}`,
    "",
    message.message,
    "",
    "--",
    settings.inboxUrl ? `Read it in your inbox: ${settings.inboxUrl}` : "Read it in your inbox: Messages, on your site.",
    "Reply to this e-mail to answer the sender.",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">',
    `<p><strong>${escapeHtml(name)}</strong> &lt;${escapeHtml(email)}&gt; sent a message through the contact form.</p>`,
    `<p><strong>Subject:</strong> ${escapeHtml(subject)}</p>`,
    `<div style="white-space:pre-wrap;border-left:3px solid #0d9488;padding-left:12px">${escapeHtml(message.message)}</div>`,
    settings.inboxUrl
      ? `<p><a href="${escapeHtml(settings.inboxUrl)}">Read it in your inbox</a></p>`
      : "<p>Read it in your inbox: Messages, on your site.</p>",
    "<p>Reply to this e-mail to answer the sender.</p>",
    "</body></html>",
  ].join("\n");
  return {
    from: { name: `${name} (contact form)`, address: settings.from },
    to: settings.to,
    replyTo: { name, address: email },
    envelope: { from: settings.from, to: [settings.to] },
    subject: `New message: ${subject}`,
    text,
    html,
    // The mail is built from strings only: never let a field be read as a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
