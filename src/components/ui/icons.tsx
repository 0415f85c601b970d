import type { ProfileLinkNetwork } from "@/lib/enums";
import { MailIcon } from "./nav-icons";
import { spriteIcon as icon, type IconProps } from "./sprite-icon";

/** Every icon of the site (./sprite-icon.tsx draws them); the navigation's come from ./nav-icons.tsx. */
export * from "./nav-icons";

export const UndoIcon = /* @__PURE__ */ icon("undo");
export const GripIcon = /* @__PURE__ */ icon("grip");
export const ArrowRightIcon = /* @__PURE__ */ icon("arrow-right");
export const ArrowLeftIcon = /* @__PURE__ */ icon("arrow-left");
export const ExternalIcon = /* @__PURE__ */ icon("external");
export const FileIcon = /* @__PURE__ */ icon("file");
export const CopyIcon = /* @__PURE__ */ icon("copy");
export const CheckIcon = /* @__PURE__ */ icon("check");
export const SearchIcon = /* @__PURE__ */ icon("search");
export const PlusIcon = /* @__PURE__ */ icon("plus");
export const MapPinIcon = /* @__PURE__ */ icon("map-pin");
export const RssIcon = /* @__PURE__ */ icon("rss");
export const GitHubIcon = /* @__PURE__ */ icon("github");
export const LinkedInIcon = /* @__PURE__ */ icon("linkedin");
export const XIcon = /* @__PURE__ */ icon("x");
export const WhatsAppIcon = /* @__PURE__ */ icon("whatsapp");
export const BlueskyIcon = /* @__PURE__ */ icon("bluesky");
export const MastodonIcon = /* @__PURE__ */ icon("mastodon");
export const YouTubeIcon = /* @__PURE__ */ icon("youtube");
export const GlobeIcon = /* @__PURE__ */ icon("globe");

/** One icon for every network a profile link may name (PROFILE_LINK_NETWORKS). */
export const SOCIAL_ICONS: Record<ProfileLinkNetwork, (p: IconProps) => React.JSX.Element> = {
  email: MailIcon,
  github: GitHubIcon,
  linkedin: LinkedInIcon,
  x: XIcon,
  whatsapp: WhatsAppIcon,
  bluesky: BlueskyIcon,
  mastodon: MastodonIcon,
  youtube: YouTubeIcon,
  website: GlobeIcon,
};
