import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/login-form";
import { getCurrentOwner } from "@/lib/auth/current-owner";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

/** A logged-in owner has nothing to do here and goes to the dashboard, decided on the server. */
export default async function LoginPage() {
  if (await getCurrentOwner()) redirect("/admin");
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 pb-4 pt-10 sm:pt-16">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-accent">Owner</p>
        <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">Admin Login</h1>
      </header>
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-7">
        <LoginForm />
      </div>
    </div>
  );
}
