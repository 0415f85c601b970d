// turndown-plugin-gfm ships no types: the two rules used here (src/components/admin/editor/rich-paste.ts).
declare module "turndown-plugin-gfm" {
  import type TurndownService from "turndown";
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
}
