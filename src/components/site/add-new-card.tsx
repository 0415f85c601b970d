import { IntentLink } from "@/components/ui/intent-link";
import { PlusIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { OwnerOnly } from "@/components/owner/owner-only";

/** The placeholder card at the end of a list: a title and an Add button to a form. */
export function AddNewCard({ title, href, className = "" }: { title: string; href: string; className?: string }) {
  return (
    <div
      className={`flex min-h-48 flex-col items-center justify-center gap-5 rounded-2xl border border-dashed border-line-strong bg-surface/40 p-8 text-center ${className}`}
    >
      <p className="text-sm font-semibold tracking-[0.12em] text-muted">{title}</p>
      <IntentLink href={href} className={buttonClasses({ variant: "primary" })}>
        <PlusIcon size={18} />
        Add
      </IntentLink>
    </div>
  );
}

/** The add-new card, shown to the logged-in owner only (a client island in a static page). */
export function OwnerAddCard(props: { title: string; href: string; className?: string }) {
  return (
    <OwnerOnly>
      <AddNewCard {...props} />
    </OwnerOnly>
  );
}
