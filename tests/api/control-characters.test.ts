/**
 * Issue 15, finding 8: control characters were stored as sent (and broke the RSS feed).
 * Every text field now refuses C0 controls, DEL, C1 controls, lone surrogates and
 * U+FFFE/U+FFFF with a 400 naming the field; fields written in a textarea keep tab and
 * newline, and read a browser's CRLF as LF. The rule lives in the shared field builders
 * (src/lib/validations/fields.ts), so the last test checks it over generated text.
 */
import fc from "fast-check";
import { blogs, messages } from "@/lib/db/schema";
import { longText, shortText } from "@/lib/validations/fields";
import { api, loginAsOwner, OWNER } from "../helpers/api";
import { countRows, resetDatabase, snapshotCounts } from "../helpers/db";
import {
  validBlog,
  validCertification,
  validExperience,
  validMessage,
  validProject,
  validTechStack,
} from "../helpers/fixtures";

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

type Fixture = (overrides?: Record<string, unknown>) => Record<string, unknown>;
const ENTITIES: Array<{ path: string; single: string; fixture: Fixture; singleLine: string[]; multiLine: string[] }> = [
  { path: "/api/v1/projects", single: "project", fixture: validProject, singleLine: ["title", "oneLineDescription", "technologiesUsed"], multiLine: ["description"] },
  { path: "/api/v1/blogs", single: "blog", fixture: validBlog, singleLine: ["title"], multiLine: ["summary", "content"] },
  { path: "/api/v1/experiences", single: "experience", fixture: validExperience, singleLine: ["company", "location"], multiLine: ["skills", "learned"] },
  { path: "/api/v1/certification", single: "certification", fixture: validCertification, singleLine: ["credentialID", "date"], multiLine: ["learned"] },
  { path: "/api/v1/techStack", single: "techstack", fixture: validTechStack, singleLine: ["title", "category"], multiLine: [] },
];

/** Never allowed, in any field; and what the 400 says about each. */
const ALWAYS_REFUSED: Array<[string, string]> = [
  ["\u0001", "must not contain a control character (U+0001)"],
  ["\u0007", "must not contain a control character (U+0007)"],
  ["\u000B", "must not contain a control character (U+000B)"],
  ["\u001B", "must not contain a control character (U+001B)"],
  ["\u007F", "must not contain a control character (U+007F)"],
  ["\u0085", "must not contain a control character (U+0085)"],
  ["\u009F", "must not contain a control character (U+009F)"],
  ["\uFFFE", "must not contain the noncharacter U+FFFE"],
  ["\uFFFF", "must not contain the noncharacter U+FFFF"],
  ["\uD800", "must not contain an invalid character (a lone UTF-16 surrogate)"],
];
/** Allowed only where a textarea writes the field. */
const LINE_CHARACTERS: Array<[string, string]> = [
  ["\t", "must not contain a control character (U+0009)"],
  ["\n", "must not contain a control character (U+000A)"],
  ["\r", "must not contain a control character (U+000D)"],
];

describe.each(ENTITIES)("POST $path", ({ path, fixture, singleLine, multiLine }) => {
  test.each(singleLine)("%s refuses every control character, tab and newline too, with 400 naming it", async (field) => {
    const before = await snapshotCounts();
    for (const [char, problem] of [...ALWAYS_REFUSED, ...LINE_CHARACTERS]) {
      const res = await api.post(path, { cookie: owner, json: fixture({ [field]: `a${char}b` }) });
      expect([JSON.stringify(char), res.status, res.body]).toEqual([JSON.stringify(char), 400, { msg: `${field} ${problem}.` }]);
    }
    expect(await snapshotCounts()).toEqual(before);
  });

  if (multiLine.length > 0) {
    test.each(multiLine)("%s (a textarea) refuses the other controls, keeps tab and newline", async (field) => {
      for (const [char, problem] of ALWAYS_REFUSED) {
        const res = await api.post(path, { cookie: owner, json: fixture({ [field]: `a${char}b` }) });
        expect([JSON.stringify(char), res.status, res.body]).toEqual([JSON.stringify(char), 400, { msg: `${field} ${problem}.` }]);
      }
      const res = await api.post(path, { cookie: owner, json: fixture({ [field]: "one\ttwo\nthree" }) });
      expect(res.status).toBe(201);
    });
  }
});

