/*
 * The messages of the catalogue that are not tied to one operation. Apart from the by-operation catalogue
 * (messages.ts) so that the web's entry, which needs only these (toasts, the not-found page), does not carry
 * the whole catalogue to the sign-in page.
 */

/** Messages that are not tied to one operation. */
export const COMMON = {
  loadError: 'Erro ao carregar os dados',
  loadNotFound: 'Dados não encontrados',
  pageLoadError: 'Ocorreu um erro ao carregar os dados.',
  unauthorized: 'Usuário não autorizado',
  notFoundTitle: 'Conteúdo não encontrado',
  backHome: 'Voltar à página inicial',
  genericOperationSuccess: 'Operação realizada com sucesso!',
  saveError: 'Parece que ocorreu um erro!',
  // Not shown by the specification; Talhão's own wording.
  upstreamUnavailable: 'O serviço está indisponível no momento. Tente novamente em instantes.',
  upstreamInvalid: 'Recebemos uma resposta inesperada do servidor. Tente novamente em instantes.',
  sessionExpired: 'Sua sessão expirou. Entre novamente.',
  forbidden: 'Você não possui autorização para realizar esta operação.',
  rateLimited: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.',
  internal: 'Ocorreu um erro inesperado. Tente novamente.',
  // A part of a page read from another family that the provider could not answer (issue 13): the rest shows.
  partialData: 'Parte dos dados não pôde ser carregada.',
  farmerUnavailable: 'Agricultor indisponível',
  consultancyUnavailable: 'Consultoria indisponível',
  propertyUnavailable: 'Propriedade indisponível',
  sectorsUnavailable: 'Setores indisponíveis',
  pageNotYetAvailable: 'Esta página ainda não está disponível no Talhão. Ela chega em uma próxima versão.',
  backToAreaHome: 'Voltar ao início',
  badRequest: 'Requisição inválida. Atualize a página e tente novamente.',
  queryTooComplex: 'A consulta enviada é grande ou complexa demais. Simplifique-a e tente novamente.',
  oneOperationPerRequest: 'Envie uma operação por requisição.',
  /** Production answers only the operations the web app was built with (trusted documents, issue 17). */
  unknownOperation: 'Operação não reconhecida. Recarregue a página.',
  imageRejected: 'Erro ao carregar a imagem',
  fileTooLarge: 'O arquivo deve ter no máximo 3 MB',
  csrfBlocked:
    'Requisição bloqueada por segurança: ela não veio de uma página do Talhão. Atualize a página e tente novamente.',
  requestTooLarge: 'A requisição é grande demais. Reduza os textos enviados e tente novamente.',
  introspectionDisabled: 'A consulta ao esquema da API está desativada neste servidor.',
  googleSignInDisabled: 'O login com Google não está disponível.',
  pictureTypes: 'Envie uma imagem PNG ou JPEG',
} as const;
