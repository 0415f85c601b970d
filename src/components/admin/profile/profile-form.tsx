"use client";

import { useDeferredValue, useEffect, useRef, useState } from "react";
import { Markdown } from "@/components/markdown/markdown";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { PROFILE_ALTS } from "@/lib/images/alt-text";
import { LIMITS } from "@/lib/validations/fields";
import { PROFILE_LIMITS } from "@/lib/validations/profile";
import { FieldErrorsProvider, type FieldErrors } from "../fields/field-errors";
import { CheckboxField } from "../fields/checkbox-field";
import type { ReadField } from "../fields/alt-text-field";
import { ImageField } from "../fields/image-field";
import { primaryButtonClass } from "../fields/styles";
import { TextAreaField } from "../fields/textarea-field";
import { TextField } from "../fields/text-field";
import { isPreparingImages, waitForImages } from "../form-data";
import { errorMessage } from "../use-entity-form";
import { FocusEditor } from "./focus-editor";
import { LinksEditor } from "./links-editor";
import {
  draftFrom,
  fieldOfMessage,
  fileChoice,
  profileRequest,
  storedResumeAfterSave,
  type ProfileDraft,
  type ProfileFormValues,
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

interface Saved {
  profile: ProfileFormValues;
  resume: StoredResume;
  /** Bumped by each save: the form starts again from what the server stored. */
  version: number;
}

/**
 * /admin/profile: the owner's identity, home page words, About, contact, résumé, links and
 * site details, saved together with one PATCH. After a save the screen stays, showing what
 * the server stored (links it normalised, an emptied row gone, the new photo), and every
 * page opened next shows the change (useOwnerChange).
 */
export function ProfileScreen({ profile, resume }: { profile: ProfileFormValues; resume: StoredResume }) {
  const showOwnerChange = useOwnerChange();
  const [saved, setSaved] = useState<Saved>({ profile, resume, version: 0 });

  return (
    <ProfileForm
      key={saved.version}
      profile={saved.profile}
      resume={saved.resume}
      focusSaveButton={saved.version > 0}
      onSaved={(next, nextResume) => {
        setSaved((current) => ({ profile: next, resume: nextResume, version: current.version + 1 }));
        showOwnerChange();
      }}
    />
  );
}

interface ProfileFormProps {
  profile: ProfileFormValues;
  resume: StoredResume;
  focusSaveButton: boolean;
  onSaved: (profile: ProfileFormValues, resume: StoredResume) => void;
}

function ProfileForm({ profile, resume, focusSaveButton, onSaved }: ProfileFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFrom(profile, resume));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Set by a submit that found errors: focus moves to the first marked field once shown.
  const focusFirstError = useRef(false);
  const aboutPreview = useDeferredValue(draft.text.about);

  useEffect(() => {
    // The form was started again after a save: the owner's place is the Save button.
    if (focusSaveButton) saveRef.current?.focus();
  }, [focusSaveButton]);

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const setText = (field: TextFieldName) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setDraft((current) => ({ ...current, text: { ...current.text, [field]: event.target.value } }));
  const text = (field: TextFieldName) => ({ name: field, value: draft.text[field], onChange: setText(field) });

  function showErrors(found: FieldErrors) {
    focusFirstError.current = Object.keys(found).length > 0;
    setErrors(found);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    if (isPreparingImages(form) && !(await waitForImages(form, setSubmitting))) return;
    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`);
    const files = { avatar: fileChoice(input("avatar")), resume: fileChoice(input("resume")) };
    const request = profileRequest(draft, resume, files);
    const found = validateProfileRequest(request);
    showErrors(found);
    if (Object.keys(found).length > 0) return;

    const withFiles = files.avatar instanceof File || files.resume instanceof File;
    setSubmitting(true);
    setProgress(withFiles ? 0 : null);
    try {
      const answer = await sendForm<{ profile: ProfileFormValues }>("/profile", {
        method: "PATCH",
        body: request.body,
        onProgress: withFiles ? setProgress : undefined,
      });
      toast.success(PROFILE_SAVED);
      onSaved(answer.profile, storedResumeAfterSave(request.body, resume, answer.profile.resumeUrl));
    } catch (error) {
      const message = errorMessage(error);
      toast.error(message);
      const field = fieldOfMessage(message, request.rows);
      showErrors(field ? { [field.key]: field.message } : {});
      setSubmitting(false);
      setProgress(null);
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={submitting} className="flex flex-col gap-6">
      <FieldErrorsProvider value={errors}>
        <FormSection id="identity" title="Identity" description="Who you are, in the header, the footer, About and shared cards.">
          <TextField {...text("name")} label="Name" required maxLength={LIMITS.short} autoComplete="name" enterKeyHint="next" />
          <TextField
            {...text("role")}
            label="Role"
            required
            maxLength={LIMITS.short}
            autoComplete="organization-title"
            placeholder="Full-stack engineer"
            enterKeyHint="next"
          />
          <TextField
            {...text("location")}
            label="Location"
            required={false}
            maxLength={LIMITS.short}
            placeholder="Lisbon, Portugal"
            enterKeyHint="next"
          />
          <ImageField
            name="avatar"
            label="Photo"
            currentUrl={profile.avatar}
            hint="A square photo of you works best. PNG, JPEG, WebP, GIF or AVIF; a large photo is made smaller on this device before it is sent. Without one the site shows your initials."
            alt={{
              label: "Photo description",
              initialValue: draft.text.avatarAlt,
              defaultAlt: avatarAlt,
              onValueChange: (value) => setDraft((current) => ({ ...current, text: { ...current.text, avatarAlt: value } })),
              hint: "What the photo shows, for people who cannot see it, e.g. “Alex smiling on a balcony in Lisbon”. Leave it as it is for the default.",
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
            required
            autoComplete="email"
            hint="Shown on the contact page and in the Person data search engines read. It can differ from your login."
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
            link={draft.resumeLink}
            onLinkChange={(resumeLink) => setDraft((current) => ({ ...current, resumeLink }))}
          />
        </FormSection>

        <FormSection
          id="links"
          title="Links"
          description="Your profiles elsewhere, in the order the header, footer and About show them. Remove one, or leave it empty, and it shows nowhere."
        >
          <LinksEditor links={draft.links} onChange={(links) => setDraft((current) => ({ ...current, links }))} />
        </FormSection>

        <FormSection id="site" title="Site" description="What browsers, search engines, feeds and shared links call the site.">
          <TextField {...text("siteTitle")} label="Site title" required maxLength={LIMITS.short} className="md:col-span-2" />
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
            placeholder="https://alexmorgan.dev"
            hint="The address people reach the site at, used in the feed, the sitemap and shared links. Empty: the address each request came to."
            className="md:col-span-2"
          />
        </FormSection>
      </FieldErrorsProvider>

      {/* Above the phone's bottom bar while the form scrolls under it, so Save is always at hand. */}
      <div className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 flex flex-col gap-3 rounded-2xl border border-line bg-bg/90 p-3 shadow-card backdrop-blur-md sm:flex-row sm:items-center md:bottom-4">
        {progress !== null ? (
          <div className="flex min-w-0 flex-1 flex-col gap-1.5" role="status">
            <span className="text-sm text-muted">Uploading: {progress}%</span>
            <progress
              value={progress}
              max={100}
              aria-label="Upload progress"
              className="h-2 w-full overflow-hidden rounded-full bg-surface-2 accent-[var(--accent-strong)] [&::-moz-progress-bar]:bg-accent-strong [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-strong"
            />
          </div>
        ) : (
          <p className="min-w-0 flex-1 text-sm text-muted max-sm:hidden">Saved changes show on every page at once.</p>
        )}
        <button ref={saveRef} type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? "Saving" : "Save profile"}
        </button>
      </div>
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
