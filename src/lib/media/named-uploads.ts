import type { Nodes } from "mdast";
import { defaultUrlTransform } from "react-markdown";
import { parseMarkdown } from "@/lib/posts/parse";
import { SAFE_FILE_NAME } from "@/lib/storage/upload-names";

/*
 * Which uploads a text names, read the way the page reads it (docs/decisions.md, "When an
 * uploaded file is used"). The syntax tree is the renderer's own: the same parse
 * (src/lib/posts/parse.ts parseMarkdown, what src/components/markdown/markdown-html.ts renders
 * from) and rules (MARKDOWN_DIALECT; tests/media/named-uploads.test.tsx renders through the
 * Markdown component and compares),
 * so every escape the page decodes is decoded here (`/uploads&#47;…`, `/uploads\/…`,
 * `/upl&#111;ads/…`, `&#46;webp`, a reference and its definition, `<…>`, a bare address GFM
 * links). From the tree, what the renderer makes of it: an image's `src` and a link's `href`
 * (a reference through its first definition), raw HTML dropped, every address through the
 * renderer's URL transform. Then each address is resolved as a browser resolves it and named
 * by the stored URL of the file it reaches. No server code here.
 * The renderer's own later steps (src/lib/posts/bounds.ts flattens a pathologically deep
 * nesting to plain text) only ever show less: what is read here is never less than shown.
 */

/** The renderer's rules: raw HTML skipped, react-markdown's safe URL transform. */
export const MARKDOWN_DIALECT = {
  urlTransform: defaultUrlTransform,
} as const;

/** Every address a text's page holds, as the renderer hands them to the browser (after its URL transform). */
export interface MarkdownAddresses {
  /** Each image's `src`, in order (a reference resolved through its definition). */
  images: string[];
  /** Each link's `href`, in order (`<…>` and GFM's bare addresses too; a reference resolved through its definition). */
  links: string[];
  /** Each reference definition's URL, used by a reference or not: the owner may be about to use it. */
  definitions: string[];
}

/**
 * Texts read lately, by text: a save reads its row's text and then its version's, and an
 * autosave every few seconds a text that mostly did not change. Bounded; the oldest goes first.
 */
const read = new Map<string, MarkdownAddresses>();
const READ_KEPT = 16;

/**
 * The addresses `markdown` shows and links, read by the renderer's own parse. One walk with
 * its own stack: linear in the text, and no recursion however deeply it nests. The lists are
 * shared with later calls for the same text: read them, never change them.
 */
export function markdownAddresses(markdown: string): MarkdownAddresses {
  if (!markdown) return { images: [], links: [], definitions: [] };
  const known = read.get(markdown);
  if (known) return known;
  const found = parsedAddresses(markdown);
  if (read.size >= READ_KEPT) read.delete(read.keys().next().value!);
  read.set(markdown, found);
  return found;
}

function parsedAddresses(markdown: string): MarkdownAddresses {
  const found: MarkdownAddresses = { images: [], links: [], definitions: [] };
  const transform = (url: string | null | undefined) => MARKDOWN_DIALECT.urlTransform(url ?? "");
  // A reference takes the first definition of its label (as mdast-util-to-hast resolves it).
  const defined = new Map<string, string>();
  const references: Array<{ identifier: string; image: boolean }> = [];
  const stack: Nodes[] = [parseMarkdown(markdown)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case "image":
        found.images.push(transform(node.url));
        break;
      case "link":
        found.links.push(transform(node.url));
        break;
      case "definition": {
        const label = node.identifier.toUpperCase();
        if (!defined.has(label)) defined.set(label, node.url);
        found.definitions.push(transform(node.url));
        break;
      }
      case "imageReference":
      case "linkReference":
        references.push({ identifier: node.identifier.toUpperCase(), image: node.type === "imageReference" });
        break;
      // Raw HTML is dropped by the renderer (skipHtml): nothing in it is shown or linked.
      default:
        break;
    }
    if ("children" in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  // Depth-first order, references after (their order among themselves kept).
  for (const { identifier, image } of references) {
    const url = defined.get(identifier);
    // A reference without a definition is shown as its text, not as an image or a link.
    if (url !== undefined) (image ? found.images : found.links).push(transform(url));
  }
  return found;
}

/** Where a relative address is resolved: the site's root (from a page deeper down, `../` reaches the same place). */
const SITE = "https://site.invalid/";
const BLOB_HOST = /^[a-z0-9.-]+\.blob\.vercel-storage\.com$/;

/**
 * The stored URL of the upload `address` reaches, as a browser resolves it (relative to the
 * page, `\` as `/`, dot segments, percent-escapes as the upload route decodes them, query and
 * fragment dropped), or null when it reaches none. `/uploads/<name>` on any host counts: a
 * stored name is a UUID of this site's, and this site's own address typed in full reaches it.
 */
export function uploadAt(address: string): string | null {
  if (!address) return null;
  let url: URL;
  try {
    url = new URL(address, SITE);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const segments = url.pathname.split("/").filter((segment) => segment !== "");
  if (segments.length !== 2) return null;
  let folder: string;
  let name: string;
  try {
    [folder, name] = segments.map((segment) => decodeURIComponent(segment)) as [string, string];
  } catch {
    return null;
  }
  if (!SAFE_FILE_NAME.test(name)) return null;
  if (BLOB_HOST.test(url.hostname)) return folder === "images" || folder === "files" ? `https://${url.hostname}/${folder}/${name}` : null;
  return folder === "uploads" ? `/uploads/${name}` : null;
}

/** The uploads something names, each once. */
export interface NamedUploads {
  /** Every upload named, each once: the plain fields' first, then each text's images, links and definitions. */
  files: string[];
  /** Those the texts show as images: a save that starts showing one must find it still stored. */
  images: string[];
}

/**
 * The uploads named by `fields` (values that are an address: an image column, the résumé) and
 * by `texts` (Markdown: what its page shows and links, and its reference definitions). The one
 * reading of "names" for content rows, kept versions and autosaves (src/lib/media/in-use.ts).
 */
export function uploadsNamed({ fields = [], texts = [] }: { fields?: readonly unknown[]; texts?: readonly unknown[] }): NamedUploads {
  const files = new Set<string>();
  const images = new Set<string>();
  for (const value of fields) {
    const upload = typeof value === "string" ? uploadAt(value.trim()) : null;
    if (upload) files.add(upload);
  }
  for (const text of texts) {
    if (typeof text !== "string" || text === "") continue;
    const addresses = markdownAddresses(text);
    for (const address of addresses.images) {
      const upload = uploadAt(address);
      if (upload) {
        files.add(upload);
        images.add(upload);
      }
    }
    for (const address of [...addresses.links, ...addresses.definitions]) {
      const upload = uploadAt(address);
      if (upload) files.add(upload);
    }
  }
  return { files: [...files], images: [...images] };
}
