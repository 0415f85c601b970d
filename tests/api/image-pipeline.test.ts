/**
 * The server's image pipeline (src/lib/images) through the real API routes and the local
 * storage: metadata stripped and orientation applied, the long side capped, decompression
 * bombs and broken files refused before anything is stored, and the size, placeholder and
 * alt text stored and returned beside every image.
 */
import sharp from "sharp";
import { projects } from "@/lib/db/schema";
import { animatedWebpBomb, pngBomb } from "../../scripts/lib/image-bombs";
import { api, loginAsOwner } from "../helpers/api";
import { countRows, resetDatabase, snapshotCounts, uploadedFiles, uploadExists } from "../helpers/db";
import { textOf, validBlog, validCertification, validProject, validTechStack } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

const HOME = "12 Garden Lane, where the owner lives";
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Phone Owner</dc:creator>' +
  "</rdf:Description></rdf:RDF></x:xmpmeta>";

/**
 * A phone photo as cameras write it: 600 × 400 pixels stored sideways (EXIF orientation 6,
 * "rotate 90° clockwise to show"), left half red and right half blue, with the GPS position,
 * a description, XMP and a Display P3 colour profile.
 */
async function phonePhoto(): Promise<File> {
  const half = (color: string) => ({ create: { width: 300, height: 400, channels: 3 as const, background: color } });
  const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#000" } })
    .composite([
      { input: half("#e00000"), left: 0, top: 0 },
      { input: half("#0000e0"), left: 300, top: 0 },
    ])
    .withExif({
      IFD0: { ImageDescription: HOME, Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2650/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3950/100" },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile("p3")
    .withXmp(XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
  return new File([new Uint8Array(bytes)], "IMG_2041.jpg", { type: "image/jpeg" });
}

/** Every kind of metadata sharp can read, and traces of it in the raw bytes. */
async function metadataOf(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  const raw = Buffer.from(bytes);
  return {
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
    icc: meta.hasProfile,
    orientation: meta.orientation,
    exifBytes: raw.includes("Exif\0\0"),
    xmpBytes: raw.includes("adobe:ns:meta"),
    home: raw.includes(HOME),
    maker: raw.includes("PhoneMaker"),
  };
}
const NONE = { exif: false, xmp: false, iptc: false, icc: false, orientation: undefined, exifBytes: false, xmpBytes: false, home: false, maker: false };

/** The red/blue halves after the orientation is applied: red on top, blue below. */
async function halves(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return data[i] > 150 && data[i + 2] < 100 ? "red" : data[i + 2] > 150 && data[i] < 100 ? "blue" : "other";
  };
  return { top: at(info.width / 2, info.height / 4), bottom: at(info.width / 2, (info.height * 3) / 4) };
}

const postProject = (values: Record<string, string | File>) =>
  api.post("/api/v1/projects", { cookie: owner, multipart: { ...(validProject() as Record<string, string>), ...values } });

describe("a phone photo: orientation applied, every piece of metadata removed", () => {
  test("the input has them all (GPS included), so the test can tell", async () => {
    const input = new Uint8Array(await (await phonePhoto()).arrayBuffer());
    const meta = await sharp(input).metadata();
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the EXIF block.
    expect(meta.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(await metadataOf(input)).toEqual({ ...NONE, exif: true, xmp: true, icc: true, orientation: 6, exifBytes: true, xmpBytes: true, home: true, maker: true });
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 600, height: 400 });
  });

  test("a project screenshot: the API and the served file carry pixels only, turned upright", async () => {
    const res = await postProject({ screenshot: await phonePhoto() });
    expect(res.status).toBe(201);
    const project = res.body.project;
    // Upright: 400 wide, 600 high (the stored 600 × 400 turned a quarter).
    expect(project).toMatchObject({ screenshotWidth: 400, screenshotHeight: 600 });
    expect(project.screenshot).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);

    const served = await api.get(project.screenshot);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = served.bytes!;
    expect(await metadataOf(bytes)).toEqual(NONE);
    const { width, height, format, space, isProgressive } = await sharp(bytes).metadata();
    expect({ width, height, format, space, isProgressive }).toEqual({ width: 400, height: 600, format: "jpeg", space: "srgb", isProgressive: true });
    expect(await halves(bytes)).toEqual({ top: "red", bottom: "blue" });
  });

  test("the profile photo the same", async () => {
    const res = await api.patch("/api/v1/profile", { cookie: owner, multipart: { avatar: await phonePhoto() } });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ avatarWidth: 400, avatarHeight: 600, avatarPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    const bytes = (await api.get(res.body.profile.avatar)).bytes!;
    expect(await metadataOf(bytes)).toEqual(NONE);
    expect(await halves(bytes)).toEqual({ top: "red", bottom: "blue" });
  });
});

describe("sizes", () => {
  test("the long side is capped at 2560 px, the shape kept; smaller images are never enlarged", async () => {
    const wide = await sharp({ create: { width: 3200, height: 1600, channels: 3, background: "#2a6f97" } }).png().toBuffer();
    const res = await postProject({
      screenshot: new File([new Uint8Array(wide)], "wide.png", { type: "image/png" }),
      logo: imageFile("png"),
    });
    expect(res.status).toBe(201);
    expect(res.body.project).toMatchObject({ screenshotWidth: 2560, screenshotHeight: 1280, logoWidth: 3, logoHeight: 2 });
    const stored = await sharp((await api.get(res.body.project.screenshot)).bytes!).metadata();
    expect({ width: stored.width, height: stored.height, format: stored.format }).toEqual({ width: 2560, height: 1280, format: "webp" });
  });

  test("the placeholder is a tiny WebP data URL: long side at most 16 px, well under 1 KB", async () => {
    const res = await postProject({ screenshot: await phonePhoto() });
    const placeholder: string = res.body.project.screenshotPlaceholder;
    expect(placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(placeholder.length).toBeLessThan(1024);
    const tiny = await sharp(Buffer.from(placeholder.split(",")[1], "base64")).metadata();
    expect(tiny.format).toBe("webp");
    expect(Math.max(tiny.width, tiny.height)).toBeLessThanOrEqual(16);
    expect(tiny.height).toBeGreaterThan(tiny.width); // upright, like the image
  });
});

describe("refused before anything is stored", () => {
  const refusedWith = async (file: File, status: number, msg: string | RegExp) => {
    const before = { rows: await snapshotCounts(), files: await uploadedFiles() };
    const res = await postProject({ screenshot: file });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ msg: typeof msg === "string" ? msg : expect.stringMatching(msg) });
    expect({ rows: await snapshotCounts(), files: await uploadedFiles() }).toEqual(before);
    return res;
  };
  const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type });

  test("a 16000 × 16000 PNG of 31 KB (a decompression bomb) is 413", async () => {
    const bomb = pngBomb(16000, 16000);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    await refusedWith(
      fileOf(bomb, "bomb.png", "image/png"),
      413,
      "screenshot is too large: images may be at most 40 megapixels (this one is 16000 × 16000).",
    );
  });

  test("refusing bombs keeps memory flat: nothing is decoded (decoding one would take 1 GB)", async () => {
    const bomb = fileOf(pngBomb(16000, 16000), "bomb.png", "image/png");
    // Warm up first: the route's modules, sharp and the database are loaded once.
    expect((await api.post("/api/v1/projects", { cookie: owner, multipart: { ...(validProject() as Record<string, string>), screenshot: bomb } })).status).toBe(413);
    // The process's high-water mark of resident memory (KB), where libvips' pixel buffers
    // would show even if freed before the response: it must not rise by one decode's worth.
    const before = Math.max(process.resourceUsage().maxRSS * 1024, process.memoryUsage().rss);
    for (let i = 0; i < 5; i += 1) {
      const res = await api.post("/api/v1/projects", { cookie: owner, multipart: { ...(validProject() as Record<string, string>), screenshot: bomb } });
      expect(res.status).toBe(413);
    }
    const peak = process.resourceUsage().maxRSS * 1024;
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });

  test("an 8000 × 6000 photo (48 megapixels) is 413", async () => {
    const photo = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#7a8" } }).jpeg({ quality: 70 }).toBuffer();
    expect(photo.byteLength).toBeLessThan(4 * 1024 * 1024);
    await refusedWith(
      fileOf(new Uint8Array(photo), "big.jpg", "image/jpeg"),
      413,
      "screenshot is too large: images may be at most 40 megapixels (this one is 8000 × 6000).",
    );
  });

  test("an animation counts every frame: 2000 × 2000 × 11 frames is 413", async () => {
    await refusedWith(
      fileOf(animatedWebpBomb(2000, 2000, 11), "frames.webp", "image/webp"),
      413,
      "screenshot is too large: images may be at most 40 megapixels (this one is 2000 × 2000 × 11 frames).",
    );
  });

  test("the profile photo too", async () => {
    const files = await uploadedFiles();
    const res = await api.patch("/api/v1/profile", { cookie: owner, multipart: { avatar: fileOf(pngBomb(16000, 16000), "bomb.png", "image/png") } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ msg: expect.stringMatching(/^avatar is too large: images may be at most 40 megapixels/) });
    expect(await uploadedFiles()).toEqual(files);
    expect((await api.get("/api/v1/profile")).body.profile.avatar).toBeNull();
  });

  test("garbage behind a PNG signature is 415", async () => {
    const garbage = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from("not an image at all, just text")]);
    await refusedWith(fileOf(garbage, "x.png", "image/png"), 415, "screenshot could not be read: the image is damaged or incomplete.");
  });

  test("a truncated JPEG or PNG is 415", async () => {
    const photo = new Uint8Array(await (await phonePhoto()).arrayBuffer());
    await refusedWith(fileOf(photo.subarray(0, photo.length / 2), "cut.jpg", "image/jpeg"), 415, /could not be read/);
    const noisy = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
    await refusedWith(fileOf(new Uint8Array(noisy.subarray(0, noisy.length / 2)), "cut.png", "image/png"), 415, /could not be read/);
  });

  test("an animation within the limit is kept animated: a GIF becomes an animated WebP, frame by frame", async () => {
    const frames = await Promise.all(
      ["#e00000", "#00a000", "#0000e0"].map((background) => sharp({ create: { width: 64, height: 48, channels: 3, background } }).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } }).gif({ delay: [100, 200, 300], loop: 0 }).toBuffer();
    const res = await postProject({ screenshot: fileOf(new Uint8Array(gif), "small.gif", "image/gif") });
    expect(res.status).toBe(201);
    expect(res.body.project).toMatchObject({ screenshotWidth: 64, screenshotHeight: 48 });
    expect(res.body.project.screenshot).toMatch(/\.webp$/);
    const stored = await sharp((await api.get(res.body.project.screenshot)).bytes!).metadata();
    expect({ format: stored.format, pages: stored.pages, delay: stored.delay, loop: stored.loop }).toEqual({ format: "webp", pages: 3, delay: [100, 200, 300], loop: 0 });
    expect(await countRows(projects)).toBe(1);
  });
});

