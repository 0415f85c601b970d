import type { SVGProps } from "react";
import type { NavIcon } from "@/config/nav";
import type { ProfileLinkNetwork } from "@/lib/enums";
import type { IconName } from "@/lib/site/icon-sprite.mjs";

/**
 * The site's icons, each a reference into one sprite file (src/lib/site/icon-sprite.mjs,
 * served at /icons.svg with its version in the URL, cached for a year): no icon library,
 * and a page carries ~100 bytes per icon instead of its paths. They take the text colour.
 * Every icon is decorative (aria-hidden); the control that holds it carries the name.
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;

function Icon({ name, size = 20, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <use href={`${SPRITE_URL}#${name}`} />
    </svg>
  );
}

const icon = (name: IconName) => {
  const NamedIcon = (props: IconProps) => <Icon {...props} name={name} />;
  NamedIcon.displayName = `Icon(${name})`;
  return NamedIcon;
};

export const HomeIcon = /* @__PURE__ */ icon("home");
export const UserIcon = /* @__PURE__ */ icon("user");
export const GridIcon = /* @__PURE__ */ icon("grid");
export const BriefcaseIcon = /* @__PURE__ */ icon("briefcase");
export const MailIcon = /* @__PURE__ */ icon("mail");
export const InboxIcon = /* @__PURE__ */ icon("inbox");
export const PenIcon = /* @__PURE__ */ icon("pen");
export const AwardIcon = /* @__PURE__ */ icon("award");
export const LayersIcon = /* @__PURE__ */ icon("layers");
export const GaugeIcon = /* @__PURE__ */ icon("gauge");
export const TrashIcon = /* @__PURE__ */ icon("trash");
export const UndoIcon = /* @__PURE__ */ icon("undo");
export const ArrangeIcon = /* @__PURE__ */ icon("arrange");
export const ImageIcon = /* @__PURE__ */ icon("image");
export const GripIcon = /* @__PURE__ */ icon("grip");
export const ArrowRightIcon = /* @__PURE__ */ icon("arrow-right");
export const ArrowLeftIcon = /* @__PURE__ */ icon("arrow-left");
export const ExternalIcon = /* @__PURE__ */ icon("external");
export const FileIcon = /* @__PURE__ */ icon("file");
export const SunIcon = /* @__PURE__ */ icon("sun");
export const MoonIcon = /* @__PURE__ */ icon("moon");
export const MoreIcon = /* @__PURE__ */ icon("more");
export const ChevronDownIcon = /* @__PURE__ */ icon("chevron-down");
export const CopyIcon = /* @__PURE__ */ icon("copy");
export const CheckIcon = /* @__PURE__ */ icon("check");
export const SearchIcon = /* @__PURE__ */ icon("search");
export const PlusIcon = /* @__PURE__ */ icon("plus");
export const LoginIcon = /* @__PURE__ */ icon("login");
export const LogoutIcon = /* @__PURE__ */ icon("logout");
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

export const NAV_ICONS: Record<NavIcon, (p: IconProps) => React.JSX.Element> = {
  home: HomeIcon,
  user: UserIcon,
  grid: GridIcon,
  briefcase: BriefcaseIcon,
  mail: MailIcon,
  inbox: InboxIcon,
  pen: PenIcon,
  award: AwardIcon,
  layers: LayersIcon,
  gauge: GaugeIcon,
  trash: TrashIcon,
  arrange: ArrangeIcon,
  image: ImageIcon,
};

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
