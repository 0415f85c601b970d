/**
 * A new contact message e-mails the owner: POSTed through the real route handler, sent by
 * the real nodemailer transport to a real SMTP server started here, read back with
 * mailparser. Only SMTP_URL and NOTIFY_EMAIL point the app at it.
 */
import { messages } from "@/lib/db/schema";
import { notificationsSettled, notifyNewMessage } from "@/lib/notify";
import { api } from "../helpers/api";
import { countRows, resetDatabase, withEnv } from "../helpers/db";
import { validMessage } from "../helpers/fixtures";
import { headerLines, startSmtpServer, type TestSmtpServer } from "../helpers/smtp";

const PATH = "/api/v1/message";
const OWNER_INBOX = "owner-inbox@portfolio.test";

let smtp: TestSmtpServer;
let errors: jest.SpyInstance;
const savedEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

beforeEach(async () => {
  await resetDatabase();
  for (const key of ["SMTP_URL", "NOTIFY_EMAIL", "NOTIFY_FROM"]) savedEnv[key] = process.env[key];
  process.env.SMTP_URL = smtp.url;
  process.env.NOTIFY_EMAIL = OWNER_INBOX;
  delete process.env.NOTIFY_FROM;
  smtp.received.length = 0;
  smtp.connections = 0;
  smtp.transactions = 0;
  smtp.refuseNext(0);
  // Failures are logged by design; the tests read the log instead of printing it.
  errors = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(async () => {
  await notificationsSettled();
  errors.mockRestore();
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

/** POSTs a message and waits until its e-mail has been sent or given up on. */
async function postAndSettle(body: Record<string, unknown>, ip: string) {
  const res = await api.post(PATH, { json: body, ip });
  await notificationsSettled();
  return res;
}

describe("the new-message e-mail", () => {
  test("reaches NOTIFY_EMAIL with the sender, subject, message, the inbox (linked once the address is known) and Reply-To the sender", async () => {
    const res = await postAndSettle(
      validMessage({ name: "Ada Lovelace", email: "ada@example.com", subject: "A project", message: "Line one.\nLine two." }),
      "203.0.113.10",
    );
    expect(res.status).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const [{ envelope, parsed }] = smtp.received;
    expect(envelope).toEqual({ from: OWNER_INBOX, to: [OWNER_INBOX] });
    expect(parsed.from?.value).toEqual([{ name: "Ada Lovelace (contact form)", address: OWNER_INBOX }]);
    expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value).toEqual([{ name: "", address: OWNER_INBOX }]);
    expect(parsed.replyTo?.value).toEqual([{ name: "Ada Lovelace", address: "ada@example.com" }]);
    expect(parsed.subject).toBe("New message: A project");
    expect(parsed.text).toContain("Ada Lovelace <ada@example.com>");
    expect(parsed.text).toContain("Line one.\nLine two.");
    // No site address is set in the tests: the mail names the inbox without a link, never the
    // request's host (which the sender writes) or a guessed localhost (issue 25).
    expect(parsed.text).toContain("Read it in your inbox: Messages, on your site.");
    expect(parsed.text).not.toMatch(/localhost|https?:\/\//);
    expect(parsed.html).not.toContain("<a href=");
    expect(parsed.html).toContain("Line one.\nLine two.");
  });

  test("NOTIFY_FROM, when set, is the From address; the owner stays the only recipient", async () => {
    process.env.NOTIFY_FROM = "notifications@portfolio.test";
    await postAndSettle(validMessage({ name: "Ada" }), "203.0.113.11");
    const [{ envelope, parsed }] = smtp.received;
    expect(envelope).toEqual({ from: "notifications@portfolio.test", to: [OWNER_INBOX] });
    expect(parsed.from?.value).toEqual([{ name: "Ada (contact form)", address: "notifications@portfolio.test" }]);
  });

  const INJECTING = {
    name: "Mallory\r\nBcc: victim@evil.example",
    subject: "Hi\r\nBcc: victim2@evil.example\nX-Injected: yes\r\n\r\n<b>body</b>",
  };

  /** No mail went to anyone but the owner, and none carries a header it was not built with. */
  function expectNoInjectedHeaderOrRecipient() {
    for (const { envelope, raw, parsed } of smtp.received) {
      expect(envelope.to).toEqual([OWNER_INBOX]);
      expect(parsed.headers.has("bcc")).toBe(false);
      expect(parsed.headers.has("x-injected")).toBe(false);
      expect(parsed.bcc).toBeUndefined();
      expect(parsed.cc).toBeUndefined();
      expect(headerLines(raw).filter((line) => /^(bcc|x-injected):/i.test(line))).toEqual([]);
      expect(raw).not.toContain("victim@evil.example>");
    }
  }

  test("posted: line breaks and `Bcc:` in the name and subject add no header and no recipient", async () => {
    const res = await postAndSettle(validMessage(INJECTING), "203.0.113.12");
    // The schema may refuse line breaks in one-line fields (400, nothing sent) or keep them
    // (201): either way no e-mail may carry them into its headers.
    expect([201, 400]).toContain(res.status);
    expect(smtp.received).toHaveLength(res.status === 201 ? 1 : 0);
    expectNoInjectedHeaderOrRecipient();
  });

  test("the mail itself, whatever the validation lets through: line breaks become spaces inside the header they were written for", async () => {
    notifyNewMessage({ ...validMessage(INJECTING), email: "visitor@example.com", message: "Hello" });
    await notificationsSettled();
    expect(smtp.received).toHaveLength(1);
    expectNoInjectedHeaderOrRecipient();
    const [{ parsed }] = smtp.received;
    expect(parsed.subject).toBe("New message: Hi Bcc: victim2@evil.example X-Injected: yes <b>body</b>");
    expect(parsed.replyTo?.value).toEqual([{ name: "Mallory Bcc: victim@evil.example", address: "visitor@example.com" }]);
    expect(parsed.from?.value).toEqual([{ name: "Mallory Bcc: victim@evil.example (contact form)", address: OWNER_INBOX }]);
    expect(parsed.html).not.toContain("<b>body</b>");
    expect(parsed.html).toContain("&lt;b&gt;body&lt;/b&gt;");
  });

  /**
   * RFC 2047 encoded words: a mail client decodes `=?utf-8?Q?…?=` in From, Reply-To and
   * Subject, so `=0D=0A` in one would come out as CR LF, a line break the client then shows
   * (or worse, acts on) as a new header line. The visitor's text must reach the owner as the
   * characters typed, never decoded (issue 22, point 10).
   */
  test("encoded words in the name and subject arrive as typed, never decoded into a line break", async () => {
    const name = "=?utf-8?Q?A=0D=0ABcc:_victim@evil.example?=";
    const subject = "=?UTF-8?B?SGkNCkJjYzogdmljdGltMkBldmlsLmV4YW1wbGU=?= and =?iso-8859-1?q?X=0AY?=";
    const res = await postAndSettle(validMessage({ name, subject }), "203.0.113.14");
    expect(res.status).toBe(201);
    notifyNewMessage({ ...validMessage({ name, subject }), email: "visitor@example.com", message: "Hello" });
    await notificationsSettled();
    expect(smtp.received).toHaveLength(2);
    expectNoInjectedHeaderOrRecipient();
    for (const { parsed } of smtp.received) {
      const shown = [parsed.subject ?? "", ...[parsed.from, parsed.replyTo].flatMap((field) => field?.value.map((address) => address.name) ?? [])];
      for (const text of shown) {
        expect(text).not.toMatch(/[\r\n]/);
        expect(text).not.toMatch(/victim2?@evil\.example$/m);
      }
      // What the visitor typed is still readable, its encoded words broken up.
      expect(parsed.subject).toContain("SGkNCkJjYzogdmljdGltMkBldmlsLmV4YW1wbGU=");
      expect(parsed.replyTo?.value[0].name).toContain("A=0D=0ABcc:_victim@evil.example");
    }
  });

  test("HTML in the message arrives escaped in the HTML part, as written in the text part", async () => {
    const written = `<script>alert("x")</script><a href="https://evil.example/">click</a> & <img src=x onerror=alert(1)>`;
    await postAndSettle(validMessage({ message: written }), "203.0.113.13");
    const [{ parsed }] = smtp.received;
    expect(parsed.html).not.toMatch(/<script|<img|href="https:\/\/evil/i);
    expect(parsed.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;a href=&quot;https://evil.example/&quot;&gt;click&lt;/a&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(parsed.text).toContain(written);
  });

  test("a honeypot hit, a refused (400) and a rate-limited (429) message send nothing", () =>
    withEnv({ CONTACT_MAX_PER_IP: "1" }, async () => {
      const honeypot = await postAndSettle({ ...validMessage(), website: "http://spam.example" }, "203.0.113.20");
      expect(honeypot.status).toBe(201);
      const invalid = await postAndSettle(validMessage({ email: "a@example.com\r\nBcc: victim@evil.example" }), "203.0.113.21");
      expect(invalid.status).toBe(400);
      expect((await postAndSettle(validMessage({ subject: "first" }), "203.0.113.22")).status).toBe(201);
      const limited = await postAndSettle(validMessage({ subject: "second" }), "203.0.113.22");
      expect(limited.status).toBe(429);

      expect(await countRows(messages)).toBe(1);
      expect(smtp.connections).toBe(1);
      expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["New message: first"]);
    }));

  test("a server that refuses the first attempts gets the message on a retry; each failure is logged", async () => {
    smtp.refuseNext(2, 451);
    const res = await postAndSettle(validMessage({ subject: "retried" }), "203.0.113.30");
    expect(res.status).toBe(201);
    expect(smtp.transactions).toBe(3);
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["New message: retried"]);
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged).toEqual([
      expect.stringMatching(/attempt 1; retrying/),
      expect.stringMatching(/attempt 2; retrying/),
    ]);
  });

  test("a permanent refusal (550) is logged and not retried; the visitor still gets 201", async () => {
    smtp.refuseRecipients(550);
    try {
      const res = await postAndSettle(validMessage(), "203.0.113.31");
      expect(res.status).toBe(201);
      expect(await countRows(messages)).toBe(1);
      expect(smtp.transactions).toBe(1);
      expect(smtp.received).toHaveLength(0);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([expect.stringMatching(/attempt 1; giving up/)]);
    } finally {
      smtp.refuseRecipients(null);
    }
  });

  test("without SMTP_URL nothing is sent and the POST answers 201", async () => {
    delete process.env.SMTP_URL;
    const res = await postAndSettle(validMessage(), "203.0.113.40");
    expect(res.status).toBe(201);
    expect(await countRows(messages)).toBe(1);
    expect(smtp.connections).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  test("the POST answers while the SMTP transaction is still open", async () => {
    const { held, release } = smtp.holdNextData();
    // The server does not answer the message's data until released: a POST that waited
    // for the e-mail would never answer here.
    const res = await api.post(PATH, { json: validMessage({ subject: "held" }), ip: "203.0.113.50" });
    expect(res.status).toBe(201);
    await held; // the e-mail is mid-transaction, after the response
    expect(smtp.received).toHaveLength(0);
    release();
    await notificationsSettled();
    expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(["New message: held"]);
  });
});
