/** The inventory domain's texts (spec 001 §8 where it names them; Talhão's wording otherwise, docs/rest-contract.md). */

/** Reads go through the catalogue's farm-data texts (loadFarms: 404 'Dados não encontrados', else 'Erro ao carregar os dados'). */
export const LOAD = { operation: 'loadFarms' } as const;

export const PAGE_INVALID = 'A página deve ser um número a partir de 1.';

/** A MASTER without viewAs (or any role without a farmer's inventory). */
export const NO_INVENTORY_AREA = 'O estoque de agricultores existe apenas nas áreas de consultores e empresas.';

/** Another user's farmer (the provider answers 404): reads as "not found". */
export const FARMER_NOT_FOUND = 'Agricultor não encontrado.';

/** An item of a farmer the caller does not see, or one that does not exist. */
export const ITEM_NOT_FOUND = 'Produto não encontrado no estoque.';
