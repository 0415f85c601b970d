import type { NavIcon } from "@/config/nav";
import { spriteIcon as icon, type IconProps } from "./sprite-icon";

/**
 * The icons of the navigation and the header, which every page's layout draws: a module of
 * their own, so that the layout's script carries these and not every icon the admin and
 * the content use (./icons.tsx re-exports them with the others).
 */
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
export const ArrangeIcon = /* @__PURE__ */ icon("arrange");
export const ImageIcon = /* @__PURE__ */ icon("image");
export const KeyIcon = /* @__PURE__ */ icon("key");
export const SunIcon = /* @__PURE__ */ icon("sun");
export const MoonIcon = /* @__PURE__ */ icon("moon");
export const MoreIcon = /* @__PURE__ */ icon("more");
export const ChevronDownIcon = /* @__PURE__ */ icon("chevron-down");
export const LoginIcon = /* @__PURE__ */ icon("login");
export const LogoutIcon = /* @__PURE__ */ icon("logout");

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
  key: KeyIcon,
};
