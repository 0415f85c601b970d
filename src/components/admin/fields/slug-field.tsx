"use client";

import { useEffect, useRef, useState } from "react";
import { MAX_SLUG_LENGTH, postPath, slugify } from "@/lib/posts/slug";
import { DEFAULT_ALT_ATTRIBUTE } from "../form-data";
import { TextField } from "./text-field";

/**
 * A post's URL (/blogs/{slug}), with the address it gives shown under it.
 *
 * On the add form it follows the title as it is typed (slugify) until the owner writes one
 * of their own; while it follows, it is sent empty (the attribute form-data.ts reads for a
 * server default), so the server makes the title's slug unique (-2, -3…) instead of
 * refusing a taken one. On the edit form it is the stored slug and stays as it is when the
 * title changes: links to the post keep working. What is typed is tidied on leaving the
 * field ("My Post!" -> "my-post").
 */
export function SlugField({
  initialValue,
  storedSlug,
  className,
}: {
  initialValue?: string;
  /** The saved post's slug, on its edit screen: a new one keeps the old address working. */
  storedSlug?: string;
  className?: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue ?? "");
  const [following, setFollowing] = useState(initialValue === undefined);

  useEffect(() => {
    const form = ref.current?.form;
    if (!form || !following) return;
    const onInput = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.name === "title") setValue(target.value.trim() ? slugify(target.value) : "");
    };
    // Typing fires input; autofill and pasting by some keyboards only change.
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    return () => {
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
    };
  }, [following]);

  const address = value ? postPath({ slug: value }) : "/blogs/…";
  const moved = storedSlug !== undefined && value.trim() !== "" && slugify(value) !== storedSlug;
  return (
    <TextField
      ref={ref}
      name="slug"
      label="URL"
      required={initialValue !== undefined}
      counted
      maxLength={MAX_SLUG_LENGTH}
      value={value}
      onChange={(event) => {
        setFollowing(false);
        setValue(event.target.value);
      }}
      onBlur={(event) => {
        const typed = event.target.value.trim();
        if (typed) setValue(slugify(typed));
      }}
      autoCapitalize="none"
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="next"
      placeholder="made-from-the-title"
      hint={
        <>
          The post&apos;s address: <span className="break-all font-mono text-fg">{address}</span>
          {following ? ". Made from the title; -2 is added if another post has it." : ". Lowercase letters, digits and hyphens."}
          {moved && (
            <span className="mt-1 block font-medium text-fg" data-slug-moved>
              Links to <span className="break-all font-mono">{postPath({ slug: storedSlug })}</span> keep working: once you
              save, that address redirects here.
            </span>
          )}
        </>
      }
      className={className}
      {...(following && value ? { [DEFAULT_ALT_ATTRIBUTE]: value } : {})}
    />
  );
}
