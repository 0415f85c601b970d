import TurndownService from "turndown";
import { strikethrough, tables } from "turndown-plugin-gfm";

/**
 * Rich text pasted into the post editor (a section of Google Docs, Notion, Word or a web
 * page: HTML on the clipboard) as the Markdown the editor writes: headings, bold, italic,
 * links, lists, quotes, code, tables. Turndown does the conversion (a well-kept converter
 * rather than our own walk of the HTML); the rules below teach it what document editors
 * write instead of the plain tags: Google Docs marks bold and italic with styles on spans,
 * and wraps the whole paste in a <b> whose style says "not bold".
 */
export interface PastedMarkdown {
  markdown: string;
  /** The images the HTML carried inline (data: URLs), as files to upload like a pasted image. */
  files: File[];
  /** Images that live on another site: not brought in (the site shows only its own uploads). */
  remoteImages: number;
}


function styleOf(node: HTMLElement): string {
  return (node.getAttribute("style") ?? "").replace(/\s+/g, "").toLowerCase();
}
const isBoldStyle = (style: string) => /font-weight:(bold|[6-9]00)/.test(style);
const isItalicStyle = (style: string) => /font-style:italic/.test(style);
const isNotBold = (style: string) => /font-weight:(normal|[1-4]00)/.test(style);

function fileOfDataUrl(src: string, index: number): File | null {
  const match = /^data:(image\/(?:png|jpeg|webp|gif|avif));base64,([A-Za-z0-9+/=\s]+)$/i.exec(src);
  if (!match) return null;
  try {
    const binary = atob(match[2]!.replace(/\s+/g, ""));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const type = match[1]!.toLowerCase();
    return new File([bytes], `pasted-image-${index + 1}.${type.split("/")[1]!.replace("jpeg", "jpg")}`, { type });
  } catch {
    return null;
  }
}

function converter(images: { files: File[]; remote: number }): TurndownService {
  const service = new TurndownService({
    headingStyle: "atx",
    bulletListMarker: "-",
    codeBlockStyle: "fenced",
    emDelimiter: "_",
    strongDelimiter: "**",
    hr: "---",
  });
  service.use([tables, strikethrough]);
  // Nothing of the page around the text: no scripts, styles, forms or embedded frames.
  service.remove(["script", "style", "noscript", "iframe", "object", "embed", "form", "button", "input", "select", "textarea", "meta", "link"]);
  // Google Docs: <b style="font-weight:normal" id="docs-internal-guid-…"> around everything.
  service.addRule("notBold", {
    filter: (node) => (node.nodeName === "B" || node.nodeName === "STRONG") && isNotBold(styleOf(node)),
    replacement: (content) => content,
  });
  // Google Docs and Word: bold and italic as styles on spans.
  service.addRule("styledSpan", {
    filter: (node) => node.nodeName === "SPAN" && (isBoldStyle(styleOf(node)) || isItalicStyle(styleOf(node))),
    replacement: (content, node) => {
      if (!content.trim()) return content;
      const style = styleOf(node as HTMLElement);
      const [lead, core, trail] = [/^\s*/.exec(content)![0], content.trim(), /\s*$/.exec(content)![0]];
      let marked = core;
      if (isItalicStyle(style)) marked = `_${marked}_`;
      if (isBoldStyle(style)) marked = `**${marked}**`;
      return `${lead}${marked}${trail}`;
    },
  });
  // The post's Markdown (markdown-it) strikes through with two tildes.
  service.addRule("strike", {
    filter: ["del", "s"],
    replacement: (content) => (content.trim() ? `~~${content}~~` : content),
  });
  // A list item's paragraph (Google Docs wraps each in one) is the item's text: a tight list.
  service.addRule("paragraphInListItem", {
    filter: (node) => node.nodeName === "P" && node.parentNode?.nodeName === "LI",
    replacement: (content) => content,
  });
  // "- item" and "1. item", as the editor's own list buttons write them.
  service.addRule("listItem", {
    filter: "li",
    replacement: (content, node, options) => {
      const parent = node.parentNode as HTMLElement | null;
      let prefix = `${options.bulletListMarker} `;
      if (parent?.nodeName === "OL") {
        const start = Number(parent.getAttribute("start") ?? 1) || 1;
        prefix = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      const text = content.replace(/^\n+/, "").replace(/\n+$/, "\n").replace(/\n(?!$)/g, `\n${" ".repeat(prefix.length)}`);
      return `${prefix}${text}${node.nextSibling && !text.endsWith("\n") ? "\n" : ""}`;
    },
  });
  // Inline images become files to upload (their Markdown is the upload's, inserted after the
  // owner describes them); images elsewhere are counted and left out.
  service.addRule("image", {
    filter: "img",
    replacement: (_content, node) => {
      const src = (node as HTMLElement).getAttribute("src") ?? "";
      const file = fileOfDataUrl(src, images.files.length);
      if (file) {
        images.files.push(file);
        return "";
      }
      if (src) images.remote += 1;
      return "";
    },
  });
  return service;
}

/** The Markdown of pasted HTML, with its inline images as files; null when there is no text to insert. */
export function markdownOfPastedHtml(html: string): PastedMarkdown {
  const images = { files: [] as File[], remote: 0 };
  const markdown = converter(images)
    .turndown(html)
    // Document editors leave non-breaking spaces and runs of blank lines behind.
    .replace(/\u00a0/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { markdown, files: images.files, remoteImages: images.remote };
}
