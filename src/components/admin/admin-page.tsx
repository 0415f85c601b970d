import Link from "next/link";
import { linkClass } from "./fields/styles";

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
            className={`-ml-2 self-start px-2 text-sm ${linkClass}`}
          >
            <span aria-hidden="true">←&nbsp;</span>
            {back.label}
          </Link>
        )}
        <h1 className="text-balance text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{title}</h1>
        {description && <p className="max-w-2xl text-pretty text-muted">{description}</p>}
      </header>
      {children}
    </div>
  );
}
