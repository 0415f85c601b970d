import type { Metadata } from "next";
import { SignOutLink } from "@/components/admin/account/sign-out-link";

export const metadata: Metadata = {
  title: "Sign out a device",
  robots: { index: false, follow: false },
};

/**
 * Where the new-login e-mail's "Not you? Sign it out" leads. Opening it changes nothing (mail
 * scanners open links); the button does. Static: the token stays in the browser's address.
 */
export default function SignOutDevicePage() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 pb-4 pt-10 sm:pt-16">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">Owner</p>
        <h1 className="text-3xl font-semibold tracking-tight text-fg">Sign out a device</h1>
        <p className="text-muted">
          A new login to your site was e-mailed to you. If it was not you, sign that device out here, then change your password in Account.
        </p>
      </header>
      <SignOutLink />
    </div>
  );
}
