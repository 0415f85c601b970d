/** @jest-environment jsdom */
/**
 * Blog markdown is rendered inert: hostile markdown and raw HTML, rendered by the
 * `Markdown` component both as the public blog page does (react-dom/server, a server
 * component) and as the admin preview does (in the browser), never yields a script, a
 * frame, an event handler attribute or a javascript:/vbscript:/data: URL. The text around
 * the payload still renders, so the renderer did not just give up.
 */
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { Markdown } from "@/components/markdown/markdown";

const PAYLOADS: Array<[string, string]> = [
  // Raw HTML, inline and as blocks
  ["an inline script", "Hello <script>alert(1)</script> world"],
  ["a script block", "<script>\nalert(document.cookie)\n</script>"],
  ["a script with a src", '<script src="https://evil.example/x.js"></script>'],
  ["an img onerror", '<img src=x onerror="alert(1)">'],
  ["an svg onload", "<svg onload=alert(1)><circle r=1 /></svg>"],
  ["a math xlink:href", '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
  ["an iframe", '<iframe src="https://evil.example"></iframe>'],
  ["an iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["an object and an embed", '<object data="https://evil.example/x.swf"></object><embed src="x.swf">'],
  ["a raw javascript: link", '<a href="javascript:alert(1)">click</a>'],
  ["an entity-encoded javascript: link", "<a href=\"jav&#x61;script:alert(1)\">click</a>"],
  ["a form with a javascript: action", '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>'],
  ["a meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["a base and a link", '<base href="javascript:alert(1)//"><link rel="stylesheet" href="https://evil.example/x.css">'],
  ["a style element", "<style>body { background: url(javascript:alert(1)) }</style>"],
  ["an HTML block with a handler", '<div onclick="alert(1)" onmouseover="alert(2)">\n\n**bold inside**\n\n</div>'],
  ["an HTML comment hiding a script", "<!-- --><script>alert(1)</script><!-- -->"],
  ["a details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary></details>"],
  ["a video poster and onerror", '<video poster="javascript:alert(1)" onerror="alert(2)"><source src=x></video>'],
  // Markdown links and images
  ["a markdown javascript: link", "[click me](javascript:alert(1))"],
  ["a mixed-case javascript: link", "[click me](JaVaScRiPt:alert(1))"],
  ["an entity-encoded javascript: link", "[click me](jav&#x61;script:alert(1))"],
  ["a javascript: link split by a tab entity", "[click me](java&#x09;script:alert(1))"],
  ["a javascript: link in angle brackets", "[click me](<javascript:alert(1)>)"],
  ["a reference-style javascript: link", "[click me][evil]\n\n[evil]: javascript:alert(1)"],
  ["a javascript: autolink", "<javascript:alert(1)>"],
  ["a vbscript: link", "[click me](vbscript:msgbox(1))"],
  ["a data: text/html link", "[click me](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["a javascript: image", "![pic](javascript:alert(1))"],
  ["a data: svg image", "![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+)"],
  ["a title that breaks out of its attribute", '[click me](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ["alt text that breaks out of its attribute", '![a" onerror="alert(1)](https://example.com/a.png)'],
  ["a URL that breaks out of its attribute", '[click me](https://example.com/"onmouseover="alert(1))'],
  // Code is shown, never run
  ["a script in a code fence", "```html\n<script>alert(1)</script>\n<img src=x onerror=alert(2)>\n```"],
  ["a script in inline code", "`<script>alert(1)</script>`"],
  ["escaped HTML entities", "&lt;script&gt;alert(1)&lt;/script&gt;"],
];

/** Every payload at once, to catch interactions between them. */
const ALL_AT_ONCE = PAYLOADS.map(([, source]) => source).join("\n\n");

// React hoists a <link rel="preload" as="image"> for each image it renders: that one is allowed
// (its href is checked like any URL); every other link is not.
const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, style, meta, base, form, link:not([rel="preload"][as="image"])';
const URL_ATTRIBUTES = ["href", "src", "srcset", "action", "formaction", "poster", "background", "xlink:href", "data", "srcdoc"];
// Browsers ignore control characters and whitespace in a scheme ("java\tscript:").
const unsafeUrl = (value: string) => /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ""));

/** Everything that could run: returns a list of findings, empty when the markup is inert. */
function findActiveContent(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll(FORBIDDEN_ELEMENTS))) found.push(`<${el.tagName.toLowerCase()}>`);
  for (const el of Array.from(root.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) found.push(`${el.tagName.toLowerCase()}[${name}]`);
      if (URL_ATTRIBUTES.includes(name) && unsafeUrl(attr.value)) found.push(`${el.tagName.toLowerCase()}[${name}=${attr.value}]`);
    }
  }
  return found;
}

const cases = [...PAYLOADS, ["all payloads at once", ALL_AT_ONCE] as [string, string]].map(
  ([label, payload], i): [string, string] => [label, `Intro ${i}\n\n${payload}\n\nOutro ${i}`],
);

describe("the public page (react-dom/server)", () => {
  beforeAll(() => {
    // React warns about the empty src the component leaves for a refused image URL.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(() => jest.restoreAllMocks());

  test.each(cases)("%s", (_label, source) => {
    const markup = renderToStaticMarkup(<Markdown source={source} />);
    // As text too, whatever the parser below makes of it. (A javascript: or an onerror= may
    // appear as text or inside an escaped attribute value: the DOM check judges those.)
    expect(markup).not.toMatch(/<(script|iframe|frame|object|embed|style|meta|base|form)\b/i);
    const doc = new DOMParser().parseFromString(markup, "text/html");
    expect(findActiveContent(doc)).toEqual([]);
    const text = doc.body.textContent ?? "";
    expect(text).toMatch(/Intro \d+/);
    expect(text).toMatch(/Outro \d+/);
  });
});

describe("the admin preview (client render)", () => {
  beforeAll(() => {
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterAll(() => jest.restoreAllMocks());

  test.each(cases)("%s", (_label, source) => {
    const { container, unmount } = render(<Markdown source={source} />);
    expect(findActiveContent(container)).toEqual([]);
    expect(container.textContent).toMatch(/Intro \d+[\s\S]*Outro \d+/);
    unmount();
  });
});

test("code and escaped HTML are shown as text, not dropped", () => {
  const { container } = render(<Markdown source={"```html\n<script>alert(1)</script>\n```\n\n&lt;b&gt;not bold&lt;/b&gt;"} />);
  expect(container.querySelector("pre code")?.textContent).toContain("<script>alert(1)</script>");
  expect(container.textContent).toContain("<b>not bold</b>");
  expect(container.querySelector("b")).toBeNull();
});

test("safe links and the site's own images still work; another site's image is a visible note, never fetched", () => {
  const { container } = render(
    <Markdown source={"[docs](https://example.com/docs) ![logo](/uploads/2b1e4f36-0c1d-4c47-9d0a-1b2c3d4e5f60.webp) ![theirs](https://example.com/logo.png)"} />,
  );
  expect(container.querySelector("a")?.getAttribute("href")).toBe("https://example.com/docs");
  expect(container.querySelectorAll("img")).toHaveLength(1);
  expect(container.querySelector("img")?.getAttribute("src")).toBe("/uploads/2b1e4f36-0c1d-4c47-9d0a-1b2c3d4e5f60.webp");
  expect(container.querySelector('[role="img"]')).toHaveAccessibleName("Image not shown: theirs");
  expect(container.textContent).toContain("Image from another site, not shown: theirs.");
});
