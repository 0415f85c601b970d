import fs from "node:fs";
import path from "node:path";
/**
 * Issue 12 point 3 and issue 14 point 4: what the public files and tags say is built from
 * the profile, and the site's origin comes from the profile, then Vercel's production
 * domain, then the request (never a made-up localhost).
 */
import { inboxUrl } from "@/lib/notify";
import { emailAddressOf, initialsOf, linkHref, profileLinks, visibleLinks } from "@/lib/site/identity";
import { webManifest } from "@/lib/site/manifest";
import { pageMetadata, postCardUrl, rootMetadata, siteCardUrl } from "@/lib/site/metadata";
import { robotsRules } from "@/lib/site/robots";
import { buildRssFeed } from "@/lib/site/rss";
import { personJsonLd } from "@/lib/site/structured-data";
import { absoluteUrl, configuredOrigin, documentOrigin, originOf, requestOrigin } from "@/lib/site/site-url";
import { publicProfile } from "../helpers/profile";

const VERCEL_NAMES = ["VERCEL_ENV", "VERCEL_PROJECT_PRODUCTION_URL", "VERCEL_BRANCH_URL", "VERCEL_URL"] as const;
afterEach(() => {
  for (const name of VERCEL_NAMES) delete process.env[name];
});

const request = (headers: Record<string, string>) => new Headers(headers);

describe("the site's origin", () => {
  test("the profile's siteUrl first, then Vercel's production domain, else none", () => {
    expect(configuredOrigin({ siteUrl: "https://rosa.example/" })).toBe("https://rosa.example");
    expect(configuredOrigin({ siteUrl: "" })).toBeNull();
    process.env.VERCEL_PROJECT_PRODUCTION_URL = "rosa-site.vercel.app";
    expect(configuredOrigin({ siteUrl: "" })).toBe("https://rosa-site.vercel.app");
    expect(configuredOrigin({ siteUrl: "https://rosa.example" })).toBe("https://rosa.example");
  });

  test("only an http(s) origin counts as one", () => {
    expect(originOf("https://rosa.example/blog?x=1")).toBe("https://rosa.example");
    expect(originOf("http://127.0.0.1:3670")).toBe("http://127.0.0.1:3670");
    for (const value of ["", "   ", "rosa.example", "javascript:alert(1)", "ftp://rosa.example", null, undefined]) {
      expect([value, originOf(value)]).toEqual([value, null]);
    }
  });

  test("a request's origin: forwarded host and scheme, else Host over http; the port is kept", () => {
    expect(requestOrigin(request({ host: "127.0.0.1:3670" }))).toBe("http://127.0.0.1:3670");
    expect(requestOrigin(request({ host: "internal:3000", "x-forwarded-host": "rosa.example", "x-forwarded-proto": "https" }))).toBe(
      "https://rosa.example",
    );
    expect(requestOrigin(request({ "x-forwarded-host": "a.example, b.example", "x-forwarded-proto": "https,http" }))).toBe("https://a.example");
    expect(requestOrigin(request({ host: "[::1]:3000" }))).toBe("http://[::1]:3000");
    // An unknown scheme is read as http; a host that is not a plain host name is no origin.
    expect(requestOrigin(request({ host: "rosa.example", "x-forwarded-proto": "gopher" }))).toBe("http://rosa.example");
    for (const host of ["evil.example/path", "a b", "<script>", "user@evil.example", "rosa.example:port"]) {
      expect([host, requestOrigin(request({ host }))]).toEqual([host, null]);
    }
    expect(requestOrigin(request({}))).toBeNull();
  });

  test("the feed, the sitemap and robots.txt: the profile's address, else Vercel's production domain; never a request's Host", () => {
    expect(documentOrigin({ siteUrl: "https://rosa.example" })).toBe("https://rosa.example");
    // Unknown: null (the documents then name no host at all), not the host a request claimed.
    expect(documentOrigin({ siteUrl: "" })).toBeNull();
    process.env.VERCEL_PROJECT_PRODUCTION_URL = "rosa-site.vercel.app";
    expect(documentOrigin({ siteUrl: "" })).toBe("https://rosa-site.vercel.app");
    // The owner's address wins over the platform's.
    expect(documentOrigin({ siteUrl: "https://rosa.example" })).toBe("https://rosa.example");
    expect(configuredOrigin({ siteUrl: "" })).toBe("https://rosa-site.vercel.app");
  });

  test("a preview deployment's files name its branch's host, else its deployment's (from the platform, not the request); production never does", () => {
    process.env.VERCEL_PROJECT_PRODUCTION_URL = "rosa-site.vercel.app";
    process.env.VERCEL_URL = "rosa-site-k3j9x2-rosa.vercel.app";
    process.env.VERCEL_BRANCH_URL = "rosa-site-git-new-post-rosa.vercel.app";
    expect(documentOrigin({ siteUrl: "" })).toBe("https://rosa-site.vercel.app");
    process.env.VERCEL_ENV = "preview";
    expect(documentOrigin({ siteUrl: "https://rosa.example" })).toBe("https://rosa-site-git-new-post-rosa.vercel.app");
    delete process.env.VERCEL_BRANCH_URL;
    expect(documentOrigin({ siteUrl: "" })).toBe("https://rosa-site-k3j9x2-rosa.vercel.app");
  });

  test("absolute URLs; a path alone without an origin (never localhost)", () => {
    expect(absoluteUrl("https://rosa.example", "/blogs/1")).toBe("https://rosa.example/blogs/1");
    expect(absoluteUrl("https://rosa.example", "about")).toBe("https://rosa.example/about");
    expect(absoluteUrl(null, "/sitemap.xml")).toBe("/sitemap.xml");
  });

  test("the owner's inbox link: the configured origin, else none (the mail then names the inbox without a link)", () => {
    expect(inboxUrl("https://rosa.example/")).toBe("https://rosa.example/message");
    expect(inboxUrl(null)).toBeNull();
    expect(inboxUrl("")).toBeNull();
  });
});

