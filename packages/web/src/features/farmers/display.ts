/** 'Cidade - UF' of a farmer's or property's address ('—' when the provider has none). */
export function cityOf(address: { city?: string | null; stateFrom?: string | null } | null | undefined): string {
  if (!address?.city) return '—';
  return address.stateFrom ? `${address.city} - ${address.stateFrom}` : address.city;
}

/** '+5527998765432' → '(27) 99876-5432' (what the mask shows); anything else as stored. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '—';
  const match = /^\+55(\d{2})(\d{5})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}
