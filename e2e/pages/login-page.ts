import { expect, type Locator, type Page } from "@playwright/test";

/** /login: 'Admin Login'. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Admin Login", level: 1 });
    this.email = page.getByRole("main").getByLabel("Email", { exact: true });
    this.password = page.getByRole("main").getByLabel("Password", { exact: true });
    this.submit = page.getByRole("main").getByRole("button", { name: /^(Login|Submitting)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto("/login");
    await expect(this.heading).toBeVisible();
  }

  async login(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
