/**
 * A real SMTP server for the e-mail tests (the smtp-server package), on a free port of this
 * machine, keeping what arrives as mailparser reads it. No TLS, any login accepted: it
 * stands in for a provider, the client code under test is the real one.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO: who the mail was really sent to, whatever the headers say. */
  envelope: { from: string; to: string[] };
  /** The message as sent, headers and all. */
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  /** smtp://user:pass@127.0.0.1:<port>, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Connections opened: 0 means nothing was even tried. */
  connections: number;
  /** Transactions begun (MAIL FROM), refused ones included. */
  transactions: number;
  /** Refuses the next `count` transactions at MAIL FROM with `code` (451: try again later). */
  refuseNext(count: number, code?: number): void;
  /** Refuses every recipient with `code` (550: no such mailbox) until called with null. */
  refuseRecipients(code: number | null): void;
  /**
   * Holds the answer to the next message's data until `release` is called; `held` resolves
   * once the whole message has arrived and is waiting for that answer.
   */
  holdNextData(): { held: Promise<void>; release: () => void };
  close(): Promise<void>;
}

function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  let recipientRefusal: number | null = null;
  let hold: { arrived: () => void; released: Promise<void> } | null = null;

  const state: Omit<TestSmtpServer, "url" | "close"> = {
    received: [],
    connections: 0,
    transactions: 0,
    refuseNext(count, code = 451) {
      refusals = { count, code };
    },
    refuseRecipients(code) {
      recipientRefusal = code;
    },
    holdNextData() {
      let arrived!: () => void;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { held, release };
    },
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onMailFrom(_address, _session, callback) {
      state.transactions++;
      if (refusals.count > 0) {
        refusals.count--;
        return callback(smtpError(refusals.code, "Busy, try again later"));
      }
      callback();
    },
    onRcptTo(_address, _session, callback) {
      if (recipientRefusal !== null) return callback(smtpError(recipientRefusal, "No such mailbox"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const current = hold;
        hold = null;
        if (current) {
          current.arrived();
          await current.released;
        }
        const mailFrom = session.envelope.mailFrom as SMTPServerAddress | false;
        state.received.push({
          envelope: {
            from: mailFrom ? mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          raw,
          parsed: await simpleParser(raw),
        });
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return Object.assign(state, {
    url: `smtp://notify-user:notify-pass@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The header block of a raw message: every line before the first empty one. */
export function headerLines(raw: string): string[] {
  const end = raw.search(/\r?\n\r?\n/);
  return raw.slice(0, end === -1 ? raw.length : end).split(/\r?\n/);
}
