/**
 * GET/PATCH /api/v1/profile: the contract (shape, validation naming the field, partial
 * updates), who may write it, the avatar and résumé files (kinds, sizes, replacement and
 * removal, how the PDF is served), and what a save does besides (cache tag, activity).
 */
import { desc, eq } from "drizzle-orm";
import { revalidateTag } from "next/cache";
import { getDb } from "@/lib/db";
import { activity, profile } from "@/lib/db/schema";
import { getPublicProfile } from "@/lib/data/public";
import { UPLOADED_FILE_CSP } from "@/lib/security/csp";
import { PROFILE_ALTS } from "@/lib/images/alt-text";
import { api, loginAsOwner, ORIGIN, type RequestOptions } from "../helpers/api";
import { breakWritesTo, clearUploads, resetDatabase, uploadedFiles, uploadExists } from "../helpers/db";
import { IMAGE_BYTES, imageFile, oversizedPng, svgFile } from "../helpers/images";
import { paddedPdf, pdfBytes, pdfFile, pngNamedPdf } from "../helpers/pdf";

// The real revalidateTag, watched: a save must expire the profile's tag.
jest.mock("next/cache", () => {
  const actual = jest.requireActual<typeof import("next/cache")>("next/cache");
  return { ...actual, revalidateTag: jest.fn(actual.revalidateTag) };
});

const PATH = "/api/v1/profile";
const FOUR_MB = 4 * 1024 * 1024;
const UPLOAD_URL = (ext: string) => new RegExp(`^/uploads/[0-9a-f-]{36}\\.${ext}$`);

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
  jest.mocked(revalidateTag).mockClear();
});
afterEach(() => jest.restoreAllMocks());

const read = async () => (await api.get(PATH)).body.profile;
const patch = (options: RequestOptions, cookie = owner) => api.patch(PATH, { cookie, ...options });
const quietErrors = () => jest.spyOn(console, "error").mockImplementation(() => {});

