import { expect, type Locator, type Page } from "@playwright/test";

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** /contact: the 'New Message' form. */
export class ContactPage {
  readonly form: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly subject: Locator;
  readonly message: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "New Message" });
    this.name = this.form.getByLabel("Name", { exact: true });
    this.email = this.form.getByLabel("Email", { exact: true });
    this.subject = this.form.getByLabel("Subject", { exact: true });
    this.message = this.form.getByLabel("Message", { exact: true });
    this.send = this.form.getByRole("button", { name: /^(Send|Sending)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto("/contact");
    await expect(this.form).toBeVisible();
  }

  async fill(values: ContactMessage): Promise<void> {
    await this.name.fill(values.name);
    await this.email.fill(values.email);
    await this.subject.fill(values.subject);
    await this.message.fill(values.message);
  }

  /** Fills and sends; then the visitor is on the home page with the success toast. */
  async sendMessage(values: ContactMessage): Promise<void> {
    await this.fill(values);
    await this.send.click();
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.page.getByText("Message sent successfully!")).toBeVisible();
  }
}
