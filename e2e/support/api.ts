import { expect, type APIRequestContext } from "@playwright/test";
import type { UploadFile } from "./files";

/** The demo owner seeded into the fresh e2e data folder (src/lib/db/demo-content.ts). */
export const OWNER = { email: "owner@example.com", password: "demo-password" } as const;

/** The collections the owner manages, with their API path and response field. */
export const COLLECTIONS = {
  projects: { path: "/api/v1/projects", field: "projects", name: "title" },
  archivedProjects: { path: "/api/v1/projects?projectType=archived", field: "projects", name: "title" },
  techStack: { path: "/api/v1/techStack", field: "techstack", name: "title" },
  experiences: { path: "/api/v1/experiences", field: "experiences", name: "title" },
  certification: { path: "/api/v1/certification", field: "certification", name: "title" },
  blogs: { path: "/api/v1/blogs", field: "blogs", name: "title" },
  messages: { path: "/api/v1/message", field: "messages", name: "subject" },
} as const;

export type Collection = keyof typeof COLLECTIONS;
type Item = { _id: string } & Record<string, unknown>;

/** The profile as GET /api/v1/profile answers it (the fields a restore writes back). */
export interface Profile {
  name: string;
  role: string;
  location: string;
  availabilityShown: boolean;
  availabilityText: string;
  heroHeadline: string;
  heroIntro: string;
  avatar: string | null;
  avatarAlt: string;
  about: string;
  focus: Array<{ title: string; text: string }>;
  email: string;
  contactNote: string;
  resumeUrl: string | null;
  links: Array<{ network: string; url: string }>;
  siteTitle: string;
  siteDescription: string;
  siteUrl: string;
}

const PROFILE_TEXT_FIELDS = [
  "name",
  "role",
  "location",
  "availabilityText",
  "heroHeadline",
  "heroIntro",
  "avatarAlt",
  "about",
  "email",
  "contactNote",
  "siteTitle",
  "siteDescription",
  "siteUrl",
] as const;

/**
 * The profile and the bytes of its photo and résumé PDF, when they are this site's uploads:
 * a save that replaces them deletes their files, so a restore uploads the same bytes again.
 */
export interface ProfileSnapshot {
  profile: Profile;
  avatar: UploadFile | null;
  resume: UploadFile | null;
}

/** This site's own uploads are served under /uploads/ in the e2e build (local storage). */
const isUpload = (url: string | null): url is string => Boolean(url?.startsWith("/uploads/"));

/**
 * The owner's API, used only to set up and to clean up around the journeys (never to
 * prove them): whatever a failed journey left behind is removed by name.
 */
export class OwnerApi {
  constructor(private readonly request: APIRequestContext) {}

  async list(collection: Collection): Promise<Item[]> {
    const { path, field } = COLLECTIONS[collection];
    const items: Item[] = [];
    for (let url: string = path; ; ) {
      const response = await this.request.get(url);
      expect(response.ok(), `GET ${url}: ${response.status()}`).toBeTruthy();
      const body = await response.json();
      items.push(...(body[field] as Item[]));
      // The inbox answers a page at a time (50): follow it to the end.
      if (!body.nextCursor) return items;
      url = `${path}${path.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(body.nextCursor)}`;
    }
  }

  /** One item as the API holds it now: what a journey's last step left stored. */
  async get(collection: Collection, id: string): Promise<Item> {
    const { path, field } = COLLECTIONS[collection];
    const url = `${path.split("?")[0]}/${id}`;
    const response = await this.request.get(url);
    expect(response.status(), `GET ${url}: ${await response.text()}`).toBe(200);
    const body = (await response.json()) as Record<string, Item>;
    return body[field === "blogs" ? "blog" : field === "projects" ? "project" : Object.keys(body)[0]!];
  }

  /** The inbox's counts, as GET /message gives them with every page. */
  async inboxCounts(): Promise<{ unread: number; total: number }> {
    const response = await this.request.get("/api/v1/message?limit=1");
    expect(response.ok(), `GET /api/v1/message: ${response.status()}`).toBeTruthy();
    const { unread, total } = await response.json();
    return { unread, total };
  }

  /** Sends a contact message the way the contact form does (set-up of the inbox journeys). */
  async sendMessage(data: { name: string; email: string; subject: string; message: string }): Promise<void> {
    const response = await this.request.post("/api/v1/message", { data });
    expect(response.status(), `POST /api/v1/message: ${await response.text()}`).toBe(201);
  }

  /** Creates an item (JSON body) and returns it as the API answers it. */
  async create(collection: Collection, data: Record<string, unknown>): Promise<Item> {
    const { path } = COLLECTIONS[collection];
    const response = await this.request.post(path.split("?")[0], { data });
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(201);
    const body = (await response.json()) as Record<string, Item>;
    return Object.values(body)[0];
  }

  /** Uploads an image into the media library (what the post editor's Image button does). */
  async uploadMedia(file: UploadFile, alt = ""): Promise<{ _id: string; url: string; name: string; alt: string }> {
    const response = await this.request.post("/api/v1/media", { multipart: { file, alt } });
    expect(response.status(), `POST /api/v1/media: ${await response.text()}`).toBe(201);
    return ((await response.json()) as { media: { _id: string; url: string; name: string; alt: string } }).media;
  }

  async update(collection: Collection, id: string, data: Record<string, unknown>): Promise<void> {
    const path = `${COLLECTIONS[collection].path.split("?")[0]}/${id}`;
    const response = await this.request.patch(path, { data });
    expect(response.status(), `PATCH ${path}: ${await response.text()}`).toBe(200);
  }

