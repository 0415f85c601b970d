"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { apiRequest } from "@/lib/client/api";
import { loadCurrentUser, setCurrentUser, type CurrentUser } from "@/lib/client/current-user";
import { allowCopies } from "@/lib/client/unsaved-work/local-copies";
import { loginSchema } from "@/lib/validations/auth";
import { FieldErrorsProvider, TextField, type FieldErrors } from "./fields";
import { primaryButtonClass } from "./fields/styles";
import { collectFormData, focusFirstInvalid, textEntries, validateForm } from "./form-data";
import { errorMessage } from "./use-entity-form";

/**
 * The owner's login. On success every island reading the current user (navigation,
 * Edit/Delete buttons) switches at once, then the owner lands on the dashboard (/admin). On
 * failure the form stays as typed and the server's msg (401, 429) is toasted.
 */
export function LoginForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = collectFormData(form);
    const found = validateForm(form, data, loginSchema);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }
    setSubmitting(true);
    try {
      const { user } = await apiRequest<{ user: CurrentUser }>("/auth/login", {
        method: "POST",
        body: textEntries(data),
      });
      toast.success("Login successful");
      // The answer already holds the user: show it everywhere now, then confirm it.
      setCurrentUser(user);
      allowCopies();
      void loadCurrentUser({ force: true });
      // The owner lands where they work: the dashboard (issue 25), not the public home. Pushed
      // first: refreshing /login now would redirect the logged-in owner before the push.
      router.push("/admin");
      router.refresh();
    } catch (error) {
      toast.error(errorMessage(error));
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting} className="flex flex-col gap-5">
      <FieldErrorsProvider value={errors}>
        <TextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="next"
          required
          maxLength={254}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          enterKeyHint="go"
          required
          maxLength={200}
        />
      </FieldErrorsProvider>
      <button type="submit" disabled={submitting} className={`${primaryButtonClass} mt-1 w-full`}>
        {submitting ? "Submitting" : "Login"}
      </button>
    </form>
  );
}
