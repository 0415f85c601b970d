import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody } from "@/lib/api/request";
import { checkImages, imagesToRemove, writeWithFiles } from "@/lib/api/resource";
import { CACHE_TAGS, expireTag } from "@/lib/cache-tags";
import { recordActivity } from "@/lib/data/activity";
import { getProfile, updateProfile, type Profile, type ProfileValues } from "@/lib/data/profile";
import { getPublicProfile } from "@/lib/data/public";
import { badRequest } from "@/lib/errors";
import { clearedImageColumns } from "@/lib/images/fields";
import { deleteUnusedFiles } from "@/lib/media/in-use";
import { assertOwnImages } from "@/lib/media/own-images";
import { checkPdf, type CheckedPdf } from "@/lib/storage";
import { emailAddressOf } from "@/lib/site/identity";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";
import { PROFILE_IMAGE_FIELDS, PROFILE_RESUME_FIELD, profileUpdateSchema } from "@/lib/validations/profile";
import { acceptedVersions, assertVersion, etagHeader, StaleVersionError, versionConflict } from "@/lib/versions/if-match";

/** The profile as the API shows it: the demo's bookkeeping (src/lib/first-run) stays inside. */
const served = <P extends { demoFields: unknown }>({ demoFields: _demoFields, ...profile }: P) => profile; // eslint-disable-line @typescript-eslint/no-unused-vars

/** What visitors see: the whole profile (nothing in it is private), from the data cache. */
const read = route(async () => {
  const profile = await getPublicProfile();
  return json({ profile: served(profile) }, 200, etagHeader(profile.version));
});

const conflict = (current: Profile) => versionConflict("profile", "profile", current);

/**
 * An uploaded résumé: a PDF in this site's storage. An external link is only forgotten,
 * never deleted, and neither is an image of ours pasted as a link.
 */
const isStoredPdf = (url: string | null): url is string =>
  url !== null && isUploadedFileUrl(url) && new URL(url, "http://site.invalid").pathname.endsWith(".pdf");

interface ResumeChange {
  /** The PDF to upload, checked (413/415). */
  upload: CheckedPdf | null;
  /** `resume` sent empty (or null): the résumé goes. */
  removed: boolean;
}

/**
 * The résumé arrives as the file `resume`, or as `resume` = "" / null to remove it; an
 * external link is the text field `resumeUrl`. Sending back the stored URL in either keeps it.
 */
async function resumeChange(fields: Record<string, unknown>, files: Record<string, File>, current: Profile): Promise<ResumeChange> {
  const file = files[PROFILE_RESUME_FIELD];
  if (file) {
    if ("resumeUrl" in fields) throw badRequest("Send either a resume file or a resumeUrl, not both.");
    return { upload: await checkPdf(PROFILE_RESUME_FIELD, file), removed: false };
  }
  if (!(PROFILE_RESUME_FIELD in fields)) return { upload: null, removed: false };
  const value = fields[PROFILE_RESUME_FIELD];
  if (value === null || value === "") return { upload: null, removed: true };
  if (value === current.resumeUrl) return { upload: null, removed: false };
  throw badRequest(`${PROFILE_RESUME_FIELD} must be a PDF file, or empty to remove the résumé.`);
}

const update = route(
  async ({ req, ip }) => {
    const accepted = acceptedVersions(req.headers.get("if-match"));
    const current = await getProfile();
    // A stale version is refused before anything is uploaded (and again inside the write).
    try {
      assertVersion(current, accepted);
    } catch {
      throw conflict(current);
    }
    const { fields, files } = await parseBody(req);
    // A client sending back the URL it read (an uploaded résumé's is not an http(s) link) keeps it.
    const input: Record<string, unknown> = Object.assign(Object.create(null), fields);
    if (current.resumeUrl !== null && input.resumeUrl === current.resumeUrl) delete input.resumeUrl;

    const changes: Partial<ProfileValues> = parseWith(profileUpdateSchema, input);
    await assertOwnImages("about", changes.about);
    // One public e-mail: an Email link sent with an address of its own (and no `email`) sets it.
    const emailLink = changes.links?.find((link) => link.network === "email");
    if (emailLink && changes.email === undefined && emailAddressOf(emailLink) !== current.email) {
      changes.email = emailAddressOf(emailLink);
    }
    const removedImages = imagesToRemove(fields, files, current, PROFILE_IMAGE_FIELDS);
    const images = await checkImages(files, PROFILE_IMAGE_FIELDS);
    const resume = await resumeChange(input, files, current);

    // A new photo gets a new description: the one built from the current name (stored empty)
    // unless the owner wrote one with it. The old photo's words would describe someone else.
    if (images.some((image) => image.field === "avatar") && (changes.avatarAlt === undefined || changes.avatarAlt === current.avatarAlt)) {
      changes.avatarAlt = "";
    }
    // A removed photo takes its size and placeholder with it; its alt text stays.
    for (const field of removedImages) Object.assign(changes, clearedImageColumns(field));
    if (resume.removed && !("resumeUrl" in changes)) changes.resumeUrl = null;
    const uploads = resume.upload ? [...images, resume.upload] : images;
    // A body without any profile field (a typo, or only unknown keys) changes nothing.
    if (uploads.length === 0 && Object.keys(changes).length === 0) {
      throw badRequest("Nothing to update: send at least one profile field.");
    }

    let written: Awaited<ReturnType<typeof updateProfile>>;
    try {
      written = await writeWithFiles(uploads, (columns) => {
        // The avatar's columns by their names; the résumé's URL goes into resumeUrl.
        const { [PROFILE_RESUME_FIELD]: resume, ...imageColumns } = columns;
        const stored: Partial<ProfileValues> = { ...imageColumns };
        if (typeof resume === "string") stored.resumeUrl = resume;
        return updateProfile({ ...changes, ...stored }, accepted);
      });
    } catch (error) {
      if (error instanceof StaleVersionError) throw conflict(error.current as Profile);
      throw error;
    }
    const { before, after } = written;
    // The row no longer points at them: the files replaced or removed can go, read from the
    // row as it was inside the write (unless something else still names them).
    await deleteUnusedFiles([
      before.avatar !== after.avatar ? before.avatar : null,
      before.resumeUrl !== after.resumeUrl && isStoredPdf(before.resumeUrl) ? before.resumeUrl : null,
    ]);
    await expireTag(CACHE_TAGS.profile);
    await recordActivity("profile.update", after.name, ip);
    return json({ msg: "Profile updated successfully!", profile: served(after) }, 200, etagHeader(after.version));
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: read, PATCH: update });
