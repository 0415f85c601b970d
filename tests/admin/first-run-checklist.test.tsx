/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://ines-ferrer.example/admin"}
 */
/**
 * The dashboard's "Make this site yours" (issue 25): progress as the server computed it, the
 * address this browser is on offered and confirmed in one tap, and Remove demo content asked
 * in the product's own dialog. The browser is on a public address here (jsdom's URL above);
 * a local one is never offered (the e2e journey, on this machine's addresses, shows that side).
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FirstRunChecklist } from "@/components/admin/dashboard/first-run-checklist";
import { toast } from "@/lib/client/toast";
import { firstRunChecklist } from "@/lib/first-run/checklist";
import { installFetch } from "./fetch-mock";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));

const demoProfile = {
  name: "Alex Morgan",
  role: "Full-stack engineer",
  heroHeadline: "Hi, I'm Alex Morgan.",
  heroIntro: "Intro",
  about: "About",
  siteDescription: "Description",
  avatar: "/uploads/alex.webp",
  email: "hello@example.com",
  demoFields: ["name", "role", "heroHeadline", "avatar", "about", "links"],
};

beforeEach(() => jest.clearAllMocks());

test("progress and items as computed; the browser's public address confirmed in one tap", async () => {
  const checklist = firstRunChecklist({ ...demoProfile, demoFields: [] }, { demoItems: 0, addressKnown: false });
  const { calls } = installFetch({ "PATCH /api/v1/profile": { body: { msg: "Profile updated successfully!", profile: {} } } });
  render(<FirstRunChecklist checklist={checklist} demoItems={0} />);
  const region = screen.getByRole("region", { name: "Make this site yours" });
  expect(within(region).getByText("6 of 7 done")).toBeInTheDocument();
  expect(within(region).getByRole("progressbar", { name: "Progress" })).toHaveAttribute("value", "6");
  const address = within(region).getByText("The site's address").closest("li")!;
  expect(address).toHaveAttribute("data-done", "false");
  expect(within(region).getByText("Your photo").closest("li")).toHaveAttribute("data-done", "true");

  fireEvent.click(within(address).getByRole("button", { name: "Use https://ines-ferrer.example" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("The site's address is https://ines-ferrer.example."));
  expect(calls.map((call) => [call.key, call.init?.body])).toEqual([["PATCH /api/v1/profile", JSON.stringify({ siteUrl: "https://ines-ferrer.example" })]]);
  expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
});

test("while the demo's password is the one, 'Your own login' leads to Account", () => {
  const checklist = firstRunChecklist({ ...demoProfile, demoFields: [] }, { demoItems: 0, addressKnown: true, demoPassword: true });
  render(<FirstRunChecklist checklist={checklist} demoItems={0} />);
  const login = within(screen.getByRole("region", { name: "Make this site yours" })).getByText("Your own login").closest("li")!;
  expect(login).toHaveAttribute("data-done", "false");
  expect(within(login).getByRole("link", { name: "Choose a password" })).toHaveAttribute("href", "/admin/account");
});

test("Remove demo content asks in the product's dialog; Cancel sends nothing, confirming removes in one request", async () => {
  const checklist = firstRunChecklist(demoProfile, { demoItems: 27, addressKnown: true });
  expect(checklist.items.find((item) => item.id === "identity")?.hint).toMatch(/^Still the demo's: the name, the role and the headline\. /);
  const { calls } = installFetch({ "DELETE /api/v1/demo-content": { body: { msg: "Demo content removed.", items: 27, profileFields: 6 } } });
  render(<FirstRunChecklist checklist={checklist} demoItems={27} />);
  const remove = screen.getByRole("button", { name: "Remove demo content" });

  fireEvent.click(remove);
  let dialog = await screen.findByRole("alertdialog", { name: "Remove the demo content?" });
  expect(dialog).toHaveTextContent("The demo's 27 items go to the trash, where you can restore them for 30 days.");
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" })));
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(calls).toHaveLength(0);

  fireEvent.click(remove);
  dialog = await screen.findByRole("alertdialog", { name: "Remove the demo content?" });
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Remove demo content" })));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Demo content removed."));
  expect(calls.map((call) => call.key)).toEqual(["DELETE /api/v1/demo-content"]);
  expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
});

test("an item names the demo's fields it still waits for; the badge's switch kept on is the owner's choice, not the demo's", () => {
  const contactOf = (demoFields: string[]) => firstRunChecklist({ ...demoProfile, demoFields }, { demoItems: 0, addressKnown: true }).items.find((item) => item.id === "contact")!;
  expect(contactOf(["email", "links", "resumeUrl", "availabilityShown"])).toMatchObject({
    done: false,
    hint: "Still the demo's: the e-mail, the links and the résumé. The public e-mail, your profiles elsewhere and the résumé.",
  });
  expect(contactOf(["resumeUrl", "availabilityShown"])).toMatchObject({ done: false, hint: expect.stringMatching(/^Still the demo's: the résumé\. /) });
  // Found on a walk through: e-mail, links and résumé changed, the badge left on: done.
  expect(contactOf(["availabilityShown", "contactNote"])).toMatchObject({ done: true });
  const demo = firstRunChecklist({ ...demoProfile, demoFields: ["availabilityShown", "contactNote", "availabilityText"] }, { demoItems: 0, addressKnown: true }).items.find((item) => item.id === "demo")!;
  expect(demo).toEqual(expect.objectContaining({ done: false, hint: "The demo's items are gone; still the demo's on your profile: the contact note and the badge's text." }));
  const clean = firstRunChecklist({ ...demoProfile, demoFields: ["availabilityShown"] }, { demoItems: 0, addressKnown: true });
  expect(clean.items.find((item) => item.id === "demo")?.done).toBe(true);
});