describe("links and initials", () => {
  test("initials of one, two or more names", () => {
    expect(initialsOf("Rosa Quintero")).toBe("RQ");
    expect(initialsOf("  Ana María  de la Cruz ")).toBe("AC");
    expect(initialsOf("prince")).toBe("P");
    expect(initialsOf("Émile Zola")).toBe("ÉZ");
    expect(initialsOf("")).toBe("?");
  });

  test("only links with a URL are shown, in the owner's order; e-mail keeps to its own places", () => {
    const links = [
      { network: "website", url: "https://rosa.example" },
      { network: "email", url: "rosa@quintero.example" },
      { network: "x", url: "  " },
      { network: "github", url: "https://github.com/rosaq" },
    ] as const;
    expect(visibleLinks([...links]).map((link) => link.network)).toEqual(["website", "email", "github"]);
    expect(profileLinks([...links]).map((link) => link.network)).toEqual(["website", "github"]);
    expect(linkHref(links[1])).toBe("mailto:rosa@quintero.example");
    expect(linkHref({ network: "email", url: "mailto:rosa@quintero.example" })).toBe("mailto:rosa@quintero.example");
    expect(emailAddressOf({ network: "email", url: "mailto:rosa%2Bsite@quintero.example" })).toBe("rosa+site@quintero.example");
  });
});

