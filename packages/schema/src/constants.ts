/**
 * The specification's limits, support contact, links and map defaults. The labelled domain values are in
 * labels.ts: the web's entry needs only these (support contact), not every area's status table.
 */

/** Limits named by the specification, in one place. */
export const LIMITS = {
  nameMin: 4,
  nameMax: 32,
  emailMax: 60,
  passwordMin: 8,
  passwordMax: 32,
  farmerPasswordMin: 4,
  phoneLength: 14,
  cpfLength: 11,
  cnpjLength: 14,
  resumeMax: 670,
  /** The old editor's counter showed /677 next to a 670 limit (spec 001 §5); kept as specified. */
  resumeCounterMax: 677,
  advertMessageMax: 280,
  notificationMessageMax: 105,
  uploadMaxBytes: 3 * 1024 * 1024,
  mobileBreakpointPx: 520,
  topBarPx: 60,
  sideMenuOpenPx: 244,
  sideMenuClosedPx: 82,
} as const;

export const ACCOUNT_DELETION_PHRASE = 'Quero excluir a minha conta';

/** Support contact (spec 000 §1: phone and a chat link with a prefilled message). */
export const SUPPORT = {
  phone: '+55 27 3000-4500',
  phoneHref: 'tel:+552730004500',
  chatUrl: 'https://wa.me/552730004500',
  chatMessage: 'Olá! Preciso de ajuda com a plataforma Talhão.',
} as const;
export const supportChatHref = () => `${SUPPORT.chatUrl}?text=${encodeURIComponent(SUPPORT.chatMessage)}`;

export const PROVIDER_SITE_URL = 'https://talhao.agr.br';

/** Map defaults (spec 001 §9). */
export const MAP_DEFAULTS = {
  center: { latitude: -20.318, longitude: -40.31 },
  zoomWithLocation: 16,
  zoomWithoutLocation: 10,
  profileZoom: 2.5,
  heightPx: 360,
} as const;

export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg'] as const;

/**
 * The side menu's collapsed state mirrored into a cookie (the web keeps it in local storage, spec 000 §4), so the
 * BFF's server render of an area home draws the menu as the browser will (architecture note 36). Not session
 * data: readable by the page, value `1` when collapsed.
 */
export const MENU_COLLAPSED_COOKIE = 'talhao_menu_collapsed';
