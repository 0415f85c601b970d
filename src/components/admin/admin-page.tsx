import Link from "next/link";
import { focusRing } from "./fields/styles";

/** The heading block of an admin screen (title + description) and an optional way back. */
export function AdminPage({
  title,
  description,
  back,
  children,
}: {
  title: string;
  description?: string;
  back?: { href: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        {back && (
          <Link
            href={back.href}
            className={`-ml-2 inline-flex min-h-11 items-center self-start rounded-md px-2 text-sm font-medium text-sky-700 hover:underline dark:text-sky-400 ${focusRing}`}
          >
            <span aria-hidden="true">←&nbsp;</span>
            {back.label}
          </Link>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl dark:text-neutral-50">{title}</h1>
        {description && <p className="text-neutral-700 dark:text-neutral-300">{description}</p>}
      </header>
      {children}
    </div>
  );
}