describe("GET /api/v1/profile", () => {
  test("anyone may read it: { profile } with every field of the contract", async () => {
    const res = await api.get(PATH);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["profile"]);
    expect(Object.keys(res.body.profile).sort()).toEqual(
      [
        "about", "availabilityShown", "availabilityText", "avatar", "avatarAlt", "avatarWidth", "avatarHeight",
        "avatarPlaceholder", "contactNote", "email", "focus",
        "heroHeadline", "heroIntro", "links", "location", "name", "resumeUrl", "role", "siteDescription",
        "siteTitle", "siteUrl", "timeZone", "updatedAt", "version",
      ].sort(),
    );
    // A new site's first profile: neutral placeholders, no one's photo (issue 25).
    expect(res.body.profile).toMatchObject({
      availabilityShown: false,
      avatar: null,
      focus: [],
      links: expect.any(Array),
    });
    // A cross-site read is fine: reading changes nothing.
    const cross = await api.get(PATH, { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } });
    expect(cross.status).toBe(200);
  });

  test("methods it does not have are 405 {msg} naming the ones it does", async () => {
    const res = await api.post(PATH, { cookie: owner, json: { name: "X" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, PATCH");
    expect(res.body).toEqual({ msg: "POST is not allowed here. Allowed: GET, HEAD, OPTIONS, PATCH." });
  });
});

describe("PATCH: partial updates in JSON, urlencoded and multipart", () => {
  test("JSON: one field changes, every other field keeps its value", async () => {
    const before = await read();
    const res = await patch({ json: { name: "Jamie Rivera" } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("Profile updated successfully!");
    // The photo's default alt text follows the name.
    // The headline made from the first profile's name follows it too (issue 25).
    expect(res.body.profile).toEqual({
      ...before,
      name: "Jamie Rivera",
      heroHeadline: "Hi, I'm Jamie Rivera.",
      avatarAlt: "Photo of Jamie Rivera",
      updatedAt: expect.any(String),
      version: before.version + 1,
    });
    expect(await read()).toEqual(res.body.profile);
  });

  test("urlencoded: the lists travel as JSON text; links are normalised and empty ones dropped", async () => {
    const res = await patch({
      form: {
        availabilityShown: "false",
        availabilityText: "",
        focus: JSON.stringify([{ title: "APIs", text: "HTTP APIs that last." }]),
        links: JSON.stringify([
          { network: "github", url: "https://github.com/jamie" },
          { network: "x", url: "" },
          { network: "email", url: "jamie@example.org" },
          { network: "whatsapp", url: "+351 912 345 678" },
          { network: "mastodon", url: "https://hachyderm.io/@jamie" },
        ]),
        siteUrl: "https://Jamie.dev/",
        resumeUrl: "https://files.example.org/cv.pdf",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      availabilityShown: false,
      availabilityText: "",
      focus: [{ title: "APIs", text: "HTTP APIs that last." }],
      links: [
        { network: "github", url: "https://github.com/jamie" },
        { network: "email", url: "mailto:jamie@example.org" },
        { network: "whatsapp", url: "https://wa.me/351912345678" },
        { network: "mastodon", url: "https://hachyderm.io/@jamie" },
      ],
      siteUrl: "https://jamie.dev",
      resumeUrl: "https://files.example.org/cv.pdf",
    });
  });

  test("multipart, and JSON arrays: the same lists; a textarea's CRLF is read as LF", async () => {
    const multipart = await patch({
      multipart: {
        about: "First paragraph.\r\n\r\nSecond paragraph.",
        links: JSON.stringify([{ network: "whatsapp", url: "https://wa.me/15551234567" }]),
        availabilityShown: "true",
      },
    });
    expect(multipart.status).toBe(200);
    expect(multipart.body.profile).toMatchObject({
      about: "First paragraph.\n\nSecond paragraph.",
      links: [{ network: "whatsapp", url: "https://wa.me/15551234567" }],
      availabilityShown: true,
    });

    const json = await patch({
      json: { links: [{ network: "email", url: "mailto:me@example.org" }, { network: "bluesky", url: "https://bsky.app/profile/me.dev" }], focus: [], siteUrl: "", resumeUrl: null },
    });
    expect(json.status).toBe(200);
    expect(json.body.profile).toMatchObject({
      links: [{ network: "email", url: "mailto:me@example.org" }, { network: "bluesky", url: "https://bsky.app/profile/me.dev" }],
      focus: [],
      siteUrl: "",
      resumeUrl: null,
    });
  });

  test("a body with no profile field is a 400, not a silent success", async () => {
    for (const json of [{}, { nmae: "typo" }]) {
      const res = await patch({ json });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ msg: "Nothing to update: send at least one profile field." });
    }
  });
});

const long = (n: number) => "a".repeat(n);
const links = (...items: Array<[string, string]>) => items.map(([network, url]) => ({ network, url }));

describe("validation: 400 {msg} naming the field, and nothing changes", () => {
  test.each<[string, Record<string, unknown>, string]>([
    ["empty name", { name: "  " }, "name is required."],
    ["long name", { name: long(201) }, "name must be at most 200 characters."],
    ["long role", { role: long(201) }, "role must be at most 200 characters."],
    ["long location", { location: long(201) }, "location must be at most 200 characters."],
    ["long headline", { heroHeadline: long(201) }, "heroHeadline must be at most 200 characters."],
    ["long intro", { heroIntro: long(1001) }, "heroIntro must be at most 1000 characters."],
    ["long contact note", { contactNote: long(1001) }, "contactNote must be at most 1000 characters."],
    ["long about", { about: long(10_001) }, "about must be at most 10000 characters."],
    ["long site title", { siteTitle: long(201) }, "siteTitle must be at most 200 characters."],
    ["bad e-mail", { email: "not-an-address" }, "email must be a valid e-mail address or empty."],
    ["availability not a boolean", { availabilityShown: "maybe" }, "availabilityShown must be true or false."],
    ["13 focus items", { focus: Array.from({ length: 13 }, () => ({ title: "t", text: "x" })) }, "focus must have at most 12 items."],
    ["focus title missing", { focus: [{ title: "a", text: "b" }, { title: "", text: "c" }] }, "focus[1].title is required."],
    ["focus text too long", { focus: [{ title: "a", text: long(1001) }] }, "focus[0].text must be at most 1000 characters."],
    ["focus item not an object", { focus: ["Product engineering"] }, "focus[0] must be an object with title and text."],
    ["focus not JSON", { focus: "Product engineering" }, "focus must be a list of {title, text} (JSON text in a form)."],
    ["links not a list", { links: { network: "github" } }, "links must be a list of {network, url} (JSON text in a form)."],
    [
      "links[2] not https",
      { links: links(["github", "https://github.com/me"], ["email", "me@example.org"], ["website", "http://me.example"]) },
      "links[2].url must be an https URL.",
    ],
    ["javascript: link", { links: links(["website", "javascript:alert(1)"]) }, "links[0].url must be an https URL."],
    ["unknown network", { links: links(["myspace", "https://myspace.com/me"]) }, "links[0].network must be one of email, linkedin, github, x, whatsapp, bluesky, mastodon, youtube, website."],
    [
      "a network twice",
      { links: links(["github", "https://github.com/a"], ["x", "https://x.com/a"], ["github", "https://github.com/b"]) },
      "links[2].network lists github again: each network may appear once.",
    ],
    ["github link elsewhere", { links: links(["github", "https://gitlab.com/me"]) }, "links[0].url must be a GitHub address (https://github.com/…)."],
    ["bluesky link elsewhere", { links: links(["bluesky", "https://bsky.evil.example/me"]) }, "links[0].url must be a Bluesky address (https://bsky.app/profile/…)."],
    ["bad e-mail link", { links: links(["email", "mailto:nobody"]) }, "links[0].url must be an e-mail address (or a mailto: link)."],
    ["bad WhatsApp number", { links: links(["whatsapp", "call me"]) }, "links[0].url must be a phone number with its country code, or a https://wa.me/… link."],
    ["WhatsApp without country code", { links: links(["whatsapp", "0912 345 678"]) }, "links[0].url must be a phone number with its country code, or a https://wa.me/… link."],
    ["too many links", { links: Array.from({ length: 10 }, () => ({ network: "x", url: "" })) }, "links must have at most 9 items."],
    ["siteUrl with a path", { siteUrl: "https://me.example/blog" }, "siteUrl must be an http(s) origin such as https://example.com, without a path."],
    ["siteUrl not http", { siteUrl: "javascript:alert(1)" }, "siteUrl must be an http(s) origin such as https://example.com, without a path."],
    ["resumeUrl not http", { resumeUrl: "ftp://files.example.org/cv.pdf" }, "resumeUrl must be an http(s) URL."],
    ["resumeUrl relative", { resumeUrl: "/uploads/someone-else.pdf" }, "resumeUrl must be an http(s) URL."],
    ["avatar as a URL", { avatar: "https://evil.example/me.png" }, "avatar must be an image file, or empty to remove the image."],
    ["resume as a URL", { resume: "https://evil.example/cv.pdf" }, "resume must be a PDF file, or empty to remove the résumé."],
  ])("%s", async (_label, json, msg) => {
    const before = await read();
    const res = await patch({ json });
    expect(res.body).toEqual({ msg });
    expect(res.status).toBe(400);
    expect(await read()).toEqual(before);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  test("the limits themselves are accepted: 10,000 characters of About, 12 focus items, all nine networks", async () => {
    const res = await patch({
      json: {
        about: long(10_000),
        focus: Array.from({ length: 12 }, (_, i) => ({ title: `Item ${i}`, text: long(1000) })),
        links: links(
          ["email", "me@example.org"],
          ["linkedin", "https://www.linkedin.com/in/me"],
          ["github", "https://github.com/me"],
          ["x", "https://twitter.com/me"],
          ["whatsapp", "0044 20 7946 0958"],
          ["bluesky", "https://bsky.app/profile/me.dev"],
          ["mastodon", "https://mastodon.social/@me"],
          ["youtube", "https://youtu.be/abc"],
          ["website", "https://me.example"],
        ),
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile.about).toHaveLength(10_000);
    expect(res.body.profile.focus).toHaveLength(12);
    expect(res.body.profile.links).toHaveLength(9);
    expect(res.body.profile.links[4]).toEqual({ network: "whatsapp", url: "https://wa.me/442079460958" });
  });

  test.each<[string, Record<string, unknown>, string]>([
    ["a bell in the name", { name: "Jamie\u0007" }, "name must not contain a control character (U+0007)."],
    ["a newline in a one-line field", { role: "Engineer\nand more" }, "role must not contain a control character (U+000A)."],
    ["an escape in the About text", { about: "Hi \u001b[31mred" }, "about must not contain a control character (U+001B)."],
    ["a C1 control in a focus title", { focus: [{ title: "A\u0085B", text: "x" }] }, "focus[0].title must not contain a control character (U+0085)."],
    ["a NUL in a link", { links: links(["github", "https://github.com/me\u0000"]) }, "links[0].url must not contain a NUL character."],
    ["a noncharacter in the contact note", { contactNote: "Hi\uFFFF" }, "contactNote must not contain the noncharacter U+FFFF."],
  ])("control characters are refused: %s", async (_label, json, msg) => {
    const res = await patch({ json });
    expect(res.body).toEqual({ msg });
    expect(res.status).toBe(400);
  });

  test("textareas keep their tabs and newlines", async () => {
    const res = await patch({ json: { about: "Line one\n\tindented", contactNote: "Two\nlines", focus: [{ title: "T", text: "a\nb" }] } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ about: "Line one\n\tindented", contactNote: "Two\nlines", focus: [{ title: "T", text: "a\nb" }] });
  });
});

describe("who may write: 401 without the owner's session, 403 from another site", () => {
  const attempt = { multipart: { name: "Hacked", avatar: imageFile("png"), resume: pdfFile() } };

  test.each([
    ["no cookie", undefined],
    ["a garbage session cookie", "next-auth.session-token=not-a-token"],
  ])("401 {msg} with %s: nothing changes, nothing is stored", async (_label, cookie) => {
    const before = await read();
    const files = await uploadedFiles();
    const res = await api.patch(PATH, { ...attempt, cookie });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: "You need to log in to do that." });
    expect(await read()).toEqual(before);
    expect(await uploadedFiles()).toEqual(files);
  });

  test.each([
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["a lookalike Origin", { origin: "http://localhost:3000.evil.example" }],
  ])("403 {msg} with %s, even with the owner's session", async (_label, headers) => {
    const before = await read();
    const files = await uploadedFiles();
    const res = await api.patch(PATH, { ...attempt, cookie: owner, headers });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ msg: "Cross-site requests are not allowed." });
    expect(await read()).toEqual(before);
    expect(await uploadedFiles()).toEqual(files);
  });

  test("the control: the owner from the same origin may", async () => {
    const res = await api.patch(PATH, { json: { name: "Jamie" }, cookie: owner, headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } });
    expect(res.status).toBe(200);
  });
});

describe("the résumé PDF", () => {
  test("a real PDF is stored and served inline, as application/pdf, with nosniff and the deny-all policy", async () => {
    const res = await patch({ multipart: { resume: pdfFile("Jamie Rivera, CV") } });
    expect(res.status).toBe(200);
    const url: string = res.body.profile.resumeUrl;
    expect(url).toMatch(UPLOAD_URL("pdf"));

    const served = await api.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe(UPLOADED_FILE_CSP);
    expect(served.headers.get("content-security-policy")).toMatch(/^default-src 'none';.*; sandbox$/);
    expect(served.bytes).toEqual(pdfBytes("Jamie Rivera, CV"));
  });

  test("a PNG named .pdf is 415; a text file too; nothing is stored", async () => {
    const before = await read();
    for (const file of [pngNamedPdf(), new File(["%PDF is what this says, but later"], "cv.pdf", { type: "application/pdf" })]) {
      const res = await patch({ multipart: { resume: file, name: "Changed" } });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ msg: "resume must be a PDF file." });
    }
    expect(await read()).toEqual(before);
    expect(await uploadedFiles()).toEqual([]);
  });

  test("4 MB is accepted; 4 MB + 1 byte is 413 and nothing is stored", async () => {
    const tooBig = await patch({ multipart: { resume: paddedPdf(FOUR_MB + 1) } });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toEqual({ msg: "resume is too large: a PDF may be at most 4 MB." });
    expect(await uploadedFiles()).toEqual([]);

    const atLimit = await patch({ multipart: { resume: paddedPdf(FOUR_MB) } });
    expect(atLimit.status).toBe(200);
    expect(await uploadedFiles()).toHaveLength(1);
  });

  test("a 4 MB avatar and a 4 MB PDF fit in one request", async () => {
    const avatar = new Uint8Array(FOUR_MB);
    avatar.set(IMAGE_BYTES.png);
    const res = await patch({ multipart: { avatar: new File([avatar], "me.png", { type: "image/png" }), resume: paddedPdf(FOUR_MB) } });
    expect(res.status).toBe(200);
    expect(res.body.profile.avatar).toMatch(UPLOAD_URL("webp"));
    expect(res.body.profile.resumeUrl).toMatch(UPLOAD_URL("pdf"));
  });

  test("replacing the PDF deletes the old file; resume=\"\" removes it and deletes the file", async () => {
    const first = (await patch({ multipart: { resume: pdfFile("one") } })).body.profile.resumeUrl;
    const second = (await patch({ multipart: { resume: pdfFile("two") } })).body.profile.resumeUrl;
    expect(second).not.toBe(first);
    expect(await uploadExists(first)).toBe(false);
    expect((await api.get(first)).status).toBe(404);
    expect(await uploadExists(second)).toBe(true);

    const removed = await patch({ multipart: { resume: "" } });
    expect(removed.status).toBe(200);
    expect(removed.body.profile.resumeUrl).toBeNull();
    expect(await uploadedFiles()).toEqual([]);
  });

  test("an external link replaces an uploaded PDF (the file is deleted); an upload replaces the link", async () => {
    const uploaded = (await patch({ multipart: { resume: pdfFile() } })).body.profile.resumeUrl;
    const external = await patch({ json: { resumeUrl: "https://files.example.org/cv.pdf" } });
    expect(external.body.profile.resumeUrl).toBe("https://files.example.org/cv.pdf");
    expect(await uploadExists(uploaded)).toBe(false);

    const again = await patch({ multipart: { resume: pdfFile() } });
    expect(again.body.profile.resumeUrl).toMatch(UPLOAD_URL("pdf"));
    const none = await patch({ form: { resumeUrl: "" } });
    expect(none.body.profile.resumeUrl).toBeNull();
    expect(await uploadedFiles()).toEqual([]);
  });

  test("sending back the stored URL keeps the PDF; a file and a resumeUrl at once is a 400", async () => {
    const url = (await patch({ multipart: { resume: pdfFile() } })).body.profile.resumeUrl;
    const sentBack: Array<Record<string, string>> = [{ resumeUrl: url, name: "Kept" }, { resume: url, name: "Kept too" }];
    for (const multipart of sentBack) {
      const res = await patch({ multipart });
      expect(res.status).toBe(200);
      expect(res.body.profile.resumeUrl).toBe(url);
    }
    expect(await uploadExists(url)).toBe(true);

    const both = await patch({ multipart: { resume: pdfFile(), resumeUrl: "https://files.example.org/cv.pdf" } });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({ msg: "Send either a resume file or a resumeUrl, not both." });
    expect(await uploadedFiles()).toEqual([url.slice("/uploads/".length)]);
  });
});

