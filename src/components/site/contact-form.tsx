"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { buttonClasses } from "@/components/ui/button";
import { CharacterCount, PasteCutNotice, usePasteCut } from "@/components/ui/character-limit";
import { apiRequest } from "@/lib/client/api";

/** Spec points 5 and 9: a multi-line field holds at most 1000 characters. */
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_SENT_TOAST = "Message sent successfully!";
/**
 * The honeypot's name, the same as HONEYPOT_FIELD in src/lib/validations/message.ts
 * (a test keeps them equal). Not imported from there: that module would bring zod into
 * the browser bundle.
 */
export const HONEYPOT_FIELD = "website";

type Fields = { name: string; email: string; subject: string; message: string };
const EMPTY: Fields = { name: "", email: "", subject: "", message: "" };

const FIELD =
  "w-full rounded-xl border border-line-strong bg-bg px-3.5 py-2.5 text-[0.95rem] text-fg placeholder:text-subtle transition-colors hover:border-accent/60";
const LABEL = "mb-1.5 block text-sm font-medium";

/**
 * 'New Message': posts to POST /api/v1/message. Success toasts and takes the visitor to the
 * home page (spec point 4, "On success the user is redirected"; decisions.md 2026-11-27); a
 * failure toasts the server's msg and keeps what was typed. The `website` field is a
 * honeypot: off-screen and hidden from assistive technology, so only bots fill it.
 */
export function ContactForm() {
  const router = useRouter();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [sending, setSending] = useState(false);
  const messagePaste = usePasteCut(MESSAGE_MAX_LENGTH);

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setSending(true);
    try {
      await apiRequest("/message", { method: "POST", body: { ...fields, [HONEYPOT_FIELD]: honeypot ?? "" } });
      // The toaster lives in the root layout: the toast stays on screen across the navigation.
      toast.success(MESSAGE_SENT_TOAST);
      setFields(EMPTY);
      messagePaste.reset();
      router.push("/");
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="new-message" className="relative grid gap-5">
      <h2 id="new-message" className="text-2xl font-semibold tracking-tight">
        New Message
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className={LABEL}>
            Name
          </label>
          <input id="contact-name" type="text" name="name" required maxLength={200} autoComplete="name" value={fields.name} onChange={set("name")} className={FIELD} />
        </div>
        <div>
          <label htmlFor="contact-email" className={LABEL}>
            Email
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            value={fields.email}
            onChange={set("email")}
            className={FIELD}
          />
        </div>
      </div>
      <div>
        <label htmlFor="contact-subject" className={LABEL}>
          Subject
        </label>
        <input id="contact-subject" type="text" name="subject" required maxLength={200} value={fields.subject} onChange={set("subject")} className={FIELD} />
      </div>
      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor="contact-message" className={LABEL}>
            Message
          </label>
          <CharacterCount id="contact-message-count" length={fields.message.length} maxLength={MESSAGE_MAX_LENGTH} />
        </div>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={7}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-describedby="contact-message-count"
          value={fields.message}
          onPaste={messagePaste.onPaste}
          onChange={(event) => {
            messagePaste.onEdit();
            set("message")(event);
          }}
          className={`${FIELD} resize-y leading-relaxed`}
        />
        <PasteCutNotice cut={messagePaste.cut} maxLength={MESSAGE_MAX_LENGTH} className="mt-1.5" />
      </div>
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div>
        <button type="submit" disabled={sending} className={buttonClasses({ size: "lg", className: "w-full sm:w-auto sm:min-w-40" })}>
          {sending ? "Sending" : "Send"}
        </button>
      </div>
    </form>
  );
}