describe("metadata", () => {
  test("the layout: title template and description from siteTitle and siteDescription, the origin as base", () => {
    const metadata = rootMetadata(publicProfile());
    expect(metadata.title).toEqual({ default: "Rosa Quintero · Platform engineer", template: "%s · Rosa Quintero · Platform engineer" });
    expect(metadata.description).toBe("Rosa Quintero builds platforms that stay out of the way.");
    expect(String(metadata.metadataBase)).toBe("https://rosa.example/");
    expect(metadata.alternates?.types).toEqual({ "application/rss+xml": [{ url: "/rss.xml", title: "Rosa Quintero · Platform engineer — Blog" }] });
    expect(metadata.robots).toBeUndefined();
    // Pages that name no card (login, the owner's screens) still share the site's.
    const card = [{ url: siteCardUrl(publicProfile()), width: 1200, height: 630, alt: "Rosa Quintero — Platform engineer" }];
    expect(metadata.openGraph?.images).toEqual(card);
    expect(metadata.twitter?.images).toEqual(card);
  });

  test("no origin known: no base, so canonical links and og:url stay relative to the page", () => {
    expect(rootMetadata(publicProfile({ siteUrl: "" })).metadataBase).toBeNull();
    process.env.VERCEL_PROJECT_PRODUCTION_URL = "rosa-site.vercel.app";
    expect(String(rootMetadata(publicProfile({ siteUrl: "" })).metadataBase)).toBe("https://rosa-site.vercel.app/");
  });

  test("a preview deployment is noindex everywhere", () => {
    process.env.VERCEL_ENV = "preview";
    expect(rootMetadata(publicProfile()).robots).toEqual({ index: false, follow: false });
  });

  test("each page its own title, canonical link, og:title, og:url and the site's card", () => {
    const profile = publicProfile();
    for (const [path, title] of [
      ["/about", "About"],
      ["/projects", "Projects"],
      ["/contact", "Contact"],
    ] as const) {
      const metadata = pageMetadata(profile, { path, title, description: `The ${title} page.` });
      const full = `${title} · Rosa Quintero · Platform engineer`;
      expect(metadata.title).toEqual({ absolute: full });
      expect(metadata.description).toBe(`The ${title} page.`);
      expect(metadata.alternates?.canonical).toBe(path);
      expect(metadata.openGraph).toMatchObject({ url: path, title: full, description: `The ${title} page.`, siteName: "Rosa Quintero", type: "website" });
      const card = [{ url: siteCardUrl(profile), width: 1200, height: 630, alt: "Rosa Quintero — Platform engineer" }];
      expect(metadata.openGraph?.images).toEqual(card);
      expect(metadata.twitter?.images).toEqual(card);
      expect(metadata.twitter).toMatchObject({ card: "summary_large_image", title: full });
    }
    const home = pageMetadata(profile, { path: "/", description: profile.siteDescription });
    expect(home.title).toEqual({ absolute: "Rosa Quintero · Platform engineer" });
    expect(home.openGraph).toMatchObject({ url: "/", title: "Rosa Quintero · Platform engineer" });
  });

  test("a post: an article with its own URL and its own card, for Open Graph and Twitter alike", () => {
    const metadata = pageMetadata(publicProfile(), {
      path: "/blogs/abc",
      title: "Quiet deploys",
      description: "How.",
      type: "article",
      publishedTime: "2026-04-02",
      card: { url: postCardUrl("abc"), alt: "Quiet deploys" },
    });
    expect(metadata.openGraph).toMatchObject({ type: "article", url: "/blogs/abc", publishedTime: "2026-04-02" });
    const card = [{ url: "/og/blogs/abc", width: 1200, height: 630, alt: "Quiet deploys" }];
    expect(metadata.openGraph?.images).toEqual(card);
    expect(metadata.twitter?.images).toEqual(card);
    expect(metadata.alternates?.canonical).toBe("/blogs/abc");
  });

  test("a title keeps within 70 characters: the site's title, else the name, else the page's own words", () => {
    const profile = publicProfile();
    const title = (words: string) => pageMetadata(profile, { path: "/blogs/abc", title: words, description: "How." }).title;
    expect(title("Quiet deploys")).toEqual({ absolute: "Quiet deploys · Rosa Quintero · Platform engineer" });
    const medium = "Counting bytes as they arrive: body limits for streams";
    expect(title(medium)).toEqual({ absolute: `${medium} · Rosa Quintero` });
    const long = "Counting bytes as they arrive: body limits for streamed requests, and why";
    expect(title(long)).toEqual({ absolute: long });
    const metadata = pageMetadata(profile, { path: "/blogs/abc", title: medium, description: "How." });
    expect(metadata.openGraph).toMatchObject({ title: `${medium} · Rosa Quintero` });
  });

  test("the site card's address changes with the profile, so networks fetch the new one", () => {
    expect(siteCardUrl(publicProfile())).toMatch(/^\/og\?v=[0-9a-z]+$/);
    expect(siteCardUrl(publicProfile({ updatedAt: "2026-05-02T10:00:00.000Z" }))).not.toBe(siteCardUrl(publicProfile()));
  });
});

describe("JSON-LD Person", () => {
  test("name, job title, the photo and the site's URL, and the profiles elsewhere as sameAs", () => {
    const person = personJsonLd(publicProfile({ avatar: "/uploads/3f1c9a2e-0000-4000-8000-000000000000.webp" }));
    expect(person).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Rosa Quintero",
      jobTitle: "Platform engineer",
      description: "I make deploys boring and dashboards green.",
      email: "mailto:rosa@quintero.example",
      url: "https://rosa.example",
      image: "https://rosa.example/uploads/3f1c9a2e-0000-4000-8000-000000000000.webp",
      address: { "@type": "PostalAddress", addressLocality: "Valparaíso, Chile" },
      sameAs: ["https://github.com/rosaq", "https://hachyderm.io/@rosa"],
    });
  });

  test("what is unknown or empty is left out", () => {
    const person = personJsonLd(publicProfile({ siteUrl: "", avatar: "/uploads/a.png", links: [], location: "", role: "" }));
    expect(person).not.toHaveProperty("url");
    expect(person).not.toHaveProperty("image");
    expect(person).not.toHaveProperty("sameAs");
    expect(person).not.toHaveProperty("address");
    expect(person).not.toHaveProperty("jobTitle");
    const blobPhoto = "https://store.public.blob.vercel-storage.com/images/a.png";
    expect(personJsonLd(publicProfile({ siteUrl: "", avatar: blobPhoto })).image).toBe(blobPhoto);
  });
});

