"use client";

import { useDeferredValue, useEffect, useRef, useState } from "react";
import { Markdown } from "@/components/markdown/markdown";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toast } from "@/lib/client/toast";
import { PROFILE_ALTS } from "@/lib/images/alt-text";
import { LIMITS } from "@/lib/validations/fields";
import { followedSiteTitle } from "@/lib/site/site-title";
import { PROFILE_LIMITS } from "@/lib/validations/profile";
import type { Values } from "../owner-form/save-machine";
import { FieldErrorsProvider, type FieldErrors } from "../fields/field-errors";
import { CheckboxField } from "../fields/checkbox-field";
import type { ReadField } from "../fields/alt-text-field";
import { ImageField } from "../fields/image-field";
import { primaryButtonClass } from "../fields/styles";
import { TextAreaField } from "../fields/textarea-field";
import { TextField } from "../fields/text-field";
import { announceFormChange, isPreparingImages, textEntries, waitForImages } from "../form-data";
import { useOwnerForm, type FormStart } from "../owner-form/use-owner-form";
import { SaveBar } from "../saving/save-bar";
import { saveStatus } from "../saving/save-status";
import { UploadProgress } from "../saving/upload-progress";
import { FocusEditor } from "./focus-editor";
import { LinksEditor } from "./links-editor";
import {
  draftFrom,
  draftFromEntries,
  fieldOfMessage,
  fileChoice,
  profileRequest,
  storedResumeAfterSave,
  type ProfileDraft,
  type ProfileFormValues,
  type ProfileRequest,
  type StoredResume,
  type TextFieldName,
} from "./profile-values";
import { ResumeField } from "./resume-field";
import { validateProfileRequest } from "./validate";

export const PROFILE_SAVED = "Profile updated successfully!";

/** "Photo of {name}" once a name is typed: what the site says when the owner writes none. */
const avatarAlt = (read: ReadField) => {
  const name = read("name");
  return name ? PROFILE_ALTS.avatar({ name }) : "";
};

/** The profile's fields by name, as a merge compares them and the conflict view calls them. */
const PROFILE_LABELS: Record<string, string> = {
  name: "Name",
  role: "Role",
  location: "Location",
  avatar: "Photo",
  avatarAlt: "Photo description",
  availabilityShown: "Show the availability badge",
  availabilityText: "Badge text",
  heroHeadline: "Headline",
  heroIntro: "Introduction",
  about: "Who I am",
  focus: "What I do",
  email: "Public e-mail",
  contactNote: "Note under the contact form",
  resumeUrl: "Résumé",
  links: "Links",
  siteTitle: "Site title",
  siteDescription: "Site description",
  siteUrl: "Canonical URL",
  timeZone: "Time zone",
};

/** Multi-line text: changes to different paragraphs merge by themselves. */
const PROFILE_TEXT_FIELDS = ["about", "heroIntro", "contactNote", "siteDescription"];

