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

export const HomeIcon = icon("home");
export const UserIcon = icon("user");
export const GridIcon = icon("grid");
export const BriefcaseIcon = icon("briefcase");
export const MailIcon = icon("mail");
export const InboxIcon = icon("inbox");
export const PenIcon = icon("pen");
export const AwardIcon = icon("award");
export const LayersIcon = icon("layers");
export const GaugeIcon = icon("gauge");
export const TrashIcon = icon("trash");
export const UndoIcon = icon("undo");
export const ArrangeIcon = icon("arrange");
export const ImageIcon = icon("image");
export const GripIcon = icon("grip");
export const ArrowRightIcon = icon("arrow-right");
export const ArrowLeftIcon = icon("arrow-left");
export const ExternalIcon = icon("external");
export const FileIcon = icon("file");
export const SunIcon = icon("sun");
export const MoonIcon = icon("moon");
export const MoreIcon = icon("more");
export const ChevronDownIcon = icon("chevron-down");
export const CopyIcon = icon("copy");
export const CheckIcon = icon("check");
export const SearchIcon = icon("search");
export const PlusIcon = icon("plus");
export const LoginIcon = icon("login");
export const LogoutIcon = icon("logout");
export const MapPinIcon = icon("map-pin");
export const RssIcon = icon("rss");
export const GitHubIcon = icon("github");
export const LinkedInIcon = icon("linkedin");
export const XIcon = icon("x");
export const WhatsAppIcon = icon("whatsapp");
export const BlueskyIcon = icon("bluesky");
export const MastodonIcon = icon("mastodon");
export const YouTubeIcon = icon("youtube");
export const GlobeIcon = icon("globe");

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
