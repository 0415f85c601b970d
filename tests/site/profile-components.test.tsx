/** @jest-environment jsdom */
/**
 * Issue 12 point 3: the header, the hero, the icon rows and the closing invitation show the
 * profile they are given: the photo or the monogram, the availability badge only when it
 * is shown, the résumé only when there is one, the links that are set in the owner's order.
 */
import { render, screen, within } from "@testing-library/react";
import { CallToAction } from "@/components/site/call-to-action";
import { Hero, splitHeadline } from "@/components/site/home/hero";
import { SiteHeader } from "@/components/site/site-header";
import { SocialLinks } from "@/components/site/social-links";
import type { AtAGlance } from "@/components/site/home/at-a-glance";
import { publicProfile } from "../helpers/profile";
import { renderAs } from "./support/render";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const GLANCE: AtAGlance = { role: null, skills: [], latestPost: null };
const AVATAR = "/uploads/3f1c9a2e-0000-4000-8000-000000000000.webp";

describe("header", () => {
  test("the name and its monogram when there is no photo", () => {
    const { container } = renderAs(null, <SiteHeader profile={publicProfile({ avatar: null })} />);
    const home = screen.getByRole("link", { name: /Rosa Quintero/ });
    expect(home).toHaveAttribute("href", "/");
    expect(within(home).getByText("RQ")).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("header img")).toBeNull();
  });

  test("the photo instead of the monogram when one is set, through the optimizer at 1x and 2x", () => {
    renderAs(null, <SiteHeader profile={publicProfile({ avatar: AVATAR })} />);
    const home = screen.getByRole("link", { name: "Rosa Quintero" });
    expect(within(home).queryByText("RQ")).toBeNull();
    const img = home.querySelector("img")!;
    // The name beside it names the link.
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "36");
    expect(img.getAttribute("src")).toMatch(/^\/_next\/image\?url=%2Fuploads%2F3f1c9a2e-.*\.webp&w=96&q=75$/);
    expect(img.getAttribute("srcset")).toMatch(/w=48&q=75 1x, .*w=96&q=75 2x$/);
  });

  test("the top bar's icons: the profiles that are set, in the owner's order, e-mail left to Contact", () => {
    renderAs(
      null,
      <SiteHeader
        profile={publicProfile({
          links: [
            { network: "youtube", url: "https://www.youtube.com/@rosa" },
            { network: "email", url: "mailto:rosa@quintero.example" },
            { network: "linkedin", url: "" },
            { network: "bluesky", url: "https://bsky.app/profile/rosa.example" },
          ],
        })}
      />,
    );
    const icons = screen.getAllByRole("link", { name: /opens in a new tab/ });
    expect(icons.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["YouTube (opens in a new tab)", "https://www.youtube.com/@rosa"],
      ["Bluesky (opens in a new tab)", "https://bsky.app/profile/rosa.example"],
    ]);
    expect(icons.map((link) => link.querySelector("use")!.getAttribute("href")!.split("#")[1])).toEqual(["youtube", "bluesky"]);
  });

  test("no profile elsewhere: no empty list", () => {
    const { container } = render(<SocialLinks links={[{ network: "email", url: "mailto:rosa@quintero.example" }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("hero", () => {
  test("the headline, the intro, the availability badge, the résumé and the location from the profile", () => {
    render(<Hero profile={publicProfile()} glance={GLANCE} />);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent("Hi, I'm Rosa. Platform engineer building quiet, reliable systems.");
    expect(screen.getByText("I make deploys boring and dashboards green.")).toBeInTheDocument();
    expect(screen.getByText("Taking on two projects this spring")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Resume/ })).toHaveAttribute("href", "https://files.example/rosa-cv.pdf");
    expect(screen.getByText("Valparaíso, Chile")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Get in touch/ })).toHaveAttribute("href", "/contact");
    // The at-a-glance card names the owner too.
    expect(screen.getByRole("complementary", { name: "At a glance" })).toHaveTextContent("Rosa Quintero — Platform engineer");
  });

  test("availability hidden: no badge, whatever its text", () => {
    render(<Hero profile={publicProfile({ availabilityShown: false })} glance={GLANCE} />);
    expect(screen.queryByText("Taking on two projects this spring")).toBeNull();
  });

  test("shown but empty: no empty badge", () => {
    const { container } = render(<Hero profile={publicProfile({ availabilityText: "  " })} glance={GLANCE} />);
    expect(container.querySelector(".motion-safe\\:animate-ping")).toBeNull();
  });

  test("no résumé: no Resume button; no location: no pin", () => {
    const { container } = render(<Hero profile={publicProfile({ resumeUrl: null, location: "" })} glance={GLANCE} />);
    expect(screen.queryByRole("link", { name: /Resume/ })).toBeNull();
    expect(container.querySelector('use[href$="#map-pin"]')).toBeNull();
  });

  test("the headline's first sentence leads; the rest is set apart", () => {
    expect(splitHeadline("Hi, I'm Rosa. Platform engineer building quiet systems.")).toEqual({
      lead: "Hi, I'm Rosa.",
      rest: "Platform engineer building quiet systems.",
    });
    expect(splitHeadline("Building quiet systems since 2012")).toEqual({ lead: "Building quiet systems since 2012", rest: "" });
    expect(splitHeadline("Version 2.0 of me. Still shipping!")).toEqual({ lead: "Version 2.0 of me.", rest: "Still shipping!" });
  });
});

describe("Let's work together", () => {
  test("the owner's contact note and address", () => {
    render(<CallToAction profile={publicProfile()} />);
    expect(screen.getByText(/I answer within a week, usually sooner\./)).toBeInTheDocument();
    expect(screen.queryByText(/two working days/)).toBeNull();
    expect(screen.getByRole("link", { name: "rosa@quintero.example" })).toHaveAttribute("href", "mailto:rosa@quintero.example");
  });

  test("no public address: no mail button", () => {
    render(<CallToAction profile={publicProfile({ email: "", contactNote: "" })} />);
    expect(screen.queryByRole("link", { name: /@/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Get in touch/ })).toBeInTheDocument();
  });
});
