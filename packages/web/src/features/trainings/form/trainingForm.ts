import {
  type Address,
  CATALOGUE,
  dropEmpty,
  fillStatus,
  formatTime,
  type Place,
  type TrainingValues,
  todayInSaoPaulo,
} from '@talhao/schema';
import { errorMessage } from '@/app/errors';
import { uploadFile } from '@/app/upload';
import { toAddressInput } from '@/features/profile/profileForm';
import type { TrainingFieldsFragment, TrainingInput, WorkFormat } from '@/gql/graphql';

/** What the inputs hold: text as typed, '' for untouched; trainingSchema() turns it into TrainingValues. */
export interface TrainingFormValues {
  title: string;
  price: string;
  profit: string;
  format: WorkFormat | '';
  /** 'yyyy-MM-ddTHH:mm:00-03:00' (São Paulo has kept UTC−3 since 2019), or '' until a day is chosen. */
  date: string;
  /** 'HH:MM', or '' while both parts are empty. */
  duration: string;
  summary: string;
  availableSpots: string;
  address: Place | null;
  description: string;
  specificInformation: string;
}

const SAO_PAULO_OFFSET = '-03:00';

/** The form's date from the day and time inputs. */
export function composeDate(day: string, time: string): string {
  if (!day) return '';
  return `${day}T${time || '00:00'}:00${SAO_PAULO_OFFSET}`;
}

/** The day ('yyyy-MM-dd') and time ('HH:mm') inputs of the form's date. */
export function splitDate(value: string): { day: string; time: string } {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  return { day: match?.[1] ?? '', time: match?.[2] ?? '' };
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

const pad2 = (value: string) => (value === '' ? '' : value.padStart(2, '0').slice(-2));

/** 'HH:MM' from the hours and minutes inputs, each zero-padded; '' when both are empty. */
export function composeDuration(hours: string, minutes: string): string {
  const h = hours.replace(/\D/g, '');
  const m = minutes.replace(/\D/g, '');
  if (!h && !m) return '';
  return `${pad2(h) || '00'}:${pad2(m) || '00'}`;
}

export function splitDuration(value: string): { hours: string; minutes: string } {
  const [hours = '', minutes = ''] = value.split(':');
  return { hours, minutes };
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
    price: training ? String(training.price) : '',
    profit: training?.profit != null ? String(training.profit) : '',
    format: training?.format ?? '',
    date: training ? dateFromStored(training.date) : '',
    duration: training?.duration ?? '',
    summary: training?.summary ?? '',
    availableSpots: training ? String(training.availableSpots) : '',
    address: placeFromAddress(training?.address ?? null),
    description: training?.description ?? '',
    specificInformation: training?.specificInformation ?? '',
  };
}

/**
 * The mutation input: the date as an ISO instant, the address only for an in-person training, and
 * no empty values (spec 001 §5).
 */
export function toTrainingInput(values: TrainingValues): TrainingInput {
  const address: Address | undefined = values.format === 'IN_PERSON' ? values.address : undefined;
  const input = dropEmpty({
    ...values,
    date: new Date(values.date).toISOString(),
    address: address ? toAddressInput(address) : undefined,
  });
  // The schema has already required every field TrainingInput requires; only optional ones can be gone.
  return input as TrainingInput;
}

/** The BFF route that streams a training's picture to consultantTrainingApi/picture-update/{id}. */
export const trainingImageUploadUrl = (id: string) => `/uploads/training-image/${encodeURIComponent(id)}`;

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return null;
}

/** Sends the picture of a saved training; null when it went through, else the warning to show. */
export async function uploadTrainingImage(
  trainingId: string,
  file: File,
  onProgress: (ratio: number) => void,
): Promise<string | null> {
  try {
    const result = await uploadFile(trainingImageUploadUrl(trainingId), file, onProgress);
    if (result.ok) return null;
    return bodyMessage(result.body) ?? fillStatus(CATALOGUE.trainingImage.other, result.status);
  } catch (err) {
    return fillStatus(
      CATALOGUE.trainingImage.other,
      err instanceof Error && err.message ? err.message : errorMessage(err),
    );
  }
}
