import { getEnv } from "@/lib/env";
import { inboxUrl, sendWithRetries } from "@/lib/notify";
import { escapeHtml, headerText } from "@/lib/notify/new-message-mail";

describe("SMTP_URL and NOTIFY_EMAIL", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  test.each(["http://mail.example.com", "mail.example.com:587", "smtp://", "not a url"])("SMTP_URL=%j is refused, naming it", (value) => {
    process.env.SMTP_URL = value;
    process.env.NOTIFY_EMAIL = "owner@example.com";
    expect(() => getEnv()).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
  });

  test("smtp:// and smtps:// URLs with credentials are accepted", () => {
    process.env.NOTIFY_EMAIL = "owner@example.com";
    for (const url of ["smtp://user:p%40ss@smtp.example.com:587", "smtps://user:pass@smtp.example.com:465"]) {
      process.env.SMTP_URL = url;
      expect(getEnv().SMTP_URL).toBe(url);
    }
  });

  test("SMTP_URL without NOTIFY_EMAIL is refused; a malformed NOTIFY_EMAIL is named", () => {
    process.env.SMTP_URL = "smtp://smtp.example.com:587";
    delete process.env.NOTIFY_EMAIL;
    expect(() => getEnv()).toThrow(/NOTIFY_EMAIL/);
    process.env.NOTIFY_EMAIL = "owner";
    expect(() => getEnv()).toThrow(/NOTIFY_EMAIL/);
  });

  test("neither set (or set empty): valid, nothing to send", () => {
    process.env.SMTP_URL = "";
    process.env.NOTIFY_EMAIL = "";
    expect(getEnv()).toMatchObject({ SMTP_URL: undefined, NOTIFY_EMAIL: undefined });
  });
});

describe("the inbox link", () => {
  test("the configured site URL, never the request's origin, which the sender controls", () => {
    expect(inboxUrl("https://alex.example/")).toBe("https://alex.example/message");
  });

  test("without a configured site URL: no link (never a guessed localhost)", () => {
    expect(inboxUrl(undefined)).toBeNull();
  });
});

describe("header and HTML text", () => {
  test("every kind of line break becomes a space; other control characters go", () => {
    expect(headerText("a\r\nBcc: b\nc\rd\u2028e\u0085f\u000bg\u0007h")).toBe("a Bcc: b c d e f gh");
  });

  test("an encoded word (RFC 2047) is broken up so no mail client decodes it; = and ? alone stay", () => {
    expect(headerText("=?utf-8?Q?A=0D=0ABcc:_x@evil.example?=")).toBe("= ?utf-8?Q?A=0D=0ABcc:_x@evil.example?=");
    expect(headerText("x=?y =?UTF-8?B?SGk=?=")).toBe("x= ?y = ?UTF-8?B?SGk= ?=");
    expect(headerText("a = b? c=d")).toBe("a = b? c=d");
  });

  test("markup is escaped, quotes included", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("sendWithRetries", () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  test("retries every transient failure, then gives up after the last delay; never rejects", async () => {
    const send = jest.fn().mockRejectedValue(Object.assign(new Error("Connection refused"), { code: "ECONNREFUSED" }));
    await expect(sendWithRetries(send, [0, 0, 0])).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(4);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/attempt 1; retrying/),
      expect.stringMatching(/attempt 2; retrying/),
      expect.stringMatching(/attempt 3; retrying/),
      expect.stringMatching(/attempt 4; giving up/),
    ]);
  });

  test("stops at once on a permanent refusal", async () => {
    const send = jest.fn().mockRejectedValue(Object.assign(new Error("535 Authentication failed"), { permanent: true }));
    await expect(sendWithRetries(send, [0, 0, 0])).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
