/** The shell of the signed-in areas: guard, layout, menus and the session's end. */
export { AreaGuard, canEnterArea } from './AreaGuard';
export { AreaHomePage } from './AreaHomePage';
export { AreaLayout } from './AreaLayout';
export { AreaRoot } from './AreaRoot';
export { AREA_MENUS, isLinkActive, type MenuEntry, type MenuGroup, type MenuLink, menuFor, menuLinks } from './menus';
export { useEndSession, useSessionEnding } from './sessionEnd';
export {
  type AreaOwnerProfile,
  isMasterViewAs,
  useViewAs,
  useViewAsParam,
  VIEW_AS_PARAM,
  ViewAsBanner,
  ViewAsProvider,
  type ViewAsState,
  withViewAs,
} from './viewAs';
