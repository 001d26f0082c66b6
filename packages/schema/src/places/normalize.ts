/**
 * Text as the gazetteer compares it: no accents, lower case, every run of punctuation or spaces
 * collapsed into one space ("São Paulo - SP" -> "sao paulo sp", "Olho-d'Água" -> "olho d agua").
 */
export const normalizePlaceText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