describe("size and placeholder follow the image", () => {
  const ENTITIES = [
    { path: "/api/v1/projects", single: "project", field: "logo", valid: validProject },
    { path: "/api/v1/projects", single: "project", field: "screenshot", valid: validProject },
    { path: "/api/v1/blogs", single: "blog", field: "imageUrl", valid: validBlog },
    { path: "/api/v1/certification", single: "certification", field: "image", valid: validCertification },
    { path: "/api/v1/techStack", single: "techstack", field: "imageUrl", valid: validTechStack },
  ];

  test.each(ENTITIES)("$path $field: set on create, changed on replace, cleared on remove (the alt text stays)", async ({ path, single, field, valid }) => {
    const square = await sharp({ create: { width: 40, height: 40, channels: 4, background: "#0000" } }).png().toBuffer();
    const created = await api.post(path, {
      cookie: owner,
      multipart: { ...(valid() as Record<string, string>), [field]: imageFile("jpg"), [`${field}Alt`]: "What the owner sees in it" },
    });
    expect(created.status).toBe(201);
    const item = created.body[single];
    expect(item).toMatchObject({
      [`${field}Alt`]: "What the owner sees in it",
      [`${field}Width`]: 3,
      [`${field}Height`]: 2,
      [`${field}Placeholder`]: expect.stringMatching(/^data:image\/webp;base64,/),
    });
    const url = `${path}/${item._id}`;

    const replaced = await api.patch(url, { cookie: owner, multipart: { [field]: new File([new Uint8Array(square)], "square.png", { type: "image/png" }) } });
    expect(replaced.status).toBe(200);
    expect(replaced.body[single]).toMatchObject({ [`${field}Width`]: 40, [`${field}Height`]: 40, [`${field}Alt`]: "What the owner sees in it" });
    expect(replaced.body[single][`${field}Placeholder`]).not.toBe(item[`${field}Placeholder`]);
    expect((await api.get(url)).body[single]).toEqual(replaced.body[single]);

    const removed = await api.patch(url, { cookie: owner, json: { [field]: null } });
    expect(removed.status).toBe(200);
    expect(removed.body[single]).toMatchObject({
      [field]: null,
      [`${field}Width`]: null,
      [`${field}Height`]: null,
      [`${field}Placeholder`]: null,
      [`${field}Alt`]: "What the owner sees in it",
    });
    // Gone, unless a kept version of a post or project still names it.
    expect(await uploadExists(replaced.body[single][field])).toBe(/\/api\/v1\/(projects|blogs)\b/.test(path));
  });

  test("a client cannot set the size or placeholder: they are the server's measurements", async () => {
    const res = await postProject({ logo: imageFile("png"), logoWidth: "9999", logoPlaceholder: "data:image/png;base64,AAAA" });
    expect(res.status).toBe(201);
    expect(res.body.project).toMatchObject({ logoWidth: 3, logoHeight: 2, logoPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    const patched = await api.patch(`/api/v1/projects/${res.body.project._id}`, { cookie: owner, json: { title: "T", logoWidth: 1, screenshotHeight: 5 } });
    expect(patched.body.project).toMatchObject({ logoWidth: 3, screenshotHeight: null });
  });
});

describe("alt text", () => {
  test("without one, reads give a default built from the item, and it follows the item", async () => {
    const created = await postProject({ screenshot: imageFile("png") });
    expect(created.body.project).toMatchObject({ logoAlt: "Portfolio Site logo", screenshotAlt: "Screenshot of Portfolio Site" });
    const renamed = await api.patch(`/api/v1/projects/${created.body.project._id}`, { cookie: owner, json: { title: "Fieldnotes" } });
    expect(renamed.body.project).toMatchObject({ logoAlt: "Fieldnotes logo", screenshotAlt: "Screenshot of Fieldnotes" });

    const post = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog() });
    expect(post.body.blog.imageUrlAlt).toBe("Cover image for Hello, world");
    const certificate = await api.post("/api/v1/certification", { cookie: owner, json: validCertification() });
    expect(certificate.body.certification.imageAlt).toBe("Cloud Practitioner certificate from Cloud Inc.");
    const tool = await api.post("/api/v1/techStack", { cookie: owner, json: validTechStack() });
    expect(tool.body.techstack.imageUrlAlt).toBe("VS Code logo");
    const profile = await api.get("/api/v1/profile");
    expect(profile.body.profile.avatarAlt).toBe(`Photo of ${profile.body.profile.name}`);
    // The public list reads the same.
    expect((await api.get("/api/v1/projects")).body.projects[0]).toMatchObject({ screenshotAlt: "Screenshot of Fieldnotes" });
  });

  test("the owner's text is stored as written (trimmed) and returned; JSON, urlencoded and multipart, with or without a file", async () => {
    const created = await api.post("/api/v1/projects", { cookie: owner, json: validProject({ screenshotAlt: "  The map view, with the route in orange  " }) });
    expect(created.body.project.screenshotAlt).toBe("The map view, with the route in orange");
    const id = created.body.project._id;
    const form = await api.patch(`/api/v1/projects/${id}`, { cookie: owner, form: { logoAlt: "A paper plane" } });
    expect(form.status).toBe(200);
    expect(form.body.project).toMatchObject({ logoAlt: "A paper plane", screenshotAlt: "The map view, with the route in orange" });
    const multipart = await api.patch(`/api/v1/projects/${id}`, { cookie: owner, multipart: { screenshot: imageFile("jpg"), screenshotAlt: "The settings screen" } });
    expect(multipart.body.project).toMatchObject({ screenshotAlt: "The settings screen", screenshotWidth: 3 });
    // Emptied (or null): back to the default.
    const cleared = await api.patch(`/api/v1/projects/${id}`, { cookie: owner, json: { logoAlt: null, screenshotAlt: "" } });
    expect(cleared.body.project).toMatchObject({ logoAlt: "Portfolio Site logo", screenshotAlt: "Screenshot of Portfolio Site" });

    const avatar = await api.patch("/api/v1/profile", { cookie: owner, form: { avatarAlt: "Me on the ferry" } });
    expect(avatar.body.profile.avatarAlt).toBe("Me on the ferry");
  });

  test.each([
    ["201 characters", textOf(201), "screenshotAlt must be at most 200 characters."],
    ["a newline", "Line one\nline two", "screenshotAlt must not contain a control character (U+000A)."],
    ["a number", 42, "screenshotAlt must be text."],
  ])("%s is 400 and changes nothing", async (_label, value, msg) => {
    const created = await postProject({});
    const before = await snapshotCounts();
    const create = await api.post("/api/v1/projects", { cookie: owner, json: validProject({ screenshotAlt: value }) });
    expect(create.status).toBe(400);
    expect(create.body).toEqual({ msg });
    const patch = await api.patch(`/api/v1/projects/${created.body.project._id}`, { cookie: owner, json: { screenshotAlt: value } });
    expect(patch.status).toBe(400);
    expect(patch.body).toEqual({ msg });
    expect(await snapshotCounts()).toEqual(before);
    const profile = await api.patch("/api/v1/profile", { cookie: owner, json: { avatarAlt: value } });
    expect(profile.status).toBe(400);
    expect(profile.body).toEqual({ msg: msg.replace("screenshotAlt", "avatarAlt") });
  });

  test("exactly 200 characters is accepted", async () => {
    const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ imageUrlAlt: textOf(200) }) });
    expect(res.status).toBe(201);
    expect(res.body.blog.imageUrlAlt).toBe(textOf(200));
  });
});