/** The photo and résumé inputs: a file chosen, the stored one removed, or nothing. */
function fileChoices(form: HTMLFormElement | null) {
  const input = (name: string) => form?.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`);
  return { avatar: fileChoice(input("avatar")), resume: fileChoice(input("resume")) };
}

/** A stored profile (or the API's answer) as the values a merge compares. */
const profileValues = (item: Record<string, unknown>) => item as Values;

/**
 * /admin/profile: the owner's identity, home page words, About, contact, résumé, links and
 * site details, saved together with one PATCH through the admin forms' core (local draft,
 * leave guard, version, every failure kept on the form). After a save the screen stays,
 * showing what the server stored (links it normalised, an emptied row gone, the new photo),
 * and every page opened next shows the change (useOwnerChange).
 */
export function ProfileScreen({ profile, resume }: { profile: ProfileFormValues; resume: StoredResume }) {
  const showOwnerChange = useOwnerChange();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<{ profile: ProfileFormValues; resume: StoredResume; count: number }>({ profile, resume, count: 0 });
  // The screen's state as it is now (ProfileForm keeps it), and what the last save sent.
  const draftNow = useRef<ProfileDraft>(draftFrom(profile, resume));
  const lastRequest = useRef<ProfileRequest | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const core = useOwnerForm({
    formRef,
    form: "profile",
    label: "your profile",
    noun: "profile",
    api: { path: "/profile", method: "PATCH", single: "profile" },
    version: profile.version,
    base: profile as unknown as Values,
    toValues: profileValues,
    fields: Object.keys(PROFILE_LABELS),
    labels: PROFILE_LABELS,
    textFields: PROFILE_TEXT_FIELDS,
    // One source of values: the screen's state (draftNow), as the form would send it.
    collect: (form) => textEntries(profileRequest(draftNow.current, saved.resume, fileChoices(form)).body),
    chosenFiles: (form) => {
      const files: Record<string, File | ""> = {};
      for (const [field, choice] of Object.entries(fileChoices(form))) if (choice !== undefined) files[field] = choice;
      return files;
    },
    showFieldError: (msg) => {
      const field = lastRequest.current && fieldOfMessage(msg, lastRequest.current.rows);
      setErrors(field ? { [field.key]: field.message } : {});
    },
    onSaved: (item) => {
      toast.success(PROFILE_SAVED);
      const next = item as unknown as ProfileFormValues;
      const body = lastRequest.current?.body ?? new FormData();
      setSaved((current) => ({ profile: next, resume: storedResumeAfterSave(body, current.resume, next.resumeUrl), count: current.count + 1 }));
      setErrors({});
      // The fields start again from what the server stored (not a restored draft's values or
      // files), and what counts as unsaved is read from them at the next touch: a value the
      // server normalised (trimmed, a link tidied) is not "unsaved" after a save.
      core.reset();
      showOwnerChange();
    },
  });

  const start = core.start ? draftFromEntries(core.start.values, saved.profile, saved.resume) : draftFrom(saved.profile, saved.resume);

  async function submit(form: HTMLFormElement) {
    if (isPreparingImages(form) && !(await waitForImages(form, () => {}))) return;
    const files = fileChoices(form);
    const request = profileRequest(draftNow.current, saved.resume, files);
    const found = validateProfileRequest(request);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      core.setProblem("Not saved yet: correct the fields marked above, then save again.");
      return;
    }
    lastRequest.current = request;
    const chosen: Record<string, File | ""> = {};
    for (const [field, choice] of Object.entries(files)) if (choice !== undefined) chosen[field] = choice;
    await core.save({ body: request.body, now: textEntries(request.body), files: chosen }, "stay");
  }

  return (
    <div className="flex flex-col gap-6">
      {core.offersNode}
      <ProfileForm
        key={`${saved.count}-${core.generation}`}
        formRef={formRef}
        profile={saved.profile}
        resume={saved.resume}
        start={start}
        files={core.start?.files ?? {}}
        errors={errors}
        locked={core.locked}
        saving={core.saving}
        progress={core.progress}
        problem={core.problem}
        status={core.dirty || core.saving ? saveStatus({ saving: core.saving, dirty: core.dirty, copy: core.copyStatus, adding: false, noun: "profile" }) : null}
        focusSaveButton={saved.count > 0}
        onDraftChange={(draft) => {
          draftNow.current = draft;
        }}
        onSubmit={(form) => {
          core.takeSubmitMode();
          if (!core.saving) void submit(form);
        }}
      />
      {core.dialogs}
    </div>
  );
}

interface ProfileFormProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  profile: ProfileFormValues;
  resume: StoredResume;
  /** The state the screen starts from: the stored profile, or restored unsaved work. */
  start: ProfileDraft;
  files: FormStart["files"];
  errors: FieldErrors;
  locked: boolean;
  saving: boolean;
  progress: number | null;
  problem: string | null;
  status: string | null;
  focusSaveButton: boolean;
  onDraftChange: (draft: ProfileDraft) => void;
  onSubmit: (form: HTMLFormElement) => void;
}

function ProfileForm({
  formRef,
  profile,
  resume,
  start,
  files,
  errors,
  locked,
  saving,
  progress,
  problem,
  status,
  focusSaveButton,
  onDraftChange,
  onSubmit,
}: ProfileFormProps) {
  const saveRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<ProfileDraft>(start);
  const aboutPreview = useDeferredValue(draft.text.about);

  // The screen's core reads the state from here, and keeps its local draft on each change
  // (the lists change by buttons, which fire no input event).
  useEffect(() => {
    onDraftChange(draft);
    announceFormChange(formRef.current);
  }, [draft]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    // The form was started again after a save: the owner's place is the Save button.
    if (focusSaveButton) saveRef.current?.focus();
  }, [focusSaveButton]);

  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, formRef]);

  const setText = (field: TextFieldName) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((current) => ({ ...current, text: { ...current.text, [field]: event.target.value } }));
  const text = (field: TextFieldName) => ({ name: field, value: draft.text[field], onChange: setText(field) });

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
      noValidate
      aria-busy={saving}
      className="flex flex-col gap-6"
    >
      <FieldErrorsProvider value={errors}>
        {/* Held while a save is in flight or an offer of unsaved work waits: nothing typed meanwhile is lost. */}
        <fieldset disabled={locked} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0 disabled:opacity-70">
        <legend className="sr-only">Profile</legend>
        <FormSection id="identity" title="Identity" description="Who you are, in the header, the footer, About and shared cards.">
          <TextField {...text("name")} label="Name" required maxLength={LIMITS.short} autoComplete="name" enterKeyHint="next" />
          <TextField
            {...text("role")}
            label="Role"
            required
            maxLength={LIMITS.short}
            autoComplete="organization-title"
            placeholder="Data engineer"
            enterKeyHint="next"
          />
          <TextField
            {...text("location")}
            label="Location"
            required={false}
            maxLength={LIMITS.short}
            placeholder="Porto, Portugal"
            enterKeyHint="next"
          />
          <ImageField
            name="avatar"
            label="Photo"
            currentUrl={profile.avatar}
            initial={files.avatar}
            hint="A square photo of you works best. PNG, JPEG, WebP, GIF or AVIF; a large photo is made smaller on this device before it is sent. Without one the site shows your initials."
            alt={{
              label: "Photo description",
              initialValue: draft.text.avatarAlt,
              defaultAlt: avatarAlt,
              onValueChange: (value) => setDraft((current) => ({ ...current, text: { ...current.text, avatarAlt: value } })),
              hint: "What the photo shows, for people who cannot see it, e.g. “Smiling on a balcony by the sea”. Leave it as it is for the default.",
            }}
            className="md:col-span-2"
          />
        </FormSection>

        <FormSection id="availability" title="Availability" description="The badge above the home page's headline.">
          <CheckboxField
            label="Show the availability badge"
            checked={draft.availabilityShown}
            onChange={(event) => setDraft((current) => ({ ...current, availabilityShown: event.target.checked }))}
            className="md:col-span-2"
          />
          <TextField
            {...text("availabilityText")}
            label="Badge text"
            required={false}
            maxLength={LIMITS.short}
            placeholder="Available for new projects"
            hint={draft.availabilityShown ? undefined : "Kept for when you show the badge again."}
            className="md:col-span-2"
          />
        </FormSection>

        <FormSection id="hero" title="Home page" description="The first words visitors read.">
          <TextField {...text("heroHeadline")} label="Headline" required maxLength={LIMITS.short} className="md:col-span-2" />
          <TextAreaField {...text("heroIntro")} label="Introduction" required rows={4} className="md:col-span-2" />
        </FormSection>

        <FormSection id="about" title="About" description="The About page: who you are, then what you do.">
          <TextAreaField
            {...text("about")}
            label="Who I am"
            hint="Markdown: paragraphs, **bold**, [links](https://…), lists."
            required
            maxLength={PROFILE_LIMITS.about}
            rows={10}
            spellCheck
          />
          <section aria-labelledby="about-preview-heading" className="flex min-w-0 flex-col gap-1.5">
            <h3 id="about-preview-heading" className="text-sm font-medium text-fg">
              Preview
            </h3>
            <div
              aria-live="off"
              className="min-h-40 max-h-[28rem] overflow-auto rounded-xl border border-dashed border-line-strong bg-bg/40 p-4"
            >
              {aboutPreview.trim() === "" ? (
                <p className="text-sm text-muted">The preview shows here as you write.</p>
              ) : (
                <Markdown source={aboutPreview} />
              )}
            </div>
          </section>
          <FocusEditor
            items={draft.focus}
            onChange={(focus) => setDraft((current) => ({ ...current, focus }))}
            max={PROFILE_LIMITS.focusItems}
            titleMax={LIMITS.short}
            textMax={LIMITS.textarea}
          />
        </FormSection>

        <FormSection id="contact" title="Contact" description="How visitors reach you besides the contact form.">
          <TextField
            {...text("email")}
            label="Public e-mail"
            type="email"
            inputMode="email"
            required={false}
            autoComplete="email"
            hint="Shown on the contact page, in the footer's Email link and in the Person data search engines read. Empty: none is shown (visitors still write through the contact form). Your login e-mail is never shown."
            className="md:col-span-2"
          />
          <TextAreaField
            {...text("contactNote")}
            label="Note under the contact form"
            required={false}
            rows={2}
            placeholder="I read every message and reply within two working days."
            className="md:col-span-2"
          />
        </FormSection>

        <FormSection id="resume" title="Résumé" description="The Résumé button on the home page opens it.">
          <ResumeField
            stored={resume}
            initial={files.resume}
            link={draft.resumeLink}
            onLinkChange={(resumeLink) => setDraft((current) => ({ ...current, resumeLink }))}
          />
        </FormSection>

        <FormSection
          id="links"
          title="Links"
          description="Your profiles elsewhere, in the order the header, footer and About show them. Remove one, or leave it empty, and it shows nowhere."
        >
          <LinksEditor links={draft.links} publicEmail={draft.text.email} onChange={(links) => setDraft((current) => ({ ...current, links }))} />
        </FormSection>

        <FormSection id="site" title="Site" description="What browsers, search engines, feeds and shared links call the site.">
          <TextField
            {...text("siteTitle")}
            label="Site title"
            required={false}
            maxLength={LIMITS.short}
            placeholder={followedSiteTitle({ name: draft.text.name, role: draft.text.role })}
            hint={
              draft.text.siteTitle.trim() === ""
                ? `Follows your name and role: “${followedSiteTitle({ name: draft.text.name, role: draft.text.role })}”. Write a title of your own to keep it fixed.`
                : "Your own title: it stays when your name or role changes. Empty it to follow them again."
            }
            className="md:col-span-2"
          />
          <TextField
            {...text("siteDescription")}
            label="Site description"
            required
            maxLength={LIMITS.short}
            hint="One or two sentences for search results and shared links."
            className="md:col-span-2"
          />
          <TextField
            {...text("siteUrl")}
            label="Canonical URL"
            type="url"
            inputMode="url"
            required={false}
            autoComplete="url"
            placeholder="https://your-name.dev"
            hint="The address people reach the site at: canonical links, shared cards, the feed, the sitemap and the e-mail's links name it. Empty: on Vercel, its production domain; elsewhere unknown, so shared links carry no card and the sitemap stays empty until you set it (the dashboard offers the address your browser is on)."
            className="md:col-span-2"
          />
          <TextField
            {...text("timeZone")}
            label="Time zone"
            required
            maxLength={LIMITS.short}
            autoComplete="off"
            placeholder="UTC"
            hint="Where your days begin and end for the visitor counts on the dashboard: a name such as Europe/Lisbon or America/New_York."
          />
        </FormSection>
        </fieldset>
      </FieldErrorsProvider>

      {problem && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm font-medium text-danger">
          {problem}
        </p>
      )}

      <SaveBar
        status={
          progress !== null ? (
            <UploadProgress percent={progress} />
          ) : saving ? (
            "Saving…"
          ) : (
            (status ?? <span className="max-sm:hidden">Saved changes show on every page at once.</span>)
          )
        }
      >
        <button ref={saveRef} type="submit" disabled={saving || locked} className={primaryButtonClass}>
          {saving ? "Saving" : "Save profile"}
        </button>
      </SaveBar>
    </form>
  );
}

/** One part of the profile: a titled panel, one column on phones, two from md. */
function FormSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-20 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight text-fg">
        {title}
      </h2>
      {description && <p className="mt-1 text-pretty text-sm text-muted">{description}</p>}
      <div className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-2">{children}</div>
    </section>
  );
}