describe("the avatar", () => {
  test("upload, replace (the old file is deleted), then remove with an empty value", async () => {
    const first = await patch({ multipart: { avatar: imageFile("png"), avatarAlt: "Jamie, smiling" } });
    expect(first.status).toBe(200);
    const url: string = first.body.profile.avatar;
    // Re-encoded (a PNG as lossless WebP), measured, with its placeholder.
    expect(url).toMatch(UPLOAD_URL("webp"));
    expect(first.body.profile).toMatchObject({
      avatarAlt: "Jamie, smiling",
      avatarWidth: 3,
      avatarHeight: 2,
      avatarPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    expect((await api.get(url)).headers.get("content-type")).toBe("image/webp");

    const replacedProfile = (await patch({ multipart: { avatar: imageFile("jpg") } })).body.profile;
    const replaced: string = replacedProfile.avatar;
    expect(replaced).toMatch(UPLOAD_URL("jpg"));
    // A new photo: the old one's description would describe it wrongly (issue 25). It is the
    // one made from the name until the owner writes one.
    expect(replacedProfile).toMatchObject({ avatarAlt: PROFILE_ALTS.avatar(replacedProfile), avatarWidth: 3, avatarHeight: 2 });
    expect(await uploadExists(url)).toBe(false);

    // Sending back the stored URL keeps it.
    expect((await patch({ json: { avatar: replaced, name: "Still" } })).body.profile.avatar).toBe(replaced);

    // Removing the photo clears its size and placeholder; the owner's alt text stays.
    const removed = await patch({ multipart: { avatar: "" } });
    expect(removed.status).toBe(200);
    expect(removed.body.profile).toMatchObject({ avatar: null, avatarAlt: PROFILE_ALTS.avatar(removed.body.profile), avatarWidth: null, avatarHeight: null, avatarPlaceholder: null });
    expect(await uploadedFiles()).toEqual([]);
  });

  test("JSON null removes it too", async () => {
    await patch({ multipart: { avatar: imageFile("jpg") } });
    const res = await patch({ json: { avatar: null } });
    expect(res.body.profile.avatar).toBeNull();
    expect(await uploadedFiles()).toEqual([]);
  });

  test("the image rules hold: SVG is 415, over 4 MB is 413, nothing stored", async () => {
    const svg = await patch({ multipart: { avatar: svgFile() } });
    expect(svg.status).toBe(415);
    expect(svg.body).toEqual({ msg: "avatar must be a PNG, JPEG, WebP, GIF or AVIF image." });
    const big = await patch({ multipart: { avatar: oversizedPng() } });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ msg: "avatar is too large: images may be at most 4 MB." });
    expect(await uploadedFiles()).toEqual([]);
    expect((await read()).avatar).toBeNull();
  });

  test("a failed write keeps the old files and deletes the new ones", async () => {
    const kept = (await patch({ multipart: { avatar: imageFile("png"), resume: pdfFile() } })).body.profile;
    const files = await uploadedFiles();
    quietErrors();
    const restore = await breakWritesTo(profile);
    try {
      const res = await patch({ multipart: { avatar: imageFile("gif"), resume: pdfFile("new") } });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ msg: expect.any(String) });
    } finally {
      await restore();
    }
    expect(await uploadedFiles()).toEqual(files);
    expect(await read()).toEqual(kept);
  });

  test("two saves at once each replace the other's avatar: one file is left, the one the row names", async () => {
    await patch({ multipart: { avatar: imageFile("png") } });
    const [a, b] = await Promise.all([
      patch({ multipart: { avatar: imageFile("gif") } }),
      patch({ multipart: { avatar: imageFile("webp") } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const { avatar } = await read();
    expect(await uploadedFiles()).toEqual([avatar.slice("/uploads/".length)]);
  });
});

describe("what a save does besides", () => {
  test("it expires the profile's cache tag, and the public read shows the change", async () => {
    const res = await patch({ json: { heroHeadline: "Hello from the database" } });
    expect(res.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith("profile", { expire: 0 });
    expect((await getPublicProfile()).heroHeadline).toBe("Hello from the database");
  });

  test("it is recorded in the activity log", async () => {
    await patch({ json: { name: "Jamie Rivera" } });
    const db = await getDb();
    const [latest] = await db.select().from(activity).where(eq(activity.action, "profile.update")).orderBy(desc(activity.createdAt)).limit(1);
    expect(latest).toMatchObject({ action: "profile.update", detail: "Jamie Rivera" });
  });
});
