"use client";

import { PlusIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import type { ProfileLink } from "@/lib/db/schema";
import { PROFILE_LINK_LABELS, PROFILE_LINK_NETWORKS, type ProfileLinkNetwork } from "@/lib/enums";
import { LIMITS } from "@/lib/validations/fields";
import { useFieldError } from "../fields/field-errors";
import { FieldShell } from "../fields/field-shell";
import { controlClass, errorClass } from "../fields/styles";
import { LINK_PLACEHOLDERS, linkErrorKey, moveItem } from "./profile-values";
import { Announcer, RowActions, useListEditor } from "./row-actions";

const label = (network: ProfileLinkNetwork) => PROFILE_LINK_LABELS[network];

/**
 * The owner's links, one row per network in the order the site shows them: add a network
 * from the ones not listed yet, type its address, move it up or down, remove it. A row
 * left empty is dropped when saved (profile-values.ts), so it shows nowhere.
 */
export function LinksEditor({
  links,
  publicEmail,
  onChange,
}: {
  links: ProfileLink[];
  /** The Email link writes to the public e-mail (Contact): one address, never two. */
  publicEmail: string;
  onChange: (links: ProfileLink[]) => void;
}) {
  const { container, focusAfterRender, announcement, announce } = useListEditor();
  const sectionError = useFieldError("links");
  const missing = PROFILE_LINK_NETWORKS.filter((network) => !links.some((link) => link.network === network));
  const inputOf = (network: string) => `[data-link-input="${network}"]`;

  function move(index: number, delta: -1 | 1) {
    const network = links[index]!.network;
    // The pressed button keeps its focus: React puts it back on an element it moved.
    onChange(moveItem(links, index, delta));
    announce(`${label(network)} moved ${delta < 0 ? "up" : "down"}, now ${index + delta + 1} of ${links.length}.`);
  }

  function remove(index: number) {
    const network = links[index]!.network;
    const rest = links.filter((_, i) => i !== index);
    onChange(rest);
    // The row that takes its place, else the one above, else the first Add button.
    const next = rest[index] ?? rest[index - 1];
    focusAfterRender(next ? inputOf(next.network) : "[data-add-link]");
    announce(`${label(network)} removed. It shows nowhere once you save.`);
  }

  function add(network: ProfileLinkNetwork) {
    onChange([...links, { network, url: "" }]);
    focusAfterRender(inputOf(network));
    announce(`${label(network)} added at the end.`);
  }

  return (
    <div ref={container} className="flex flex-col gap-4 md:col-span-2">
      {links.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-5 text-center text-sm text-muted">
          No links yet: the site shows no Elsewhere group and no social icons.
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {links.map((link, index) => (
            <li key={link.network} className="rounded-xl border border-line bg-bg/60 p-3">
              <LinkRow
                link={link}
                index={index}
                count={links.length}
                publicEmail={publicEmail}
                onUrl={(url) => onChange(links.map((item, i) => (i === index ? { ...item, url } : item)))}
                onMove={(delta) => move(index, delta)}
                onRemove={() => remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      {sectionError && <p className={errorClass}>Links {sectionError}.</p>}
      <div role="group" aria-labelledby="add-link-label" className="flex flex-col gap-2">
        <p id="add-link-label" className="text-sm font-medium text-fg">
          Add a link
        </p>
        {missing.length === 0 ? (
          <p className="text-sm text-muted">Every network is listed.</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {missing.map((network, i) => (
              <button
                key={network}
                type="button"
                data-add-link={i === 0 ? "" : undefined}
                onClick={() => add(network)}
                className={buttonClasses({ variant: "secondary", className: "px-4" })}
              >
                <PlusIcon size={16} />
                <span className="sr-only">Add </span>
                {label(network)}
              </button>
            ))}
          </div>
        )}
      </div>
      <Announcer text={announcement} />
    </div>
  );
}

function LinkRow({
  link,
  index,
  count,
  publicEmail,
  onUrl,
  onMove,
  onRemove,
}: {
  link: ProfileLink;
  index: number;
  count: number;
  publicEmail: string;
  onUrl: (url: string) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const isEmail = link.network === "email";
  return (
    <FieldShell
      name={linkErrorKey(index)}
      label={label(link.network)}
      hint={
        isEmail
          ? "Your public e-mail, set under Contact: the footer, Contact and this link all use it."
          : link.url.trim() === ""
            ? "Empty: dropped when you save."
            : undefined
      }
    >
      {(wiring) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            {...wiring}
            data-link-input={link.network}
            type={isEmail ? "text" : "url"}
            inputMode={isEmail ? "email" : "url"}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LIMITS.url}
            placeholder={LINK_PLACEHOLDERS[link.network]}
            value={isEmail ? publicEmail : link.url}
            readOnly={isEmail}
            onChange={(event) => onUrl(event.target.value)}
            className={`${controlClass} sm:flex-1`}
          />
          <div className="self-end sm:self-auto">
            <RowActions
              label={label(link.network)}
              index={index}
              count={count}
              onMove={onMove}
              onRemove={onRemove}
            />
          </div>
        </div>
      )}
    </FieldShell>
  );
}
