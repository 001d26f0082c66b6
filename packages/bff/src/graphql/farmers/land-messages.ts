/**
 * The land's own BFF texts (issue 14; listed in docs/copy-decisions.md). The form rules and success texts
 * are the shared schema's (packages/schema forms/land.ts).
 */
export const LAND_TEXTS = {
  noLandArea: 'Agricultores e suas terras existem apenas nas áreas de consultores e empresas.',
  /** A write on the land of a farmer the signed-in user did not register (spec 001 §6); the fixture's 403 text. */
  notCreator: 'Apenas quem cadastrou o agricultor pode alterar as terras dele.',
  farmerNotFound: 'Agricultor não encontrado.',
  propertyNotFound: 'Propriedade não encontrada.',
  areaNotFound: 'Área não encontrada.',
  sectorNotFound: 'Setor não encontrado.',
  pageInvalid: 'A página deve ser um número a partir de 1.',
} as const;
