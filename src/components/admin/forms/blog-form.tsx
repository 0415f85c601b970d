"use client";

import { useDeferredValue, useState } from "react";
import { Markdown } from "@/components/markdown/markdown";
import { BLOG_ALTS } from "@/lib/images/alt-text";
import { blogCreateSchema } from "@/lib/validations/blog";
import { toLocalInput } from "@/lib/publishing/local-time";
import { LIMITS } from "@/lib/validations/fields";
import { EntityForm } from "../entity-form";
import { PreviewLink } from "../preview/preview-link";
import { MAX_TAG_LENGTH, MAX_TAGS } from "@/lib/posts/tags";
import { fromTitle, ImageField, PublicationField, SlugField, TextAreaField, TextField } from "../fields";
import type { EntityFormConfig } from "../use-entity-form";
import type { BlogFormValues } from "./form-values";

export const BLOG_FORM: EntityFormConfig = {
  apiPath: "/blogs",
  listHref: "/blogs",
  schema: blogCreateSchema,
  multipart: true,
  messages: {
    added: "Blog added successfully!",
    updated: "Blog updated successfully!",
    deleted: "Blog deleted successfully!",
  },
};

/**
 * add-blog and edit-blog, with a live preview rendered by the same Markdown component as
 * the public blog page. `today` comes from the server so the add form's default date
 * cannot differ between server and browser render.
 */
export function BlogForm({ blog, today }: { blog?: BlogFormValues; today: string }) {
  const [content, setContent] = useState(blog?.content ?? "");
  // Typing stays responsive on long posts: the preview renders at lower priority.
  const previewSource = useDeferredValue(content);
  // A scheduled post is dated the day it goes out (as Ghost dates it), so it does not appear
  // already weeks old among the posts: the date follows the time picked under Schedule until
  // the owner sets the date themselves; back to Publish now or Draft, it is theirs again.
  const [date, setDate] = useState(blog?.date ?? today);
  // A post already out (or scheduled on another day than its date) keeps the date it has: it
  // was set on purpose. A draft's date is only the day it was written.
  const [dateSetByOwner, setDateSetByOwner] = useState(
    () => blog !== undefined && blog.status !== "draft" && !(blog.publishAt && toLocalInput(blog.publishAt).startsWith(blog.date)),
  );
  const [scheduledDay, setScheduledDay] = useState<string | null>(null);
  const shownDate = !dateSetByOwner && scheduledDay ? scheduledDay : date;

  return (
    <EntityForm
      config={BLOG_FORM}
      target={blog && { id: blog._id, label: `blog "${blog.title}"` }}
      submitLabel={blog ? "Update" : "SAVE"}
    >
      <ImageField
        name="imageUrl"
        label="Cover image"
        currentUrl={blog?.imageUrl}
        alt={{ initialValue: blog?.imageUrlAlt, defaultAlt: fromTitle(BLOG_ALTS.imageUrl) }}
        className="md:col-span-2"
      />
      <TextField
        name="title"
        label="Title"
        required
        maxLength={LIMITS.short}
        defaultValue={blog?.title}
        autoComplete="off"
        enterKeyHint="next"
      />
      <SlugField initialValue={blog?.slug} />
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
        defaultValue={blog?.tags}
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
        defaultValue={blog?.summary}
        className="md:col-span-2"
      />
      <TextAreaField
        name="content"
        label="Content"
        hint="Markdown: ## headings (three or more give the post an “On this page” list), **bold**, [links](https://…), ``` code blocks."
        required
        // A post is longer than a short textarea: the shared schema allows 50,000.
        maxLength={LIMITS.markdown}
        rows={16}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        spellCheck
      />
      <section aria-labelledby="blog-preview-heading" className="flex min-w-0 flex-col gap-1.5">
        <h2 id="blog-preview-heading" className="text-sm font-medium text-fg">
          Preview
        </h2>
        <div
          aria-live="off"
          className="min-h-40 max-h-[32rem] overflow-auto rounded-xl border border-dashed border-line-strong bg-surface/40 p-4"
        >
          {previewSource.trim() === "" ? (
            <p className="text-sm text-muted">The preview shows here as you write.</p>
          ) : (
            <Markdown source={previewSource} />
          )}
        </div>
      </section>
      <PublicationField
        initial={blog && { status: blog.status ?? "published", publishAt: blog.publishAt ?? null }}
        onScheduledDayChange={setScheduledDay}
      />
      {blog && <PreviewLink collection="blogs" id={blog._id} title={blog.title} />}
    </EntityForm>
  );
}
