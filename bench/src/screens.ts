/**
 * The screens the bench measures (issue 5, "round trips per screen" and "time to data"), shared by
 * both sections: where each one lives in the web app, how a user reaches it by clicking, which element
 * proves its data is on screen, and the REST calls the specification's old client made for it (the
 * derivation, with spec sections and calls.tsv lines, is in bench/OLD-CLIENT.md — keep them in step).
 */
import { defaultFamilyTable, type FamilyName } from '@talhao/schema';
import type { BenchAccountKey } from './browser';

/** One REST call of the old client. `{name}` placeholders are filled from run-time variables. */
export interface OldCall {
  method: 'GET' | 'POST';
  family: FamilyName;
  /** Sub-path after the family's prefix, with query, e.g. '/filter?pageNumber=1'. */
  path: string;
  body?: unknown;
  /** Variables read from this call's JSON answer: name → 'a.b' or 'items[]._id' (a list). */
  capture?: Record<string, string>;
  /** Repeat the call once per element of this list variable (`{item}` in path/body); run in parallel. */
  each?: string;
}

/** Calls of one step run in parallel; steps run one after the other (the later ones need earlier answers). */
export type OldStep = OldCall[];

export interface OldClient {
  /** What the old client fetched before any screen on a page load (the guard's profile, spec 000 §4). */
  bootstrap: OldStep[];
  /** The screen's own calls (also what an in-app navigation to it cost). */
  steps: OldStep[];
  /** Set when the baseline does not issue the whole sequence (say why; OLD-CLIENT.md has the detail). */
  note?: string;
}

export interface DataProbe {
  /** CSS selector of an element that only exists once the screen's data is rendered (never a skeleton). */
  selector: string;
  /** Its text must match this (regular expression source), when given. */
  text?: string;
}

export interface Screen {
  /** Stable id, also the row label: the web route with ':id' for details. */
  id: string;
  title: string;
  account: BenchAccountKey;
  kind: 'signIn' | 'home' | 'list' | 'detail';
  /** The route (for a detail: its list's route; the id comes from the list's first row). */
  path: string;
  /** In-app navigation starts on this page and clicks the side-menu link to `path` (homes: from the profile page). */
  from: string;
  /** Detail only: the first row's link on the list page. */
  rowLink?: string;
  data: DataProbe;
  oldClient: OldClient;
}

const profile = (family: FamilyName): OldStep[] => [[{ method: 'GET', family, path: '', capture: { userId: '_id' } }]];

const MENU = 'aside nav[aria-label="Menu principal"]';
export const menuLink = (path: string) => `${MENU} a[href="${path}"]`;

/** First row link of a list table pointing below `base` (not its create or edit pages). */
const rowLinkTo = (base: string) =>
  `main tbody tr a[href^="${base}/"]:not([href$="/criar"]):not([href*="/editar/"]):not([href*="/registrar"])`;

const masterList = (path: string, title: string, role: string): Screen => ({
  id: path,
  title,
  account: 'master',
  kind: 'list',
  path,
  from: '/master',
  data: { selector: `main tbody tr a[aria-label^="Visualizar"]` },
  oldClient: {
    bootstrap: profile('masterProfileApi'),
    steps: [[{ method: 'POST', family: 'masterStoreHouseUsersApi', path: '/filter?pageNumber=1', body: { role } }]],
  },
});

