import { expect, type Locator, type Page } from "@playwright/test";
import type { UploadFile } from "../support/files";
import { toast } from "../support/ui";

/** Text fields by their visible label; a boolean ticks or clears a checkbox. */
export type FormValues = Record<string, string | boolean>;

/** The options of the post and project forms' Publishing control. */
export type PublicationOption = "Publish now" | "Published" | "Schedule" | "Save as draft";

/**
 * Every add-* and edit-* screen: one form engine (src/components/admin/entity-form.tsx),
 * labels above the inputs, SAVE on add, Update on edit, Delete and Cancel.
 */
export class EntityFormPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly save: Locator;
  readonly update: Locator;
  readonly delete: Locator;
  /** The bar at the bottom of the screen with the form's status and its Save/Update. */
  readonly saveBar: Locator;
  /** What went wrong with the last save, on the form (role=alert). */
  readonly problem: Locator;
  /**
   * Unsaved work offered as the form opens, from this device or another ("Unsaved changes
   * from 14:32 on this device", "2 unsaved new posts"): each offer a list item.
   */
  readonly copyOffers: Locator;
  /** "This post was deleted while you were editing it". */
  readonly deletedDialog: Locator;
  /** The product's dialogs (rendered into <body>, over the page). */
  readonly leaveDialog: Locator;
  readonly loginDialog: Locator;
  readonly conflictDialog: Locator;
  readonly historyDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("main").getByRole("heading", { level: 1 });
    this.form = page.getByRole("main").locator("form");
    this.save = this.form.getByRole("button", { name: /^(SAVE|Submitting)$/ });
    this.update = this.form.getByRole("button", { name: /^(Update|Submitting)$/ });
    this.delete = this.form.getByRole("button", { name: /^(Delete|Deleting)$/ });
    this.saveBar = this.form.locator("[data-save-bar]");
    this.problem = this.form.getByRole("alert");
    this.copyOffers = page.getByRole("region", { name: /^(Unsaved changes from |An unsaved new |\d+ unsaved new |\d+ sets of unsaved changes)/ });
    this.deletedDialog = page.getByRole("alertdialog", { name: /was deleted while you were editing it$/ });
    this.leaveDialog = page.getByRole("alertdialog", { name: "Leave without saving?" });
    this.loginDialog = page.getByRole("dialog", { name: "Log in again to save" });
    this.conflictDialog = page.getByRole("alertdialog", { name: /was changed elsewhere$/ });
    this.historyDialog = page.getByRole("dialog", { name: /^(History|Version \d+)$/ });
  }

  /** The offer of one copy: by a title it holds (an unsaved new item), or the only one. */
  offer(title?: string): Locator {
    const offers = this.copyOffers.getByRole("listitem");
    return title ? offers.filter({ hasText: title }) : offers;
  }

  /** What the save bar says of the unsaved work once the server holds it ("Saved to the server 14:32"). */
  async expectSavedToServer(): Promise<void> {
    await expect(this.saveBar).toContainText(/Saved to the server \d/);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.form).toBeVisible();
  }

  /** A field by its label; optional fields are labelled 'End month (optional)' and match too. */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.form.getByLabel(new RegExp(`^${escaped}\\s*(\\(optional\\))?$`));
  }

  /** The Publishing control's option (a radio named `status` inside a label). */
  publicationOption(option: PublicationOption): Locator {
    return this.form.getByRole("group", { name: "Publishing" }).getByRole("radio", { name: option, exact: true });
  }

  /** Taps (phone) or clicks an option of the Publishing control by its visible label. */
  async choosePublication(option: PublicationOption, touch = false): Promise<void> {
    const label = this.form.getByRole("group", { name: "Publishing" }).locator("label").filter({ hasText: new RegExp(`^${option}$`) });
    if (touch) await label.tap();
    else await label.click();
    await expect(this.publicationOption(option)).toBeChecked();
  }

  async fill(values: FormValues): Promise<void> {
    for (const [label, value] of Object.entries(values)) {
      const field = this.field(label);
      if (typeof value === "boolean") {
        await field.setChecked(value);
        continue;
      }
      const tag = await field.evaluate((el) => el.tagName);
      if (tag === "SELECT") await field.selectOption(value);
      else await field.fill(value);
    }
  }

  /** Chooses an in-memory image for the file input labelled `label`. */
  async upload(label: string, file: UploadFile): Promise<void> {
    await this.field(label).setInputFiles(file);
    await expect(this.form.getByText(`Chosen: ${file.name}`)).toBeVisible();
  }

  /** Submits an add form and waits for its success toast and the list it returns to. */
  async submitAdd(message: string, listPath: string): Promise<void> {
    await this.save.click();
    await expect(toast(this.page, message)).toBeVisible();
    await expect(this.page).toHaveURL((url) => url.pathname === listPath);
  }

  async submitUpdate(message: string, listPath: string): Promise<void> {
    await this.update.click();
    await expect(toast(this.page, message)).toBeVisible();
    await expect(this.page).toHaveURL((url) => url.pathname === listPath);
  }
}
