"use client";

import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import { Markdown } from "@/components/markdown/markdown";
import { BLOG_ALTS } from "@/lib/images/alt-text";
import { blogCreateSchema, META_DESCRIPTION_MAX } from "@/lib/validations/blog";
import { toLocalInput } from "@/lib/publishing/local-time";
import { LIMITS } from "@/lib/validations/fields";
import { EntityForm } from "../entity-form";
import { PreviewLink } from "../preview/preview-link";
import { MAX_TAG_LENGTH, MAX_TAGS } from "@/lib/posts/tags";
import { fromTitle, ImageField, PublicationField, SlugField, TextAreaField, TextField } from "../fields";
import { MarkdownEditor } from "../editor/markdown-editor";
import { SharePreview } from "../editor/share-preview";
import type { MediaIndex, MediaItem } from "@/lib/media/types";
import type { Blog } from "@/lib/data/blogs";
import { publicationState } from "@/lib/publishing/visibility";
import type { FieldsStart } from "../use-entity-form";
import { HistoryButton } from "../history/history-button";
import type { EntityFormConfig } from "../use-entity-form";
import { formatForConflict } from "./conflict-format";
import { blogFormValues, type BlogFormValues } from "./form-values";

export const BLOG_FORM: EntityFormConfig = {
  apiPath: "/blogs",
  listHref: "/blogs",
  addHref: "/add-blog",
  schema: blogCreateSchema,
  multipart: true,
  messages: {
    added: "Blog added successfully!",
    updated: "Blog updated successfully!",
    deleted: "Blog deleted successfully!",
  },
  single: "blog",
  noun: "post",
  labels: {
    imageUrl: "Cover image",
    imageUrlAlt: "Alt text for the cover image",
    title: "Title",
    slug: "URL",
    date: "Date",
    tags: "Tags",
    summary: "Summary",
    content: "Content",
    metaDescription: "Description for search and sharing",
    canonicalUrl: "Canonical link",
    socialImage: "Image for sharing",
    socialImageAlt: "Alt text for the image for sharing",
    status: "Publishing",
    publishAt: "Publish on",
  },
  groups: [["status", "publishAt"]],
  textFields: ["content", "summary", "metaDescription"],
  toValues: (item) => blogFormValues(item as unknown as Blog),
  format: formatForConflict,
};

/**
 * add-blog and edit-blog, with a live preview rendered by the same Markdown component as
 * the public blog page, and History on the edit screen. `today` comes from the server so the
 * add form's default date cannot differ between server and browser render.
 */
export function BlogForm({ blog: stored, today, media = {} }: { blog?: BlogFormValues; today: string; media?: MediaIndex }) {
  return (
    <EntityForm<BlogFormValues>
      config={BLOG_FORM}
      stored={stored}
      target={stored && { id: stored._id, label: `blog "${stored.title}"` }}
      submitLabel={stored ? "Update" : "SAVE"}
      extraActions={(current, form) => (
        <HistoryButton collection="blogs" item={current} config={BLOG_FORM} dirty={form.dirty} currentText={form.collect} onRestored={form.adopt} />
      )}
    >
      {(start, current) => <BlogFields start={start} current={current} today={today} media={media} />}
    </EntityForm>
  );
}

/** The post's fields, from the values they start with (the stored post, or restored work). */
function BlogFields({
  start,
  current,
  today,
  media: storedMedia,
}: {
  start: FieldsStart<BlogFormValues>;
  current?: BlogFormValues;
  today: string;
  /** The sizes and placeholders of the uploads the stored post names (the preview's figures). */
  media: MediaIndex;
}) {
  const blog = start.values;
  // A scheduled post is dated the day it goes out (as Ghost dates it), so it does not appear
  // already weeks old among the posts: the date follows the time picked under Schedule until
  // the owner sets the date themselves; back to Publish now or Draft, it is theirs again.
  const [date, setDate] = useState(blog.date ?? today);
  // A post already out (or scheduled on another day than its date) keeps the date it has: it
  // was set on purpose. A draft's date is only the day it was written.
  const [dateSetByOwner, setDateSetByOwner] = useState(
    () => current !== undefined && blog.status !== "draft" && !(blog.publishAt && blog.date && toLocalInput(blog.publishAt).startsWith(blog.date)),
  );
  const [scheduledDay, setScheduledDay] = useState<string | null>(null);
  const shownDate = !dateSetByOwner && scheduledDay ? scheduledDay : date;

  return (
    <>
      <ImageField
        name="imageUrl"
        label="Cover image"
        currentUrl={current?.imageUrl}
        initial={start.files.imageUrl}
        alt={{ initialValue: blog.imageUrlAlt, defaultAlt: fromTitle(BLOG_ALTS.imageUrl) }}
        className="md:col-span-2"
      />
      <TextField
        name="title"
        label="Title"
        required
        maxLength={LIMITS.short}
        defaultValue={blog.title}
        autoComplete="off"
        enterKeyHint="next"
      />
      {/* On a new post an empty URL follows the title. */}
      <SlugField initialValue={current ? blog.slug : blog.slug || undefined} storedSlug={current?.slug} />
      <TextField
        name="date"
        label="Date"
        type="date"
        required
        value={shownDate}
        onChange={(event) => {
          setDate(event.target.value);
          setDateSetByOwner(true);
        }}
        hint="A scheduled post takes the day it goes out, unless you set the date yourself."
        placeholder="YYYY-MM-DD"
        enterKeyHint="next"
      />
      <TextField
        name="tags"
        label="Tags"
        required={false}
        defaultValue={blog.tags}
        placeholder="postgres, performance"
        hint={`Separated by commas: up to ${MAX_TAGS} tags of ${MAX_TAG_LENGTH} characters. Each links to the posts that share it.`}
        autoComplete="off"
        enterKeyHint="next"
      />
      <TextAreaField
        name="summary"
        label="Summary"
        required
        rows={3}
        defaultValue={blog.summary}
        className="md:col-span-2"
      />
      <ContentWithPreview initial={blog.content ?? ""} storedMedia={storedMedia} />
      <TextAreaField
        name="metaDescription"
        label="Description for search and sharing"
        required={false}
        rows={2}
        maxLength={META_DESCRIPTION_MAX}
        defaultValue={blog.metaDescription}
        hint="What search results and shared links show under the title. Left empty, the summary is used; about 160 characters are shown."
        className="md:col-span-2"
      />
      <TextField
        name="canonicalUrl"
        label="Canonical link"
        type="url"
        inputMode="url"
        required={false}
        maxLength={2048}
        defaultValue={blog.canonicalUrl}
        placeholder="https://dev.to/you/the-post"
        hint="Where this post first appeared, if elsewhere (dev.to, a company blog): search engines credit that address, and the sitemap leaves this page out. Empty: this site is the original."
        className="md:col-span-2"
      />
      <ImageField
        name="socialImage"
        label="Image for sharing"
        hint="The picture of a shared link (cropped to 1200x630). Left empty, the cover is used, else a card with the title."
        currentUrl={current?.socialImage}
        initial={start.files.socialImage}
        alt={{ initialValue: blog.socialImageAlt, defaultAlt: fromTitle(BLOG_ALTS.socialImage) }}
      />
      <SharePreview
        storedSocialImage={current?.socialImage}
        storedCover={current?.imageUrl}
        drawnCard={current ? `/og/blogs/${current._id}` : undefined}
      />
      <PublicationField
        initial={blog.status !== undefined ? { status: blog.status, publishAt: blog.publishAt ?? null } : undefined}
        live={current !== undefined && publicationState({ status: current.status ?? "published", publishAt: current.publishAt ?? null }) === "live"}
        onScheduledDayChange={setScheduledDay}
      />
      {current && <PreviewLink collection="blogs" id={current._id} title={current.title} />}
    </>
  );
}