export const SCREENS: Screen[] = [
  {
    id: '/login',
    title: 'Entrar (consultor)',
    account: 'consultant',
    kind: 'signIn',
    path: '/login',
    from: '/login',
    data: { selector: 'button[aria-label$="menu do usuário"]' },
    oldClient: {
      bootstrap: [],
      steps: [
        [
          {
            method: 'POST',
            family: 'consultantAuthApi',
            path: '',
            body: { email: '{email}', password: '{password}' },
            capture: { token: 'jwtToken' },
          },
        ],
        [{ method: 'GET', family: 'consultantProfileApi', path: '' }],
      ],
    },
  },
  {
    id: '/consultor',
    title: 'Início do consultor (painel)',
    account: 'consultant',
    kind: 'home',
    path: '/consultor',
    from: '/consultor/perfil',
    data: { selector: 'main section[aria-label="Agenda"] tbody tr td', text: '\\d{2}/\\d{2}/\\d{4}' },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [
        [
          {
            method: 'POST',
            family: 'consultantScheduleApi',
            path: '/schedule-work',
            body: { startDate: '{today}', endDate: '{in60}' },
          },
          {
            method: 'POST',
            family: 'consultantScheduleApi',
            path: '/schedule-work',
            body: { startDate: '{today}', endDate: '{tomorrow}' },
          },
          {
            method: 'POST',
            family: 'consultantTrainingApi',
            path: '/filter?pageNumber=1&trainingState=completed',
            body: {},
          },
          { method: 'POST', family: 'consultantConsultancyProvidedApi', path: '/filter?pageNumber=1', body: {} },
        ],
      ],
    },
  },
  {
    id: '/consultor-empresarial',
    title: 'Início do consultor empresarial',
    account: 'enterpriseConsultant',
    kind: 'home',
    path: '/consultor-empresarial',
    from: '/consultor-empresarial/perfil',
    // The same dashboard as the consultant's (agenda and cards): data on screen is the agenda's first date.
    data: { selector: 'main section[aria-label="Agenda"] tbody tr td', text: '\\d{2}/\\d{2}/\\d{4}' },
    oldClient: {
      bootstrap: profile('enterpriseConsultantProfileApi'),
      steps: [],
      note: 'a especificação não diz quais chamadas o painel antigo do consultor empresarial fazia além do perfil: só o perfil é emitido (favorável ao cliente antigo; o Talhão lê agenda e cartões)',
    },
  },
  {
    id: '/empresa',
    title: 'Início da empresa',
    account: 'enterprise',
    kind: 'home',
    path: '/empresa',
    from: '/empresa/perfil',
    data: { selector: 'main h1 + p', text: '^Olá, ' },
    oldClient: { bootstrap: profile('enterpriseProfileApi'), steps: [] },
  },
  {
    id: '/master',
    title: 'Painel do master',
    account: 'master',
    kind: 'home',
    path: '/master',
    from: '/master/perfil',
    data: { selector: 'main article[aria-labelledby="figura-farmers"] p', text: '^\\d+$' },
    oldClient: {
      bootstrap: profile('masterProfileApi'),
      steps: [
        [
          { method: 'GET', family: 'masterSoftwareManagerApi', path: '/count-users' },
          { method: 'GET', family: 'masterSoftwareManagerApi', path: '/count-users-by-city?role=USER' },
          { method: 'GET', family: 'masterSoftwareManagerApi', path: '/app-info' },
          { method: 'GET', family: 'masterSoftwareManagerApi', path: '/count-services' },
          {
            method: 'GET',
            family: 'masterSoftwareManagerApi',
            path: '/earnings-services?startDate={monthStart}&endDate={today}',
          },
        ],
      ],
    },
  },
  masterList('/master/empresas', 'Master: empresas', 'ENTERPRISE'),
  masterList('/master/consultores', 'Master: consultores', 'CONSULTANT'),
  masterList('/master/agricultores', 'Master: agricultores', 'USER'),
  {
    id: '/master/divulgacao/anuncios',
    title: 'Master: anúncios',
    account: 'master',
    kind: 'list',
    path: '/master/divulgacao/anuncios',
    from: '/master',
    data: { selector: 'main [role="tabpanel"] tbody tr td p' },
    oldClient: {
      bootstrap: profile('masterProfileApi'),
      steps: [[{ method: 'POST', family: 'masterAdvertsApi', path: '/filter?pageNumber=1', body: {} }]],
    },
  },
  {
    id: '/master/divulgacao/notificacoes',
    title: 'Master: notificações',
    account: 'master',
    kind: 'list',
    path: '/master/divulgacao/notificacoes',
    from: '/master',
    data: { selector: 'main tbody tr a[href*="/notificacoes/editar/"]' },
    oldClient: {
      bootstrap: profile('masterProfileApi'),
      steps: [[{ method: 'POST', family: 'masterNotificationApi', path: '/filter?pageNumber=1', body: {} }]],
    },
  },
  {
    id: '/consultor/consultorias/ofertadas',
    title: 'Consultorias ofertadas',
    account: 'consultant',
    kind: 'list',
    path: '/consultor/consultorias/ofertadas',
    from: '/consultor',
    data: { selector: rowLinkTo('/consultor/consultorias/ofertadas') },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [
        [
          {
            method: 'POST',
            family: 'consultantConsultancyApi',
            path: '/filter?pageNumber=1',
            body: {},
            capture: { offerIds: 'items[]._id' },
          },
        ],
        [{ method: 'POST', family: 'consultantConsultancyApi', path: '/get-clients/{item}', each: 'offerIds' }],
      ],
    },
  },
  {
    id: '/consultor/consultorias/ofertadas/:id',
    title: 'Consultoria ofertada (detalhe)',
    account: 'consultant',
    kind: 'detail',
    path: '/consultor/consultorias/ofertadas',
    from: '/consultor',
    rowLink: rowLinkTo('/consultor/consultorias/ofertadas'),
    data: { selector: 'main section dl dd' },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [
        [
          { method: 'GET', family: 'consultantConsultancyApi', path: '/{id}' },
          { method: 'POST', family: 'consultantConsultancyApi', path: '/get-clients/{id}' },
        ],
      ],
    },
  },
  {
    id: '/consultor/consultorias/prestadas',
    title: 'Consultorias prestadas',
    account: 'consultant',
    kind: 'list',
    path: '/consultor/consultorias/prestadas',
    from: '/consultor',
    data: { selector: rowLinkTo('/consultor/consultorias/prestadas') },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [[{ method: 'POST', family: 'consultantConsultancyProvidedApi', path: '/filter?pageNumber=1', body: {} }]],
      note: 'supõe que a lista antiga já vinha com nome do agricultor e da consultoria (favorável ao cliente antigo)',
    },
  },
  {
    id: '/consultor/consultorias/prestadas/:id',
    title: 'Consultoria prestada (detalhe)',
    account: 'consultant',
    kind: 'detail',
    path: '/consultor/consultorias/prestadas',
    from: '/consultor',
    rowLink: rowLinkTo('/consultor/consultorias/prestadas'),
    data: { selector: 'main section a[href*="/agricultores/propriedades/"]' },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [
        [
          {
            method: 'GET',
            family: 'consultantConsultancyProvidedApi',
            path: '/{id}',
            capture: { farmerId: 'user', propertyId: 'property' },
          },
        ],
        [
          { method: 'GET', family: 'consultantFarmerProfileApi', path: '/{farmerId}' },
          { method: 'GET', family: 'farmerPropertyApi', path: '/property/{propertyId}' },
        ],
      ],
    },
  },
  {
    id: '/consultor/calendario',
    title: 'Calendário',
    account: 'consultant',
    kind: 'list',
    path: '/consultor/calendario',
    from: '/consultor',
    data: { selector: 'main button[data-day] [data-marker]' },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [
        [
          { method: 'GET', family: 'consultantScheduleApi', path: '/setup' },
          {
            method: 'POST',
            family: 'consultantScheduleApi',
            path: '/schedule-work',
            body: { startDate: '{monthStart}', endDate: '{monthEnd}' },
          },
        ],
      ],
    },
  },
  {
    id: '/consultor/treinamentos/abertos',
    title: 'Treinamentos abertos',
    account: 'consultant',
    kind: 'list',
    path: '/consultor/treinamentos/abertos',
    from: '/consultor',
    data: { selector: rowLinkTo('/consultor/treinamentos') },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [
        [
          {
            method: 'POST',
            family: 'consultantTrainingApi',
            path: '/filter?pageNumber=1&trainingState=planned',
            body: {},
          },
        ],
      ],
    },
  },
  {
    id: '/consultor/financas',
    title: 'Finanças',
    account: 'consultant',
    kind: 'list',
    path: '/consultor/financas',
    from: '/consultor',
    data: { selector: 'main section[aria-label="Lucro de consultoria prestada"] figure svg' },
    oldClient: {
      bootstrap: profile('consultantProfileApi'),
      steps: [
        [
          {
            method: 'POST',
            family: 'consultantFinanceApi',
            path: '/{userId}?__v=month',
            body: { startDate: '{financeStart}', endDate: '{today}' },
          },
        ],
      ],
    },
  },
];

