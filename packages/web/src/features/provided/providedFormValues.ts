import {
  COMMON,
  PROVIDED_STATUSES_ON_CREATE,
  PROVIDED_STATUSES_ON_EDIT,
  type ProvidedConsultancyValues,
  type ProvidedStatus,
  WORK_STATUS,
} from '@talhao/schema';
import type { FarmerOption, PropertyOption } from '@/features/farmers/FarmerSelect';
import type { ProvidedConsultancyFieldsFragment, ProvidedConsultancyInput } from '@/gql/graphql';
import { dayInput } from './display';

/**
 * What the form holds. The schema reads the ids (farmerId, propertyId) and drops the rest; the
 * chosen farmer and property objects are kept beside them so the pickers can show their names.
 */
export interface ProvidedFormValues {
  /** The offer delivered (the shared form schema, the GraphQL input and the fixture server all say `offerId`). */
  offerId: string;
  farmerId: string;
  propertyId: string;
  farmer: FarmerOption | null;
  property: PropertyOption | null;
  fixedPrice: number | null;
  status: ProvidedStatus | '';
  startDate: string;
  endDate: string;
}

export type ProvidedFormMode = 'create' | 'edit';

/** Status choices: the creation form offers every status but CANCELED (spec 001 §4). */
export const statusOptions = (mode: ProvidedFormMode) =>
  (mode === 'create' ? PROVIDED_STATUSES_ON_CREATE : PROVIDED_STATUSES_ON_EDIT).map((status) => ({
    value: status,
    label: WORK_STATUS[status].label,
  }));

const isProvidedStatus = (value: string): value is ProvidedStatus =>
  (PROVIDED_STATUSES_ON_EDIT as readonly string[]).includes(value);

export function providedDefaults(provided?: ProvidedConsultancyFieldsFragment | null): ProvidedFormValues {
  if (!provided) {
    return {
      offerId: '',
      farmerId: '',
      propertyId: '',
      farmer: null,
      property: null,
      fixedPrice: null,
      // A new consultancy usually starts planned; the user may pick another status.
      status: 'PLANNED',
      startDate: '',
      endDate: '',
    };
  }
  const { status } = provided;
  return {
    offerId: provided.offerId,
    farmerId: provided.farmerId,
    propertyId: provided.property?.id ?? '',
    // A farmer the provider could not answer keeps its id; the picker names it as unavailable.
    farmer: provided.farmer
      ? { id: provided.farmer.id, name: provided.farmer.name, pictureUrl: provided.farmer.pictureUrl }
      : { id: provided.farmerId, name: COMMON.farmerUnavailable, pictureUrl: null },
    property: provided.property ? { id: provided.property.id, name: provided.property.name } : null,
    fixedPrice: provided.fixedPrice,
    // REQUESTED / REJECTED rows are not editable statuses: the user must pick one of the four.
    status: isProvidedStatus(status) ? status : '',
    startDate: dayInput(provided.startDate),
    endDate: dayInput(provided.endDate),
  };
}

/**
 * The amount that pre-fills 'Valor fixo' when an offer is chosen: its price when it has exactly one
 * price line; null for 'A combinar' or several lines (which one would apply is the consultant's call).
 */
export function offerFixedPrice(offer: {
  agreedPrice: boolean;
  prices: readonly { amount?: number | null; feeType: string }[];
}): number | null {
  if (offer.agreedPrice) return null;
  const lines = offer.prices.filter((line) => line.feeType !== 'AGREED_PRICE');
  return lines.length === 1 ? (lines[0]?.amount ?? null) : null;
}

export function toProvidedInput(values: ProvidedConsultancyValues): ProvidedConsultancyInput {
  return {
    offerId: values.offerId,
    farmerId: values.farmerId,
    propertyId: values.propertyId,
    fixedPrice: values.fixedPrice,
    status: values.status,
    startDate: values.startDate,
    endDate: values.endDate ?? null,
  };
}
