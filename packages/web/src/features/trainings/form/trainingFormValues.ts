import { type Address, dropEmpty, formatTime, type Place, type TrainingValues, todayInSaoPaulo } from '@talhao/schema';
import { toAddressInput } from '@/app/addressInput';
import type { TrainingFieldsFragment, TrainingInput, WorkFormat } from '@/gql/graphql';

/** What the inputs hold: text as typed, '' for untouched; trainingSchema() turns it into TrainingValues. */
export interface TrainingFormValues {
  title: string;
  /** Reais as the money field shows them; null while empty. */
  price: number | null;
  profit: number | null;
  format: WorkFormat | '';
  /**
   * 'yyyy-MM-ddTHH:mm:00-03:00' (São Paulo has kept UTC−3 since 2019); without a time, midnight
   * written without seconds ('yyyy-MM-ddT00:00-03:00'), so the time field stays empty; while the day
   * or the time is still being typed, their texts joined by 'T' (the schema refuses that); '' while
   * both are empty. Every state splits back to what the two fields show.
   */
  date: string;
  /** 'HH:mm', '' while empty (an incomplete text while typed). */
  duration: string;
  summary: string;
  availableSpots: string;
  address: Place | null;
  description: string;
  specificInformation: string;
  /** The company's form: the consultants who give it (ids). */
  consultantIds: string[];
}

const SAO_PAULO_OFFSET = '-03:00';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;

/** The form's date from the day and time fields; what is still being typed is kept, so both fields keep showing it. */
export function composeDate(day: string, time: string): string {
  if (!day && !time) return '';
  if (!ISO_DAY.test(day) || (time !== '' && !CLOCK.test(time))) return `${day}T${time}`;
  return time ? `${day}T${time}:00${SAO_PAULO_OFFSET}` : `${day}T00:00${SAO_PAULO_OFFSET}`;
}

/** The day ('yyyy-MM-dd') and time ('HH:mm') fields of the form's date. */
export function splitDate(value: string): { day: string; time: string } {
  const complete = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?[+-]\d{2}:\d{2}$/.exec(value);
  if (complete) return { day: complete[1] ?? '', time: complete[3] ? (complete[2] ?? '') : '' };
  const [day = '', time = ''] = value.split('T');
  return { day, time };
}

/** A stored date-time (any offset) as the form's São Paulo date. */
export function dateFromStored(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return composeDate(todayInSaoPaulo(at), formatTime(at));
}

/** The earliest day the date input offers: tomorrow in São Paulo. */
export function tomorrowInSaoPaulo(now: Date = new Date()): string {
  return todayInSaoPaulo(new Date(now.getTime() + 86_400_000));
}

function placeFromAddress(address: TrainingFieldsFragment['address']): Place | null {
  if (!address?.coords) return null;
  return {
    formattedAddress: address.formattedAddress,
    city: address.city ?? '',
    stateFrom: address.stateFrom ?? '',
    ...(address.country ? { country: address.country } : {}),
    ...(address.neighborhood ? { neighborhood: address.neighborhood } : {}),
    ...(address.street ? { street: address.street } : {}),
    ...(address.streetNumber ? { street_number: address.streetNumber } : {}),
    ...(address.postalCode ? { postal_code: address.postalCode } : {}),
    coords: { latitude: address.coords.latitude, longitude: address.coords.longitude },
  };
}

export function trainingDefaults(training?: TrainingFieldsFragment | null): TrainingFormValues {
  return {
    title: training?.title ?? '',
    price: training?.price ?? null,
    profit: training?.profit ?? null,
    format: training?.format ?? '',
    date: training ? dateFromStored(training.date) : '',
    duration: training?.duration ?? '',
    summary: training?.summary ?? '',
    availableSpots: training ? String(training.availableSpots) : '',
    address: placeFromAddress(training?.address ?? null),
    description: training?.description ?? '',
    specificInformation: training?.specificInformation ?? '',
    consultantIds: training?.consultantIds ? [...training.consultantIds] : [],
  };
}

/**
 * The mutation input: the date as an ISO instant, the address only for an in-person training, and
 * no empty values (spec 001 §5).
 */
export function toTrainingInput(values: TrainingValues, { companyForm = false } = {}): TrainingInput {
  const address: Address | undefined = values.format === 'IN_PERSON' ? values.address : undefined;
  const { consultantIds, ...rest } = values;
  const input = dropEmpty({
    ...rest,
    // Only a company's training names consultants (the consultant's form has none to send).
    consultantIds: companyForm ? consultantIds : undefined,
    date: new Date(values.date).toISOString(),
    address: address ? toAddressInput(address) : undefined,
  });
  // The schema has already required every field TrainingInput requires; only optional ones can be gone.
  return input as TrainingInput;
}