/** Number of REST calls of a sequence; `each` calls count once per element (`eachSizes[name]`). */
export function countOldCalls(steps: OldStep[], eachSizes: Record<string, number> = {}): number {
  return steps.flat().reduce((sum, call) => sum + (call.each ? (eachSizes[call.each] ?? 0) : 1), 0);
}

/** The provider path of a call (prefix from the default family table), placeholders untouched. */
export function familyPath(call: Pick<OldCall, 'family' | 'path'>): string {
  return `${defaultFamilyTable[call.family]}${call.path}`;
}

/** Replaces `{name}` placeholders; an unknown name is an error (a baseline must never call a wrong path). */
export function fillPlaceholders(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`bench: placeholder {${name}} has no value`);
    return value;
  });
}

/** Reads 'a.b' (one value) or 'items[]._id' (a list) from a JSON answer. */
export function readPath(json: unknown, path: string): unknown {
  const [head, rest] = path.split('[].', 2) as [string, string | undefined];
  const walk = (value: unknown, dotted: string) =>
    dotted === ''
      ? value
      : dotted
          .split('.')
          .reduce<unknown>(
            (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
            value,
          );
  if (rest === undefined) return walk(json, head);
  const list = walk(json, head.replace(/\[\]$/, ''));
  return Array.isArray(list) ? list.map((item) => walk(item, rest)) : [];
}

/** Calendar dates (yyyy-MM-dd, São Paulo) the old client's bodies use, from `today`. */
export function dateVars(today: string): Record<string, string> {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
  return {
    today,
    tomorrow: iso(utc(y, m, d + 1)),
    in60: iso(utc(y, m, d + 60)),
    monthStart: iso(utc(y, m, 1)),
    monthEnd: iso(utc(y, m + 1, 0)),
    // The finance page's default view: monthly, the last 6 months (spec 001 §9).
    financeStart: iso(utc(y, m - 5, 1)),
  };
}

/**
 * In-page check of a probe (run by the page through Playwright, not eval, so the app's CSP allows it):
 * the page's `performance.now()` (ms since its navigation started) once a matching element has a box,
 * else false. Self-contained: it is serialised into the page.
 */
export const probeInPage = (probe: DataProbe): number | false => {
  const re = probe.text ? new RegExp(probe.text) : null;
  for (const el of Array.from(document.querySelectorAll(probe.selector))) {
    const box = el.getBoundingClientRect();
    if ((box.width > 0 || box.height > 0) && (!re || re.test(el.textContent || ''))) return performance.now();
  }
  return false;
};

/** Where `dataWatchScript` leaves the time it saw the data (ms since the document's navigation started). */
export const SHOWN_GLOBAL = '__benchDataShown';

/**
 * The same check as `probeInPage`, as an init script (it runs before any of the page's scripts) that looks on
 * every animation frame from the document's start until it matches: the first frame in which the data is laid
 * out. A probe the harness sends once the navigation has committed can only run when the page's main thread
 * is free, so on a page whose data comes with the HTML it read the end of the scripts' first long task, not
 * the frame that showed the data. A string, so no bundler helper leaks into the page.
 */
export const dataWatchScript = (probe: DataProbe): string => `(() => {
  const probe = ${JSON.stringify(probe)};
  const re = probe.text ? new RegExp(probe.text) : null;
  const check = () => {
    for (const el of Array.from(document.querySelectorAll(probe.selector))) {
      const box = el.getBoundingClientRect();
      if ((box.width > 0 || box.height > 0) && (!re || re.test(el.textContent || ''))) {
        window[${JSON.stringify(SHOWN_GLOBAL)}] = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;
