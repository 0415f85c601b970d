import {
  DEFAULT_PREVIEW_DAYS,
  previewExpiry,
  signPreview,
  verifyPreview,
} from "@/lib/preview/token";

/**
 * Preview tokens (src/lib/preview/token.ts): id, expiry, time of making and MAC in 42 bytes,
 * signed with a key derived from AUTH_SECRET. Time is passed in, never waited for.
 */
const ID = "3f1c2b4a-9d8e-4f70-8a6b-5c4d3e2f1a0b";
const OTHER_ID = "00000000-0000-4000-8000-000000000000";
const NOW = new Date("2026-11-23T12:00:00.000Z");
const EXPIRES = previewExpiry(DEFAULT_PREVIEW_DAYS, NOW);

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

test("a link lasts seven days by default, to the second", () => {
  expect(EXPIRES.toISOString()).toBe("2026-11-30T12:00:00.000Z");
  expect(previewExpiry(30, new Date("2026-11-23T12:00:00.999Z")).toISOString()).toBe("2026-12-23T12:00:00.000Z");
});

test("a token is 56 URL-safe characters, without a dot, naming the item, its expiry and when it was made", () => {
  const token = signPreview("blogs", ID, EXPIRES, NOW);
  expect(token).toMatch(/^[A-Za-z0-9_-]{56}$/);
  expect(encodeURIComponent(token)).toBe(token);
  expect(verifyPreview("blogs", token, NOW)).toEqual({ id: ID, expiresAt: EXPIRES, issuedAt: NOW });
  // To the millisecond: a link made just after its item's links were ended is told apart.
  const later = new Date(NOW.getTime() + 1);
  expect(verifyPreview("blogs", signPreview("blogs", ID, EXPIRES, later), NOW)?.issuedAt).toEqual(later);
});

test("ids in upper case sign the same item", () => {
  expect(verifyPreview("projects", signPreview("projects", ID.toUpperCase(), EXPIRES), NOW)?.id).toBe(ID);
});

test("anything but a UUID cannot be signed", () => {
  expect(() => signPreview("blogs", "not-an-id", EXPIRES)).toThrow("Not an item id");
});

describe("expiry", () => {
  const token = signPreview("blogs", ID, EXPIRES);

  test("valid until the last millisecond before it expires", () => {
    expect(verifyPreview("blogs", token, new Date(EXPIRES.getTime() - 1))).not.toBeNull();
  });

  test("refused from the moment it expires, and ever after", () => {
    expect(verifyPreview("blogs", token, EXPIRES)).toBeNull();
    expect(verifyPreview("blogs", token, new Date(EXPIRES.getTime() + 365 * 86_400_000))).toBeNull();
  });

  test("a token signed with an expiry already past is refused at once", () => {
    expect(verifyPreview("blogs", signPreview("blogs", ID, new Date(NOW.getTime() - 1000)), NOW)).toBeNull();
  });
});

/** The token's bytes: id (0-15), expiry (16-19), time of making (20-25), MAC (26-41). */
const bytesOf = (token: string) => Buffer.from(token, "base64url");
const tokenOf = (bytes: Buffer) => bytes.toString("base64url");
const PARTS = { id: [0, 16], expiry: [16, 20], "time of making": [20, 26], mac: [26, 42] } as const;

describe("tampering", () => {
  const token = signPreview("blogs", ID, EXPIRES);

  test("another item's id with this MAC is refused", () => {
    const bytes = bytesOf(token);
    Buffer.from(OTHER_ID.replaceAll("-", ""), "hex").copy(bytes, 0);
    expect(verifyPreview("blogs", tokenOf(bytes), NOW)).toBeNull();
  });

  test("a later expiry with this MAC is refused", () => {
    const bytes = bytesOf(token);
    bytes.writeUInt32BE(bytes.readUInt32BE(16) + 30 * 86_400, 16);
    expect(verifyPreview("blogs", tokenOf(bytes), NOW)).toBeNull();
  });

  test("a later time of making with this MAC is refused (it would outlive the item's ended links)", () => {
    const bytes = bytesOf(token);
    bytes.writeUIntBE(bytes.readUIntBE(20, 6) + 60_000, 20, 6);
    expect(verifyPreview("blogs", tokenOf(bytes), NOW)).toBeNull();
  });

  test("a MAC made up, or taken from another token, is refused", () => {
    const bytes = bytesOf(token);
    bytesOf(signPreview("blogs", OTHER_ID, EXPIRES)).copy(bytes, 26, 26);
    expect(verifyPreview("blogs", tokenOf(bytes), NOW)).toBeNull();
    bytes.fill(0, 26);
    expect(verifyPreview("blogs", tokenOf(bytes), NOW)).toBeNull();
  });

  test.each(Object.entries(PARTS))("every bit of the %s flipped is refused", (_part, [from, to]) => {
    for (let at = from; at < to; at++) {
      for (let bit = 0; bit < 8; bit++) {
        const bytes = bytesOf(token);
        bytes[at] ^= 1 << bit;
        expect([at, bit, verifyPreview("blogs", tokenOf(bytes), NOW)]).toEqual([at, bit, null]);
      }
    }
  });

  test("every single-character change is refused", () => {
    let tried = 0;
    for (let at = 0; at < token.length; at++) {
      for (const character of BASE64URL) {
        if (character === token[at]) continue;
        const changed = token.slice(0, at) + character + token.slice(at + 1);
        expect([changed, verifyPreview("blogs", changed, NOW)]).toEqual([changed, null]);
        tried++;
      }
    }
    expect(tried).toBe(56 * 63);
  });

  test("a post's token opens no project, and a project's no post", () => {
    expect(verifyPreview("projects", token, NOW)).toBeNull();
    expect(verifyPreview("blogs", signPreview("projects", ID, EXPIRES), NOW)).toBeNull();
  });

  test("another AUTH_SECRET voids every token", () => {
    const saved = process.env.AUTH_SECRET;
    try {
      process.env.AUTH_SECRET = "another-secret-that-is-long-enough-987654";
      expect(verifyPreview("blogs", token, NOW)).toBeNull();
    } finally {
      process.env.AUTH_SECRET = saved;
    }
    expect(verifyPreview("blogs", token, NOW)).not.toBeNull();
  });
});

describe("malformed tokens are refused, never thrown over", () => {
  const token = signPreview("blogs", ID, EXPIRES);

  test.each([
    ["empty", ""],
    ["one character short", token.slice(1)],
    ["one character more", `${token}A`],
    ["padding", `${token}==`],
    ["standard base64", token.replace(/^./, "+")],
    ["a dot", `${token.slice(0, 24)}.${token.slice(25)}`],
    ["a slash", `${token.slice(0, 24)}/${token.slice(25)}`],
    ["a token of the first format (48 characters, no time of making)", token.slice(0, 48)],
    ["percent-encoding", `%41${token.slice(1)}`],
    ["the id as a UUID", ID],
    ["10 KB", "a".repeat(10_000)],
    ["a control character", `${token.slice(0, 55)}\u0000`],
    ["a lone surrogate", `${token.slice(0, 55)}\uD800`],
  ])("%s", (_name, value) => {
    expect(verifyPreview("blogs", value, NOW)).toBeNull();
  });
});
