import { CATALOGUE, formatHectares } from '@talhao/schema';

/** The boundary's screens (Talhão's wording: the specification has no boundaries). */
export const BOUNDARY_TEXTS = {
  sectionTitle: 'Contorno da propriedade',
  none: 'Sem contorno cadastrado',
  draw: 'Desenhar contorno',
  import: 'Importar contorno',
  edit: 'Editar contorno',
  useAsTotalArea: 'Usar como área total',
  editorTitle: 'Contorno da propriedade',
  importFile: 'Importar arquivo (KML, KMZ, GeoJSON)',
  undo: 'Desfazer último ponto',
  clear: 'Limpar contorno',
  save: 'Salvar contorno',
  cancel: 'Cancelar',
  drawHint: 'Clique no mapa para marcar os pontos do contorno; arraste um ponto para ajustá-lo.',
  replaceHint:
    'Este contorno tem várias partes ou áreas internas: ele pode ser substituído (importando outro arquivo ou limpando e desenhando), mas não editado ponto a ponto.',
  needThreePoints: 'Marque ao menos 3 pontos no mapa',
  nothingToSave: 'Desenhe ou importe um contorno para salvar',
  clearTitle: 'Limpar contorno',
  clearMessage: 'Deseja apagar o contorno? Os pontos desenhados ou importados serão descartados.',
  clearConfirm: 'Limpar',
  saved: CATALOGUE.saveBoundary.success,
  removed: 'Contorno removido com sucesso!',
  imported: 'Contorno importado. Confira no mapa e salve.',
  mapLabel: 'Mapa do contorno da propriedade',
  editorMapLabel: 'Mapa para desenhar o contorno',
} as const;

/** 'Área do contorno: 12,34 ha' */
export const boundaryAreaText = (hectares: number) => `Área do contorno: ${formatHectares(hectares)}`;