describe("a textarea's line breaks", () => {
  test("CRLF from a browser form (multipart) is stored as LF, and a lone CR too", async () => {
    const res = await api.post("/api/v1/blogs", {
      cookie: owner,
      multipart: validBlog({ summary: "first\r\nsecond", content: "# Title\r\n\r\nBody\rmore" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.blog).toMatchObject({ summary: "first\nsecond", content: "# Title\n\nBody\nmore" });
    const stored = (await api.get(`/api/v1/blogs/${res.body.blog._id}`)).body.blog;
    expect(stored).toMatchObject({ summary: "first\nsecond", content: "# Title\n\nBody\nmore" });
  });

  test("the limit counts a line break once, as the browser's counter does", async () => {
    const summary = `${"a".repeat(499)}\r\n${"b".repeat(500)}`; // 1001 characters sent, 1000 kept
    const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ summary }) });
    expect(res.status).toBe(201);
    expect(res.body.blog.summary).toHaveLength(1000);
  });

  test("a list written in a textarea keeps its items' line breaks out of the way", async () => {
    const res = await api.post("/api/v1/experiences", {
      cookie: owner,
      multipart: validExperience({ learned: "Built the billing service |\r\nLed the migration" }),
    });
    expect(res.status).toBe(201);
    expect(res.body.experience.learned).toEqual(["Built the billing service", "Led the migration"]);
  });
});

describe("the contact message (public)", () => {
  test("the message keeps its lines; the name and subject refuse them", async () => {
    const ok = await api.post("/api/v1/message", { json: validMessage({ message: "Hi,\r\n\r\nthanks!\tBye" }), ip: "203.0.113.9" });
    expect(ok.status).toBe(201);
    expect(ok.body.message.message).toBe("Hi,\n\nthanks!\tBye");
    for (const field of ["name", "subject"]) {
      const res = await api.post("/api/v1/message", { json: validMessage({ [field]: "a\nBcc: someone@example.com" }), ip: "203.0.113.9" });
      expect(res.body).toEqual({ msg: `${field} must not contain a control character (U+000A).` });
    }
    const esc = await api.post("/api/v1/message", { json: validMessage({ message: "\u001B[2J" }), ip: "203.0.113.9" });
    expect(esc.body).toEqual({ msg: "message must not contain a control character (U+001B)." });
    expect(await countRows(messages)).toBe(1);
  });
});

test("login and the project search refuse control characters too", async () => {
  const login = await api.post("/api/v1/auth/login", { json: { email: `${OWNER.email}\u0008`, password: OWNER.password } });
  expect([login.status, login.body]).toEqual([400, { msg: "email must not contain a control character (U+0008)." }]);
  const password = await api.post("/api/v1/auth/login", { json: { email: OWNER.email, password: `${OWNER.password}\u0085` } });
  expect([password.status, password.body]).toEqual([400, { msg: "password must not contain a control character (U+0085)." }]);
  const search = await api.get(`/api/v1/projects?search=${encodeURIComponent("a\u001Bb")}`);
  expect([search.status, search.body]).toEqual([400, { msg: "search must not contain a control character (U+001B)." }]);
  expect(await countRows(blogs)).toBe(0);
});

test("property: for any text, a field keeps exactly what its kind allows and refuses the rest with a message", () => {
  const codePoint = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 0x10ffff }) },
    { weight: 3, arbitrary: fc.integer({ min: 0, max: 0xa0 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) },
    { weight: 1, arbitrary: fc.constantFrom(0xfffe, 0xffff, 0x0d, 0x0a, 0x09, 0x20) },
  );
  const anyText = fc.array(codePoint, { maxLength: 30 }).map((points) => points.map((p) => String.fromCodePoint(p)).join(""));
  // Written apart from the implementation: what each kind may hold, code point by code point
  // (Cc is C0, DEL and C1; Cs a lone surrogate half).
  const kinds = [
    { schema: shortText(), multiline: false, allowed: /^[^\p{Cc}\p{Cs}\uFFFE\uFFFF]*$/u },
    { schema: longText(), multiline: true, allowed: /^(?:[\t\n]|[^\p{Cc}\p{Cs}\uFFFE\uFFFF])*$/u },
  ];
  fc.assert(
    fc.property(anyText, (value) => {
      for (const { schema, multiline, allowed } of kinds) {
        const sent = multiline ? value.replace(/\r\n?/g, "\n") : value;
        const result = schema.safeParse(value);
        expect([value, result.success]).toEqual([value, allowed.test(sent) && sent.trim() !== ""]);
        if (result.success) expect(result.data).toBe(sent.trim());
        else expect(result.error.issues[0].message).toMatch(/^(is required|must .+)$/);
      }
    }),
    { numRuns: 3000 },
  );
});
