import { expect, type Locator, type Page } from "@playwright/test";
import type { UploadFile } from "../support/files";
import { toast } from "../support/ui";

export const PROFILE_SAVED = "Profile updated successfully!";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * /admin/profile: the owner's profile in sections (Identity, Availability, Home page, About,
 * Contact, Résumé, Links, Site), saved with one "Save profile" button; the screen stays.
 */
export class ProfilePage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly save: Locator;
  readonly links: Locator;
  /** The photo's preview: the stored photo's address once saved. */
  readonly photoPreview: Locator;
  /** "Open the PDF" on a stored résumé. */
  readonly resumeLink: Locator;

  constructor(
    readonly page: Page,
    readonly isPhone: boolean,
  ) {
    const main = page.getByRole("main");
    this.heading = main.getByRole("heading", { name: "Profile", level: 1 });
    this.form = main.locator("form");
    this.save = this.form.getByRole("button", { name: /^(Save profile|Saving)$/ });
    this.links = this.form.getByRole("region", { name: "Links" });
    this.photoPreview = this.form.getByAltText("Photo preview");
    this.resumeLink = this.form.getByRole("link", { name: /^Open the PDF/ });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === "/admin/profile");
    await expect(this.heading).toBeVisible();
    await expect(this.save).toBeEnabled();
  }

  /** A field by its label; optional ones read 'Location (optional)' and match too. */
  field(label: string): Locator {
    return this.form.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*(\\(optional\\))?$`));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  /** Taps on the phone (the buttons are made for fingers), clicks on the desktop. */
  private async press(button: Locator): Promise<void> {
    if (this.isPhone) await button.tap();
    else await button.click();
  }

  /** The networks listed in the Links section, in their order ("Email", "GitHub", …). */
  async linkNames(): Promise<string[]> {
    const labels = await this.links.getByRole("listitem").locator("label").allTextContents();
    return labels.map((label) => label.trim());
  }

  async removeLink(network: string): Promise<void> {
    await this.press(this.links.getByRole("button", { name: `Remove ${network}`, exact: true }));
    await expect(this.links.getByLabel(network, { exact: true })).toHaveCount(0);
  }

  async uploadPhoto(file: UploadFile): Promise<void> {
    await this.field("Photo").setInputFiles(file);
    await expect(this.form.getByText(`Chosen: ${file.name}`)).toBeVisible();
  }

  async uploadResume(file: UploadFile): Promise<void> {
    await this.field("Résumé PDF").setInputFiles(file);
    await expect(this.form.getByText(new RegExp(`^Chosen: ${escapeRegExp(file.name)} \\(`))).toBeVisible();
  }

  /** Saves, waits for the toast, and checks the screen stayed with the saved values. */
  async saveAndStay(): Promise<void> {
    await this.press(this.save);
    await expect(toast(this.page, PROFILE_SAVED)).toBeVisible();
    await expect(this.page).toHaveURL((url) => url.pathname === "/admin/profile");
    await expect(this.save).toHaveText("Save profile");
    await expect(this.save).toBeEnabled();
  }

  /** The stored photo's address, as the screen shows it after a save (no longer a blob: preview). */
  async storedPhotoUrl(): Promise<string> {
    await expect(this.photoPreview).toHaveAttribute("src", /^(?!blob:)/);
    return (await this.photoPreview.getAttribute("src"))!;
  }
}
