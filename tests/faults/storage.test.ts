/**
 * The image storage fails during an upload (setStorageForTests swaps in a storage whose
 * put() throws, at once or on the second image). For every entity with images, on create
 * and on update: the answer is a JSON `{msg}` that says the image could not be stored,
 * no row is written or changed, and $DATA_DIR/uploads holds exactly the files it held.
 */
import { setStorageForTests, uploadDir, type ImageStorage } from "@/lib/storage";
import { localStorage } from "@/lib/storage/local";
import { api, loginAsOwner } from "../helpers/api";
import { clearUploads, resetDatabase, snapshotRows, uploadedFiles } from "../helpers/db";
import { validBlog, validCertification, validProject, validTechStack } from "../helpers/fixtures";
import { imageFile, type ImageKind } from "../helpers/images";

/** A local-disk storage whose put() fails from the `failAt`-th call on (1 = the first). */
function failingStorage(failAt: number, error: unknown = new Error("EIO: disk on fire")) {
  const local = localStorage(uploadDir());
  const calls = { put: 0, delete: 0 };
  const storage: ImageStorage = {
    kind: "local",
    async put(name, bytes, type) {
      calls.put += 1;
      if (calls.put >= failAt) throw error;
      return local.put(name, bytes, type);
    },
    async delete(url) {
      calls.delete += 1;
      return local.delete(url);
    },
    owns: local.owns,
  };
  return { storage, calls };
}

interface ImageEntity {
  path: string;
  single: string;
  fixture: () => Record<string, unknown>;
  images: string[];
}

const ENTITIES: ImageEntity[] = [
  { path: "/api/v1/projects", single: "project", fixture: validProject, images: ["logo", "screenshot"] },
  { path: "/api/v1/blogs", single: "blog", fixture: validBlog, images: ["imageUrl"] },
  { path: "/api/v1/certification", single: "certification", fixture: validCertification, images: ["image"] },
  { path: "/api/v1/techStack", single: "techstack", fixture: validTechStack, images: ["imageUrl"] },
];

const KINDS: ImageKind[] = ["png", "webp"];
const withImages = (entity: ImageEntity, fields: Record<string, unknown>) => ({
  ...(fields as Record<string, string>),
  ...Object.fromEntries(entity.images.map((field, i) => [field, imageFile(KINDS[i % KINDS.length])])),
});

let owner: string;
let errors: jest.SpyInstance;
beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
  errors = jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  setStorageForTests(undefined);
  errors.mockRestore();
});

/** The state a failed request must leave untouched: every row and every uploaded file. */
const state = async () => ({ rows: await snapshotRows(), files: await uploadedFiles() });

function expectStorageFailure(res: { status: number; body: unknown }, field: string) {
  expect(res.status).toBe(500);
  expect(res.body).toEqual({ msg: `${field} could not be stored, so nothing was saved. Please try again.` });
}

describe.each(ENTITIES.map((e) => [e.path, e] as const))("%s", (_path, entity) => {
  test("create: put() throws on the first image: 500 {msg}, no row, no file", async () => {
    const { storage, calls } = failingStorage(1);
    setStorageForTests(storage);
    const before = await state();
    const res = await api.post(entity.path, { cookie: owner, multipart: withImages(entity, entity.fixture()) });
    expectStorageFailure(res, entity.images[0]);
    expect(calls.put).toBe(1);
    expect(await state()).toEqual(before);
    // The cause is in the server log, not in the answer.
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/could not store/), expect.anything(), "EIO: disk on fire");
  });

  test("update: put() throws: 500 {msg}, the row and its old image kept, no new file", async () => {
    const created = await api.post(entity.path, { cookie: owner, multipart: withImages(entity, entity.fixture()) });
    expect(created.status).toBe(201);
    const item = created.body[entity.single];
    const { storage } = failingStorage(1);
    setStorageForTests(storage);
    const before = await state();
    expect(before.files).toHaveLength(entity.images.length);
    const res = await api.patch(`${entity.path}/${item._id}`, {
      cookie: owner,
      multipart: withImages(entity, { title: "Changed while the disk burns" }),
    });
    expectStorageFailure(res, entity.images[0]);
    expect(await state()).toEqual(before);
    setStorageForTests(undefined);
    expect((await api.get(`${entity.path}/${item._id}`)).body[entity.single]).toEqual(item);
  });

  test("a storage that throws something that is not an Error is still a 500 {msg}", async () => {
    setStorageForTests(failingStorage(1, "a bare string").storage);
    const before = await state();
    const res = await api.post(entity.path, { cookie: owner, multipart: withImages(entity, entity.fixture()) });
    expectStorageFailure(res, entity.images[0]);
    expect(await state()).toEqual(before);
  });

  test("the storage works again: the same request is a 201 with its files", async () => {
    setStorageForTests(failingStorage(1).storage);
    const body = withImages(entity, entity.fixture());
    expect((await api.post(entity.path, { cookie: owner, multipart: body })).status).toBe(500);
    setStorageForTests(undefined);
    const res = await api.post(entity.path, { cookie: owner, multipart: withImages(entity, entity.fixture()) });
    expect(res.status).toBe(201);
    expect(await uploadedFiles()).toHaveLength(entity.images.length);
  });
});

describe("two images, the second fails (projects)", () => {
  const project = ENTITIES[0];

  test("create: the first file is deleted again, no row", async () => {
    const { storage, calls } = failingStorage(2);
    setStorageForTests(storage);
    const before = await state();
    const res = await api.post(project.path, { cookie: owner, multipart: withImages(project, validProject()) });
    expectStorageFailure(res, "screenshot");
    expect(calls).toEqual({ put: 2, delete: 1 });
    expect(await state()).toEqual(before);
  });

  test("update: the first new file is deleted again, the row and both old files kept", async () => {
    const created = (await api.post(project.path, { cookie: owner, multipart: withImages(project, validProject()) })).body.project;
    const { storage, calls } = failingStorage(2);
    setStorageForTests(storage);
    const before = await state();
    const res = await api.patch(`${project.path}/${created._id}`, {
      cookie: owner,
      multipart: withImages(project, { title: "New title" }),
    });
    expectStorageFailure(res, "screenshot");
    expect(calls).toEqual({ put: 2, delete: 1 });
    expect(await state()).toEqual(before);
    expect(before.files).toEqual([created.logo, created.screenshot].map((url: string) => url.slice("/uploads/".length)).sort());
  });
});
