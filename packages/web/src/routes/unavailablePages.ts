import type { WebRole } from '@talhao/schema';

/**
 * The pages the specification names (routes/specifiedPages.ts) that no built page answers: each shows the page
 * that says it is not available yet, so a menu entry or a link never lands on 'Conteúdo não encontrado'. Listed
 * rather than computed when an area's routes are built, so the areas' chunk does not carry the whole list of
 * specified pages; routes/areas.test.tsx checks that it is exactly that set, with the titles specifiedPageTitle
 * gives. A page leaves this list by being built (the test then says so).
 */
export const UNAVAILABLE_PAGES: Readonly<Record<WebRole, readonly { path: string; title: string }[]>> = {
  CONSULTANT: [
    { path: 'consultorias', title: 'Consultorias' },
    { path: 'agricultores/propriedades', title: 'Propriedades' },
  ],
  ENTERPRISE_CONSULTANT: [],
  ENTERPRISE: [
    { path: 'consultorias', title: 'Consultorias' },
    { path: 'treinamentos', title: 'Treinamentos' },
  ],
  MASTER: [],
};
