/**
 * The profile's first start: an empty profile table is filled from the defaults in
 * src/config/site.ts and any NEXT_PUBLIC_SITE_* variables that are set (existing sites keep
 * their values); after the first save the database wins, whatever the variables say.
 * src/config/site.ts reads the variables once, when it is loaded (Next.js inlines them at
 * build time), so each case loads it afresh with its own environment.
 */
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase, withEnv } from "../helpers/db";

type ProfileModule = typeof import("@/lib/data/profile");

/** getProfile from a fresh load of the modules, as a server built with `vars` would have. */
async function profileWith(vars: Record<string, string | undefined>) {
  return withEnv(vars, async () => {
    let loaded!: ProfileModule;
    await jest.isolateModulesAsync(async () => {
      loaded = await import("@/lib/data/profile");
    });
    return loaded.getProfile();
  });
}

beforeEach(() => resetDatabase());

test("without variables: neutral placeholders and no public e-mail (OWNER_EMAIL is the login's, private), never the demo's person", async () => {
  const profile = await profileWith({});
  expect(profile).toMatchObject({
    name: "Your name",
    role: "Your role",
    location: "",
    availabilityShown: false,
    availabilityText: "",
    heroHeadline: "Hi, I'm Your name.",
    avatar: null,
    email: "",
    contactNote: "",
    resumeUrl: null,
    links: [],
    focus: [],
    // Empty: the title follows name and role.
    siteTitle: "",
    siteUrl: "",
    demoFields: null,
  });
  expect(JSON.stringify(profile)).not.toMatch(/Alex|Morgan|Lisbon|example\.com|owner@portfolio\.test/);
  // Through the API, the same row.
  expect((await api.get("/api/v1/profile")).body.profile).toMatchObject({ name: "Your name", links: profile.links });
});

test("the NEXT_PUBLIC_SITE_* variables an existing site set are its first profile", async () => {
  const profile = await profileWith({
    NEXT_PUBLIC_SITE_OWNER_NAME: "  Jane Doe ",
    NEXT_PUBLIC_SITE_OWNER_ROLE: "Data engineer",
    NEXT_PUBLIC_SITE_EMAIL: "jane@doe.dev",
    NEXT_PUBLIC_SITE_GITHUB_URL: "https://github.com/janedoe",
    NEXT_PUBLIC_SITE_X_URL: "",
    NEXT_PUBLIC_SITE_RESUME_URL: "https://doe.dev/cv.pdf",
    NEXT_PUBLIC_SITE_URL: "https://doe.dev/",
  });
  expect(profile).toMatchObject({
    name: "Jane Doe",
    role: "Data engineer",
    heroHeadline: "Hi, I'm Jane Doe.",
    email: "jane@doe.dev",
    resumeUrl: "https://doe.dev/cv.pdf",
    // Only the links a variable set (an empty one counts as unset), after the e-mail.
    links: [
      { network: "email", url: "mailto:jane@doe.dev" },
      { network: "github", url: "https://github.com/janedoe" },
    ],
    siteTitle: "",
    siteUrl: "https://doe.dev",
  });
});

test("after a save the database wins: the variables no longer change anything", async () => {
  await profileWith({ NEXT_PUBLIC_SITE_OWNER_NAME: "Jane Doe" });
  const owner = await loginAsOwner();
  const saved = await api.patch("/api/v1/profile", { cookie: owner, json: { role: "Staff engineer" } });
  expect(saved.status).toBe(200);
  expect(saved.body.profile).toMatchObject({ name: "Jane Doe", role: "Staff engineer" });

  const later = await profileWith({ NEXT_PUBLIC_SITE_OWNER_NAME: "Someone Else", NEXT_PUBLIC_SITE_GITHUB_URL: "https://github.com/else" });
  expect(later).toMatchObject({ name: "Jane Doe", role: "Staff engineer", links: [] });
});

test("a first profile passes the API's own rules: saving it back unchanged is accepted", async () => {
  const profile = await profileWith({ NEXT_PUBLIC_SITE_GITHUB_URL: "https://github.com/janedoe", NEXT_PUBLIC_SITE_WHATSAPP_URL: "https://wa.me/15551234567" });
  // What the admin form sends back: every field but the row's timestamp and the avatar file.
  const values: Record<string, unknown> = { ...profile };
  delete values.updatedAt;
  delete values.avatar;
  delete values.demoFields;
  const owner = await loginAsOwner();
  const res = await api.patch("/api/v1/profile", { cookie: owner, json: values });
  expect(res.body.msg).toBe("Profile updated successfully!");
  // The version may move on: the photo's default alt text, filled in on reading, is stored now.
  const unchanged = { ...values };
  delete unchanged.version;
  expect(res.body.profile).toMatchObject(unchanged);
  expect(res.body.profile.version).toBeGreaterThanOrEqual(profile.version);
});