/** How long typing must pause before the preview shows the text again. */
const PREVIEW_PAUSE_MS = 300;

/**
 * The text as the preview shows it, and what to call with the text after each edit. The
 * preview follows once typing has paused for PREVIEW_PAUSE_MS, and only while it is on the
 * screen; scrolled to, it catches up. Parsing and highlighting a long post is one long task
 * that no deferred render can split, so it must not run per keystroke, nor for a preview the
 * owner cannot see (on a phone, under the text and the keyboard). A keystroke renders nothing
 * here: the text is only read when the preview takes it.
 */
function usePreviewSource(initial: string, frame: React.RefObject<HTMLElement | null>): [string, (text: string) => void] {
  const [shown, setShown] = useState(initial);
  const [, startTransition] = useTransition();
  const latest = useRef(initial);
  const seen = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const follow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!seen.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      startTransition(() => setShown(latest.current));
    }, PREVIEW_PAUSE_MS);
  }, []);

  useEffect(() => {
    const element = frame.current;
    // Without IntersectionObserver the preview counts as seen: it follows after each pause.
    if (!element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(([entry]) => {
      const wasSeen = seen.current;
      seen.current = Boolean(entry?.isIntersecting);
      if (seen.current && !wasSeen) follow();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [frame, follow]);

  const onText = useCallback(
    (text: string) => {
      latest.current = text;
      follow();
    },
    [follow],
  );
  return [shown, onText];
}

/**
 * The post's text and its live preview. The text field keeps its own value: a keystroke
 * re-renders neither the other fields nor the preview, which renders only when the text it
 * shows changes (docs/performance.md, "Typing in the post editor").
 */
function ContentWithPreview({ initial, storedMedia }: { initial: string; storedMedia: MediaIndex }) {
  // Images uploaded into the text here join them: the preview shows them as the page will.
  const [media, setMedia] = useState(storedMedia);
  const frame = useRef<HTMLDivElement>(null);
  const [previewSource, onText] = usePreviewSource(initial, frame);
  const preview = useMemo(
    () =>
      previewSource.trim() === "" ? (
        <p className="text-sm text-muted">The preview shows here as you write.</p>
      ) : (
        <Markdown source={previewSource} media={media} />
      ),
    [previewSource, media],
  );
  const onUploaded = useCallback(
    (item: MediaItem) =>
      setMedia((known) => ({ ...known, [item.url]: { width: item.width, height: item.height, placeholder: item.placeholder, alt: item.alt } })),
    [],
  );

  return (
    <>
      <MarkdownEditor
        name="content"
        label="Content"
        hint="Markdown: ## headings (three or more give the post an “On this page” list), **bold**, [links](https://…), ``` code blocks. Paste or drop an image to upload it where the cursor is."
        // A post is longer than a short textarea: the shared schema allows 50,000.
        maxLength={LIMITS.markdown}
        rows={16}
        defaultValue={initial}
        onChange={onText}
        onUploaded={onUploaded}
      />
      <section aria-labelledby="blog-preview-heading" className="flex min-w-0 flex-col gap-1.5">
        <h2 id="blog-preview-heading" className="text-sm font-medium text-fg">
          Preview
        </h2>
        <p className="text-xs text-muted">Follows the text when you pause typing.</p>
        <div
          ref={frame}
          aria-live="off"
          className="min-h-40 max-h-[32rem] overflow-auto rounded-xl border border-dashed border-line-strong bg-surface/40 p-4"
        >
          {preview}
        </div>
      </section>
    </>
  );
}