  async remove(collection: Collection, id: string): Promise<void> {
    const path = `${COLLECTIONS[collection].path.split("?")[0]}/${id}`;
    expect([200, 404]).toContain((await this.request.delete(path)).status());
  }

  /** Deletes every item whose title (messages: subject) contains `marker`. */
  async removeMatching(collection: Collection, marker: string): Promise<number> {
    const { name } = COLLECTIONS[collection];
    const items = (await this.list(collection)).filter((item) => String(item[name]).includes(marker));
    const base = COLLECTIONS[collection].path.split("?")[0];
    for (const item of items) {
      const response = await this.request.delete(`${base}/${item._id}`);
      expect([200, 404]).toContain(response.status());
    }
    return items.length;
  }

  /** The profile as visitors read it. */
  async profile(): Promise<Profile> {
    const response = await this.request.get("/api/v1/profile");
    expect(response.ok(), `GET /api/v1/profile: ${response.status()}`).toBeTruthy();
    return ((await response.json()) as { profile: Profile }).profile;
  }

  /** A partial update as JSON (set-up only). */
  async updateProfile(data: Partial<Profile>): Promise<Profile> {
    const response = await this.request.patch("/api/v1/profile", { data });
    expect(response.status(), `PATCH /api/v1/profile: ${await response.text()}`).toBe(200);
    return ((await response.json()) as { profile: Profile }).profile;
  }

  async snapshotProfile(): Promise<ProfileSnapshot> {
    const profile = await this.profile();
    const download = async (url: string | null, name: string): Promise<UploadFile | null> => {
      if (!isUpload(url)) return null;
      const response = await this.request.get(url);
      expect(response.ok(), `GET ${url}: ${response.status()}`).toBeTruthy();
      const mimeType = response.headers()["content-type"]?.split(";")[0] ?? "application/octet-stream";
      return { name, mimeType, buffer: await response.body() };
    };
    return {
      profile,
      avatar: await download(profile.avatar, "avatar"),
      resume: await download(profile.resumeUrl, "resume.pdf"),
    };
  }

  /**
   * Writes a snapshot back in one multipart PATCH: every text field and both lists, the
   * photo and the PDF uploaded again from their bytes (new addresses, the same files), an
   * external résumé link as it was, and nothing where there was nothing.
   */
  async restoreProfile({ profile, avatar, resume }: ProfileSnapshot): Promise<void> {
    const multipart: Record<string, string | UploadFile> = {};
    for (const field of PROFILE_TEXT_FIELDS) multipart[field] = profile[field];
    multipart.availabilityShown = String(profile.availabilityShown);
    multipart.focus = JSON.stringify(profile.focus);
    multipart.links = JSON.stringify(profile.links);
    if (avatar) multipart.avatar = avatar;
    else if (profile.avatar === null) multipart.avatar = "";
    if (resume) multipart.resume = resume;
    else multipart.resumeUrl = profile.resumeUrl ?? "";
    const response = await this.request.patch("/api/v1/profile", { multipart });
    expect(response.status(), `PATCH /api/v1/profile (restore): ${await response.text()}`).toBe(200);
  }

  /** Deletes for good every item in the trash whose title contains `marker`. */
  async purgeTrashMatching(marker: string): Promise<number> {
    const response = await this.request.get("/api/v1/trash");
    expect(response.ok(), `GET /api/v1/trash: ${response.status()}`).toBeTruthy();
    const { trash } = (await response.json()) as { trash: Array<{ collection: string; _id: string; title: string }> };
    const matching = trash.filter((item) => item.title.includes(marker));
    for (const item of matching) {
      const deleted = await this.request.delete(`/api/v1/trash/${item.collection}/${item._id}`);
      expect([200, 404]).toContain(deleted.status());
    }
    return matching.length;
  }

  /** The featured projects' ids, first to last (set-up and clean-up of the Arrange journey). */
  async featuredOrder(): Promise<string[]> {
    // Archived projects are listed apart; a featured one takes its place all the same.
    return [...(await this.list("projects")), ...(await this.list("archivedProjects"))]
      .filter((project) => project.featured === true)
      .sort((a, b) => Number(a.featuredRank) - Number(b.featuredRank))
      .map((project) => project._id);
  }

  async setFeaturedOrder(ids: string[]): Promise<void> {
    const response = await this.request.put("/api/v1/projects/featured", { data: { ids } });
    expect(response.status(), `PUT /api/v1/projects/featured: ${await response.text()}`).toBe(200);
  }

  /** The server's autosaves (GET /api/v1/autosaves), with their values when a collection is given. */
  async autosaves(filter: { collection?: string; itemId?: string } = {}): Promise<Array<Item & { title: string; values?: Record<string, string> }>> {
    const url = `/api/v1/autosaves?${new URLSearchParams(filter)}`;
    const response = await this.request.get(url);
    expect(response.ok(), `GET ${url}: ${response.status()}`).toBeTruthy();
    return ((await response.json()) as { autosaves: Array<Item & { title: string; values?: Record<string, string> }> }).autosaves;
  }

  /** Removes what the journeys create (all their names carry the e2e marker), unsaved work too. */
  async removeAllMatching(marker: string): Promise<void> {
    for (const collection of Object.keys(COLLECTIONS) as Collection[]) {
      await this.removeMatching(collection, marker);
    }
    for (const autosave of await this.autosaves()) {
      if (String(autosave.title).includes(marker)) await this.request.delete(`/api/v1/autosaves/${autosave._id}`);
    }
  }
}

/** Logs the owner in through the API and returns the context's cookies. */
export async function ownerSession(request: APIRequestContext) {
  const response = await request.post("/api/v1/auth/login", { data: OWNER });
  expect(response.ok(), `login through the API: ${response.status()}`).toBeTruthy();
  return request.storageState();
}
