import "server-only";
import nodemailer from "nodemailer";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * An SMTP transport built from SMTP_URL: smtps:// speaks TLS from the first byte (port 465),
 * smtp:// upgrades with STARTTLS (port 587). Options in the URL's query string
 * (e.g. `?requireTLS=false`) override the ones set here.
 */
export function mailTransport(smtpUrl: string) {
  const { protocol, hostname } = new URL(smtpUrl);
  return nodemailer.createTransport({
    url: smtpUrl,
    // Without it, anyone on the path could strip the STARTTLS offer and read the password;
    // a server on this machine (development, the tests) is not on anyone's path.
    requireTLS: protocol === "smtp:" && !LOOPBACK_HOSTS.has(hostname),
    // A hung server must not hold a delivery (and its retries) for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
