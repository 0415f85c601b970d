import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { AccountView } from "@/components/admin/account/account-view";
import { PasskeysSection } from "@/components/admin/account/passkeys-section";
import { readAccount } from "@/lib/auth/account";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Account" };

/** The owner's keys: password, passkeys, signed-in devices and the login e-mail. */
export default async function AccountPage() {
  const owner = await requireOwner();
  const account = await readAccount(owner._id);
  return (
    <AdminPage
      title="Account"
      description="How you log in: your password, passkeys for this phone or laptop, and every device signed in as you."
      back={{ href: "/admin", label: "Dashboard" }}
    >
      <AccountView email={account?.email ?? owner.email} demoPassword={account?.demoPassword ?? false} passkeys={<PasskeysSection />} />
    </AdminPage>
  );
}
