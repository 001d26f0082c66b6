import type { Severity } from './errors';

/** A message per upstream status for one operation; `{status}` is replaced by the status code. */
export interface OperationMessages {
  readonly success?: string;
  readonly byStatus: Readonly<Record<number, string>>;
  /** Statuses whose message is a warning (yellow) rather than an error (red). */
  readonly warnings?: readonly number[];
  readonly other: string;
}

export const fillStatus = (template: string, status: number | string): string =>
  template.replaceAll('{status}', String(status));

export function messageFor(op: OperationMessages, status: number): { message: string; severity: Severity } {
  const template = op.byStatus[status] ?? op.other;
  return { message: fillStatus(template, status), severity: op.warnings?.includes(status) ? 'warning' : 'error' };
}

/** The error catalogue of spec 000 §8 (and the account parts of 001/002 §8), by operation. */
export const CATALOGUE = {
  signIn: {
    byStatus: { 401: 'Email ou senha incorreto(s)', 403: 'Ocorreu um erro ao realizar o login: {status}' },
    other: 'Erro ao logar',
  },
  /** Shown in the verification modal when the account is not confirmed (exact text not shown). */
  signInNotVerified: {
    byStatus: {
      403: 'Sua conta ainda não foi verificada. Confirme o seu email para entrar ou solicite um novo link.',
    },
    other: 'Erro ao logar',
  },
  googleSignIn: { byStatus: { 404: 'Erro: usuário não encontrado' }, other: 'Erro ao logar' },
  recovery: {
    byStatus: { 404: 'Email não cadastrado ou tipo de conta incorreta' },
    other: 'Ocorreu um erro ao solicitar a recuperação de conta: {status}',
  },
  resendVerification: {
    byStatus: { 404: 'Email não cadastrado ou tipo de conta incorreta', 409: 'Essa conta já está verificada.' },
    other: 'Ocorreu um erro ao solicitar a recuperação de conta: {status}',
  },
  confirmAccount: {
    success: 'Conta verificada com sucesso!',
    byStatus: { 400: 'Dados inválidos', 409: 'Essa conta já está verificada.', 410: 'Código expirado' },
    other: 'Ocorreu um erro.',
  },
  confirmEmailUpdate: {
    success: 'Email atualizado com sucesso!',
    byStatus: { 400: 'Dados inválidos' },
    other: 'Ocorreu um erro.',
  },
  requestEmailChange: {
    byStatus: {
      403: 'Senha incorreta',
      // 409 text not shown by the specification.
      409: 'Este email já está cadastrado em outra conta',
    },
    warnings: [403, 409],
    other: 'Erro ao realizar a operação: {status}',
  },
  changePassword: {
    success: 'Senha atualizada com sucesso!',
    byStatus: { 403: 'Senha incorreta' },
    warnings: [403],
    other: 'Erro ao realizar a operação: {status}',
  },
  deleteAccount: {
    success: 'Conta excluída com sucesso.',
    byStatus: { 404: 'Não foi possível encontrar o usuário' },
    warnings: [404],
    other: 'Erro ao realizar a operação: {status}',
  },
  logout: { byStatus: {}, other: 'Erro ao realizar logout: {status}' },
  signUp: {
    success: 'Cadastro realizado!',
    byStatus: { 409: 'Conflito: usuário já existe' },
    other: 'Parece que ocorreu um erro ao registrar!',
  },
  updateProfile: {
    success: 'Perfil atualizado com sucesso!',
    byStatus: {},
    other: 'Erro ao realizar a operação: {status}',
  },
  updateResume: {
    success: 'Perfil atualizado com sucesso! 📝',
    byStatus: {},
    other: 'Erro ao realizar a operação: {status}',
  },
  updatePicture: {
    success: 'Foto Atualizada com sucesso! 📸 😎',
    byStatus: { 415: 'Envie uma imagem PNG ou JPEG', 413: 'O arquivo deve ter no máximo 3 MB' },
    other: 'Erro ao realizar a operação: {status}',
  },
  removePicture: {
    success: 'Foto removida com sucesso!',
    byStatus: {},
    other: 'Erro ao realizar a operação: {status}',
  },
  registerCompany: {
    success: 'Empresa cadastrada com sucesso!',
    byStatus: { 409: 'Já existe empresa com os mesmos dados', 400: 'Dado(s) incorreto(s)' },
    other: 'Erro ao realizar operação: {status}',
  },
  registerConsultant: {
    success: 'Consultor cadastrado com sucesso!',
    byStatus: { 409: 'Já existe consultor com os mesmos dados', 400: 'Dado(s) incorreto(s)' },
    other: 'Erro ao realizar operação: {status}',
  },
  registerFarmer: {
    success: 'Agricultor criado com sucesso!',
    byStatus: { 409: 'Conflito: celular ou email já cadastrado(s)', 400: 'Dado(s) incorreto(s)' },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  // The consultant's own farmer edit (issue 14); the create reuses registerFarmer's texts.
  updateFarmer: {
    success: 'Agricultor editado com sucesso!',
    byStatus: {
      409: 'Conflito: celular ou email já cadastrado(s)',
      404: 'Agricultor não encontrado.',
      403: 'Apenas quem cadastrou o agricultor pode editá-lo.',
      400: 'Dado(s) incorreto(s)',
    },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  updateUserProfile: {
    success: 'Perfil atualizado com sucesso!',
    byStatus: { 404: 'Usuário não encontrado!', 400: 'Dado(s) incorreto(s)' },
    other: 'Erro ao realizar a operação: {status}',
  },
  changePermission: {
    success: 'Plano alterado com sucesso!',
    byStatus: { 409: 'Conflito: o usuário já possui essa permissão!', 404: 'Usuário não encontrado!' },
    warnings: [409],
    other: 'Erro: {status}',
  },
  masterStatistics: { byStatus: {}, other: 'Erro ao carregar os dados' },
  // Reads of each consulting domain (§8's generic load texts), so no domain borrows the master screens' entries.
  loadOffers: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  loadProvided: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  loadFarms: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  loadSchedule: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  // Harvests (spec 001 §8: 'Erro ao carregar a Safra: {status}') and field activities (issue 14).
  loadHarvests: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar a Safra: {status}' },
  loadFieldActivities: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  loadTrainings: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  /** The recommendation form (issue 15; spec 001 §8 words only the create notice). */
  saveRecommendation: {
    success: 'Recomendação criada com sucesso!',
    byStatus: {
      400: 'Dados inválidos: Insira os dados corretamente.',
      403: 'Apenas quem criou a recomendação pode editá-la.',
      404: 'Recomendação ou agricultor não encontrado.',
    },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  loadLaboratories: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  /** 'Agendar análise' on a lab's page (issue 14; the specification shows the button only). */
  scheduleLabAnalysis: {
    success: 'Análise agendada com sucesso!',
    byStatus: {
      404: 'Laboratório ou agricultor não encontrado.',
      400: 'Dados inválidos: Insira os dados corretamente.',
      403: 'Você não possui autorização (403)',
    },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  masterUsers: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  saveAdvert: {
    success: 'Anúncio salvo com sucesso!',
    byStatus: {
      409: 'Já existe um anúncio com os mesmos dados',
      404: 'Anúncio não encontrado.',
      400: 'Dado(s) inválido(s)',
    },
    other: 'Erro ao realizar a operação: {status}',
  },
  setAdvertStatus: {
    success: 'Status do anúncio atualizado!',
    byStatus: {
      409: 'Já existe um anúncio com status ATIVO.',
      404: 'Anúncio não encontrado.',
      400: 'Dado(s) inválido(s)',
    },
    other: 'Erro ao realizar a operação: {status}',
  },
  advertImage: {
    success: 'Imagem do anúncio atualizada!',
    byStatus: {},
    other:
      'O anúncio foi salvo, mas a imagem não pôde ser enviada ({status}). Tente enviá-la novamente editando o anúncio.',
  },
  savePushNotification: {
    success: 'Notificação salva com sucesso!',
    byStatus: {
      409: 'Já existe uma notificação com os mesmos dados',
      404: 'Notificação não encontrada.',
      400: 'Dado(s) inválido(s)',
    },
    other: 'Erro ao realizar a operação: {status}',
  },
  deletePushNotification: {
    success: 'Notificação excluída!',
    byStatus: { 404: 'Notificação não encontrada.' },
    other: 'Erro ao realizar a operação: {status}',
  },
  saveTraining: {
    success: 'Treinamento criado com sucesso! 🎉',
    byStatus: { 404: 'Treinamento não encontrado.', 409: 'Conflito: já existe treinamento com os mesmos dados' },
    other: 'Erro: {status}',
  },
  /** Same 409 as a create (spec 001 §8); the success text is Talhão's (the spec names none). */
  updateTraining: {
    success: 'Treinamento atualizado!',
    byStatus: { 404: 'Treinamento não encontrado.', 409: 'Conflito: já existe treinamento com os mesmos dados' },
    other: 'Erro: {status}',
  },
  deleteTraining: {
    success: 'Treinamento excluído!',
    byStatus: { 404: 'Treinamento não encontrado.' },
    other: 'Erro: {status}',
  },
  trainingImage: {
    success: 'Imagem do treinamento atualizada!',
    byStatus: {},
    other: 'O treinamento foi salvo, mas a imagem não pôde ser enviada ({status}).',
  },
  loadProfile: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  /** Create or edit an offered consultancy (spec 001 §8); edit success is OFFER_UPDATED. */
  saveOffer: {
    success: 'Consultoria criada com sucesso!',
    // Spec quirk Q9: the old app answered an offer's 409 with the training text; it names the offer now.
    byStatus: { 404: 'Consultoria não encontrada.', 409: 'Conflito: já existe consultoria com os mesmos dados' },
    other: 'Erro: {status}',
  },
  deleteOffer: {
    success: 'Consultoria excluída!',
    byStatus: { 404: 'Consultoria não encontrada.' },
    other: 'Erro: {status}',
  },
  /** The offer was saved first; its image upload failed afterwards (spec 002 §5). */
  offerImage: {
    success: 'Imagem da consultoria atualizada!',
    byStatus: {},
    other: 'A consultoria foi salva, mas a imagem não pôde ser enviada ({status}).',
  },
  /** 'Prestar consultoria' (spec 001 §8). */
  createProvided: {
    success: 'Consultoria criada com sucesso!',
    byStatus: {
      404: 'Consultoria, agricultor ou propriedade não encontrado(s).',
      400: 'Dados inválidos: Insira os dados corretamente.',
      403: 'Dados inválidos: Insira os dados corretamente.',
    },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  updateProvided: {
    success: 'Consultoria prestada editada!',
    byStatus: {
      404: 'Consultoria prestada não encontrada.',
      400: 'Dados inválidos: Insira os dados corretamente.',
      403: 'Dados inválidos: Insira os dados corretamente.',
    },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  // The success text is Talhão's (the specification names none).
  deleteProvided: {
    success: 'Consultoria prestada excluída!',
    byStatus: { 404: 'Consultoria prestada não encontrada.' },
    other: 'Erro: {status}',
  },
  /** Aceitar / Recusar a request (spec 001 §8 'Erro: {status}'); success texts are Talhão's. */
  answerRequest: {
    success: 'Solicitação respondida!',
    byStatus: { 404: 'Solicitação não encontrada.', 409: 'Esta solicitação já foi respondida' },
    other: 'Erro: {status}',
  },
  /** Schedule setup load: 404 means "none yet" and is not an error; others use the spec's text. */
  loadWorkSchedule: { byStatus: {}, other: 'Erro ao carregar os dados' },
  saveWorkSchedule: {
    success: 'Horário de trabalho criado com sucesso!',
    byStatus: { 400: 'Dados incorretos (400)', 409: 'Você já possui um horário de trabalho' },
    warnings: [400],
    other: 'Parece que ocorreu um erro! ({status})',
  },
  updateWorkSchedule: {
    success: 'Horário de trabalho editado com sucesso!',
    byStatus: { 400: 'Dados incorretos (400)', 404: 'Você ainda não possui um horário de trabalho' },
    warnings: [400],
    other: 'Parece que ocorreu um erro! ({status})',
  },
  scheduleActivity: {
    success: 'Atividade de consultoria criada com sucesso! 🎉',
    byStatus: {
      404: 'Consultoria prestada não encontrada.',
      400: 'Dados incorretos (400)',
      403: 'Você não possui autorização (403)',
    },
    warnings: [400],
    other: 'Erro ao realizar a operação ({status})',
  },
  cancelActivity: {
    success: 'Atividade cancelada!',
    byStatus: {
      404: 'Atividade não encontrada.',
      400: 'Apenas atividades planejadas ou solicitadas podem ser canceladas',
      409: 'Apenas atividades planejadas ou solicitadas podem ser canceladas',
      403: 'Você não possui autorização (403)',
    },
    other: 'Erro ao realizar a operação ({status})',
  },
  loadFinance: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  /** A property's boundary set or cleared (issue 14; Talhão's wording, the specification has no boundary). */
  saveBoundary: {
    success: 'Contorno salvo com sucesso!',
    byStatus: {
      404: 'Propriedade não encontrada.',
      403: 'Apenas o consultor que cadastrou o agricultor pode alterar o contorno.',
      400: 'Contorno inválido',
    },
    other: 'Erro ao salvar o contorno: {status}',
  },
  // A farmer's land (issue 14): the generic operation helper of spec 001 §8, the record named on a 404.
  saveProperty: {
    success: 'Propriedade criada com sucesso!',
    byStatus: {
      404: 'Agricultor ou propriedade não encontrado(s).',
      400: 'Dados incorretos (400)',
      403: 'Você não possui autorização (403)',
    },
    warnings: [400],
    other: 'Erro ao realizar a operação ({status})',
  },
  deleteProperty: {
    success: 'Propriedade excluída com sucesso!',
    byStatus: { 404: 'Propriedade não encontrada.', 403: 'Você não possui autorização (403)' },
    other: 'Erro ao realizar a operação ({status})',
  },
  saveArea: {
    success: 'Área criada com sucesso!',
    byStatus: {
      404: 'Propriedade ou área não encontrada.',
      400: 'Dados incorretos (400)',
      403: 'Você não possui autorização (403)',
    },
    warnings: [400],
    other: 'Erro ao realizar a operação ({status})',
  },
  deleteArea: {
    success: 'Área excluída com sucesso!',
    byStatus: { 404: 'Área não encontrada.', 403: 'Você não possui autorização (403)' },
    other: 'Erro ao realizar a operação ({status})',
  },
  saveSector: {
    success: 'Setor(es) criado(s) com sucesso!',
    byStatus: {
      404: 'Área, cultura ou setor não encontrado(s).',
      400: 'Dados incorretos (400)',
      403: 'Você não possui autorização (403)',
    },
    warnings: [400],
    other: 'Erro ao realizar a operação ({status})',
  },
  deleteSector: {
    success: 'Setor excluído com sucesso!',
    byStatus: { 404: 'Setor não encontrado.', 403: 'Você não possui autorização (403)' },
    other: 'Erro ao realizar a operação ({status})',
  },
  saveCulture: {
    success: 'Cultura criada com sucesso!',
    byStatus: {
      409: 'Essa cultura já está cadastrada',
      404: 'Agricultor não encontrado.',
      400: 'Dados incorretos (400)',
      403: 'Você não possui autorização (403)',
    },
    warnings: [400],
    other: 'Erro ao realizar a operação ({status})',
  },
  // Monitorings (issue 15; spec 001 §8 words only the create's 409).
  loadMonitorings: { byStatus: { 404: 'Dados não encontrados' }, other: 'Erro ao carregar os dados' },
  createMonitoring: {
    success: 'Monitoramento criado com sucesso!',
    byStatus: {
      409: 'Já existe monitoramento com os mesmos dados',
      404: 'Consultoria prestada não encontrada.',
      403: 'Somente o consultor da consultoria prestada pode alterar seus monitoramentos.',
      400: 'Os setores selecionados devem pertencer à propriedade da consultoria prestada.',
    },
    other: 'Erro ao criar o monitoramento: {status}',
  },
  // Reports (issue 15; forms/reports.ts REPORT_MESSAGES holds the same texts for the forms and the fixture).
  loadReports: { byStatus: { 404: 'Relatório não encontrado.' }, other: 'Ocorreu um erro ao carregar os dados.' },
  saveReport: {
    byStatus: {
      400: 'Dados inválidos',
      403: 'Somente o consultor que criou o relatório pode alterá-lo.',
      404: 'Relatório não encontrado.',
      409: 'Este relatório já possui parecer técnico.',
    },
    other: 'Erro {status}',
  },
  // The company's consultants (issue 16; spec 002 §8). A 409 on create is titled 'Conflito' by the page.
  loadCompanyConsultants: {
    byStatus: { 404: 'Consultor não encontrado.' },
    other: 'Erro ao carregar os dados',
  },
  createCompanyConsultant: {
    success: 'Consultor criado com sucesso!',
    byStatus: { 409: 'Já existe consultor com esse nome esse email' },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  updateCompanyConsultant: {
    success: 'Consultor editado com sucesso!',
    byStatus: { 404: 'Consultor não encontrado.', 409: 'Já existe consultor com esse nome esse email' },
    other: 'Parece que ocorreu um erro! ({status})',
  },
  deleteCompanyConsultant: {
    success: 'Consultor excluído com sucesso!',
    byStatus: { 404: 'Consultor não encontrado.' },
    other: 'Parece que ocorreu um erro! ({status})',
  },
} as const satisfies Record<string, OperationMessages>;

export type CatalogueOperation = keyof typeof CATALOGUE;

/** Success of an offered-consultancy edit (spec 001 §8). */
export const OFFER_UPDATED = 'Consultoria atualizada!';

/** Confirmation-page text when token or role is missing from the URL. */
export const CONFIRMATION_PAGE_MISSING_PARAMS = 'Erro ao carregar a página';
