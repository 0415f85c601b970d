import { expect, type Locator, type Page } from "@playwright/test";

/** /admin/account: the password, passkeys, signed-in devices and the login e-mail, one region each. */
export class AccountPage {
  readonly heading: Locator;
  readonly password: Locator;
  readonly passkeys: Locator;
  readonly devices: Locator;
  readonly loginEmail: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole("main");
    this.heading = page.getByRole("heading", { name: "Account", level: 1 });
    this.password = main.getByRole("region", { name: "Password" });
    this.passkeys = main.getByRole("region", { name: "Passkeys" });
    this.devices = main.getByRole("region", { name: "Signed-in devices" });
    this.loginEmail = main.getByRole("region", { name: "Login e-mail" });
  }

  async expectLoaded(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.devices.getByText("This device")).toBeVisible();
  }

  /** The devices list's entries, as their text. */
  deviceEntries(): Locator {
    return this.devices.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem");
  }

  async changePassword(current: string, next: string): Promise<void> {
    await this.password.getByLabel("Current password").fill(current);
    await this.password.getByLabel("New password", { exact: true }).fill(next);
    await this.password.getByLabel("New password again").fill(next);
    await this.password.getByRole("button", { name: "Change password" }).tap();
  }

  /** Names and adds a passkey, confirming the password (the browser's authenticator answers the prompt). */
  async addPasskey(name: string, currentPassword: string): Promise<void> {
    await this.passkeys.getByLabel("Name of the new passkey").fill(name);
    await this.passkeys.getByLabel("Current password").fill(currentPassword);
    await this.passkeys.getByRole("button", { name: "Add a passkey" }).tap();
  }
}
