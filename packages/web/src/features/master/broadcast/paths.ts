import { AREA_BASE } from '@talhao/schema';

const base = `${AREA_BASE.MASTER}/divulgacao`;

/** Absolute paths of the Divulgação pages (spec 000 §2). */
export const BROADCAST_PATHS = {
  adverts: `${base}/anuncios`,
  advertCreate: `${base}/anuncios/criar`,
  advertEdit: (id: string) => `${base}/anuncios/editar/${encodeURIComponent(id)}`,
  notifications: `${base}/notificacoes`,
  notificationCreate: `${base}/notificacoes/criar`,
  notificationEdit: (id: string) => `${base}/notificacoes/editar/${encodeURIComponent(id)}`,
} as const;
