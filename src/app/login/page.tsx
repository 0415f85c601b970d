import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/admin/login-form";
import { getCurrentOwner } from "@/lib/auth/current-owner";

export const metadata: Metadata = {
  title: "Admin Login",
  robots: { index: false, follow: false },
};

/** A logged-in owner has nothing to do here and goes home, decided on the server. */
export default async function LoginPage() {
  if (await getCurrentOwner()) redirect("/");
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 pb-28 pt-10 sm:pt-16 md:pb-16">
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl dark:text-neutral-50">Admin Login</h1>
      <LoginForm />
    </div>
  );
}
