/** A `Date` scalar as the date input wants it (the API may add a time part). */
export const dayInput = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '');

/** 'Vitória - ES', 'Vitória', 'ES' or '' from a farmer's address. */
export function cityState(address: { city?: string | null; stateFrom?: string | null } | null | undefined): string {
  return [address?.city, address?.stateFrom].filter(Boolean).join(' - ');
}

export const NOT_SPECIFIED = 'Não especificado';
