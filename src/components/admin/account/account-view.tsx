"use client";

import { useRouter } from "next/navigation";
import { mutate } from "swr";
import { LoginEmailForm, PasswordForm } from "./account-forms";
import { DevicesSection, SESSIONS_KEY } from "./devices-section";

/**
 * /admin/account: the login e-mail, the password, passkeys and the signed-in devices, one
 * section each. A password change signs the other devices out, so their list is read again.
 */
export function AccountView({ email, demoPassword, passkeys }: { email: string; demoPassword: boolean; passkeys: React.ReactNode }) {
  const router = useRouter();
  return (
    <div className="flex flex-col gap-5">
      {demoPassword && (
        <p role="note" className="rounded-2xl border border-danger/50 bg-danger/10 p-4 text-sm text-fg">
          This site still opens with the demo&apos;s published password. Choose your own below: anyone who read the README can log in until you do.
        </p>
      )}
      <PasswordForm
        email={email}
        onChanged={() => {
          void mutate(SESSIONS_KEY);
          // The demo's warning and the dashboard's checklist read the server's flag.
          router.refresh();
        }}
      />
      {passkeys}
      <DevicesSection />
      <LoginEmailForm email={email} />
    </div>
  );
}
