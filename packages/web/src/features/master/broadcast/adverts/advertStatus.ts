import { ENTITY_STATUS, type EntityStatus } from '@talhao/schema';
import { BROADCAST_PATHS } from '../paths';

/** The three advert lists, in the order the page shows them. */
export const ADVERT_STATUS_TABS = [
  {
    status: 'ACTIVE',
    label: 'Ativos',
    empty: 'Nenhum anúncio ativo',
    end: 'Você já visualizou todos os anúncios ativos disponíveis',
  },
  {
    status: 'WAITING',
    label: 'Pausados',
    empty: 'Nenhum anúncio pausado',
    end: 'Você já visualizou todos os anúncios pausados disponíveis',
  },
  {
    status: 'INACTIVE',
    label: 'Inativos',
    empty: 'Nenhum anúncio inativo',
    end: 'Você já visualizou todos os anúncios inativos disponíveis',
  },
] as const satisfies readonly { status: EntityStatus; label: string; empty: string; end: string }[];

export const DEFAULT_ADVERT_TAB: EntityStatus = 'ACTIVE';

export const isEntityStatus = (value: string): value is EntityStatus => value in ENTITY_STATUS;

/** The adverts page opened on one status's list (the default tab stays out of the URL). */
export const advertsListPath = (status: EntityStatus) =>
  status === DEFAULT_ADVERT_TAB ? BROADCAST_PATHS.adverts : `${BROADCAST_PATHS.adverts}?status=${status}`;

export interface AdvertStatusAction {
  /** The status the action sets. */
  status: EntityStatus;
  label: string;
  title: string;
  question: string;
  tone: 'primary' | 'danger';
}

const ACTIVATE: AdvertStatusAction = {
  status: 'ACTIVE',
  label: 'Ativar',
  title: 'Ativar anúncio',
  question: 'Tem certeza que deseja ativar este anúncio? Ele passará a ser enviado aos usuários.',
  tone: 'primary',
};
const PAUSE: AdvertStatusAction = {
  status: 'WAITING',
  label: 'Pausar',
  title: 'Pausar anúncio',
  question: 'Tem certeza que deseja pausar este anúncio?',
  tone: 'primary',
};
const DEACTIVATE: AdvertStatusAction = {
  status: 'INACTIVE',
  label: 'Desativar',
  title: 'Desativar anúncio',
  question: 'Tem certeza que deseja desativar este anúncio?',
  tone: 'danger',
};

/**
 * The status actions the detail dialog offers (spec 000 §4): activate when not active, pause when
 * active. The old app showed 'deactivate' only in an odd case of its condition (an operator
 * precedence quirk); we decided deactivate is available whenever the advert is active.
 */
export function advertStatusActions(status: EntityStatus): AdvertStatusAction[] {
  return status === 'ACTIVE' ? [PAUSE, DEACTIVATE] : [ACTIVATE];
}