describe("the web manifest", () => {
  test("named after the owner, with the site's description, icons and colours", () => {
    expect(webManifest(publicProfile())).toEqual({
      name: "Rosa Quintero · Platform engineer",
      short_name: "Rosa Quintero",
      description: "Rosa Quintero builds platforms that stay out of the way.",
      start_url: "/",
      scope: "/",
      display: "standalone",
      background_color: "#0b0d12",
      theme_color: "#0b0d12",
      icons: [
        { src: "/monogram/favicon", sizes: "64x64", type: "image/png" },
        { src: "/monogram/apple-touch", sizes: "180x180", type: "image/png" },
      ],
    });
  });
});

describe("robots.txt", () => {
  test("the sitemap at the site's origin; the owner's screens and the API disallowed", () => {
    const robots = robotsRules("https://rosa.example");
    expect(robots.sitemap).toBe("https://rosa.example/sitemap.xml");
    expect(robots.rules).toEqual([expect.objectContaining({ allow: "/", disallow: expect.arrayContaining(["/api/", "/admin", "/login"]) })]);
  });

  /** Every path the app answers (src/app, route groups left out), a dynamic segment as "x". */
  function appPaths(dir = path.join(__dirname, "..", "..", "src", "app"), prefix = ""): string[] {
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isFile()) return /^(page|route)\.tsx?$/.test(entry.name) ? [prefix || "/"] : [];
      const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name.replace(/^\[.*\]$/, "x")}`;
      return appPaths(path.join(dir, entry.name), prefix + segment);
    });
  }

  test("disallows only what exists, and every owner screen, preview and API path", () => {
    const [{ disallow }] = robotsRules("https://rosa.example").rules as Array<{ disallow: string[] }>;
    const paths = appPaths();
    const blocked = (pathname: string) => disallow.some((rule) => pathname.startsWith(rule));
    // Each rule names something the site answers (no /read-message/, /delete- …).
    expect(disallow.filter((rule) => !paths.some((pathname) => pathname.startsWith(rule)))).toEqual([]);
    // The owner's screens (the (admin) group), the login, the previews and the API.
    const ownerScreens = fs
      .readdirSync(path.join(__dirname, "..", "..", "src", "app", "(admin)"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/${entry.name}`);
    const privatePaths = [...ownerScreens, "/login", "/preview/blogs/x", "/preview/projects/x", ...paths.filter((p) => p.startsWith("/api/"))];
    expect(privatePaths.filter((pathname) => !blocked(pathname))).toEqual([]);
    // The public pages, the feed, the sitemap's pages and the images stay open.
    const publicPaths = ["/", "/about", "/projects", "/blogs", "/blogs/x", "/experience", "/certification", "/techStack", "/contact", "/rss.xml", "/og", "/uploads/x"];
    expect(publicPaths.filter(blocked)).toEqual([]);
  });

  test("a preview deployment disallows everything", () => {
    process.env.VERCEL_ENV = "preview";
    expect(robotsRules("https://preview.vercel.app")).toEqual({ rules: [{ userAgent: "*", disallow: "/" }] });
  });
});

describe("the RSS channel", () => {
  test("its title, link and self link from the profile and the origin", () => {
    const xml = buildRssFeed([{ slug: "quiet-deploys", title: "Quiet deploys", summary: "How.", date: "2026-04-02", content: "Text.", tags: [] }], {
      name: "Rosa Quintero",
      description: "Notes on platforms.",
      origin: "http://127.0.0.1:3670",
    });
    expect(xml).toContain("<title>Rosa Quintero — Blog</title>");
    expect(xml).toContain("<link>http://127.0.0.1:3670/blogs</link>");
    expect(xml).toContain("<description>Notes on platforms.</description>");
    expect(xml).toContain('<atom:link href="http://127.0.0.1:3670/rss.xml" rel="self"');
    expect(xml).toContain("<link>http://127.0.0.1:3670/blogs/quiet-deploys</link>");
    expect(xml).not.toContain("localhost");
  });
});
