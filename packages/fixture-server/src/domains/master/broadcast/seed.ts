import type { Faker } from '@faker-js/faker';
import { type AudienceRole, type EntityStatus, PROVIDER_SITE_URL, RECURRENCE_VALUES } from '@talhao/schema';
import { businessTime, DAY_MS, dayOf, dayStart } from '../../../seed/time';
import type { SeedContext, SeedGenerator } from '../../../seed/types';
import { objectId } from '../../../store/ids';
import { ADVERTS, PUSH_NOTIFICATIONS } from './broadcasts';

/** Advert texts (title ≤ 60, message ≤ 280); a link where the campaign has a page. */
const ADVERT_TEXTS: readonly { title: string; message: string; path?: string }[] = [
  {
    title: 'Safra 2026/27: planeje com seu consultor',
    message:
      'Chegou a hora de planejar a próxima safra. Fale com o seu consultor pelo app, registre as áreas e receba recomendações de manejo para cada talhão.',
    path: '/safra',
  },
  {
    title: 'Novo: histórico de atividades no app',
    message: 'Agora você acompanha todas as atividades de campo da sua propriedade, com datas, custos e fotos.',
  },
  {
    title: 'Semana do Café Especial',
    message:
      'Treinamentos gratuitos sobre colheita seletiva e pós-colheita do café, de segunda a sexta. Inscreva-se pelo app e garanta a sua vaga.',
    path: '/eventos/cafe',
  },
  {
    title: 'Análise de solo com desconto',
    message: 'Laboratórios parceiros com 15% de desconto em análises de solo e tecido vegetal até o fim do mês.',
    path: '/laboratorios',
  },
  {
    title: 'Monitoramento de pragas na soja',
    message:
      'Período crítico para lagartas e percevejos. Peça ao seu consultor uma visita de monitoramento e registre as ocorrências no app.',
  },
  {
    title: 'Conheça os consultores da sua região',
    message: 'Encontre consultores e empresas de consultoria perto da sua propriedade e solicite um atendimento.',
    path: '/consultores',
  },
  {
    title: 'Controle de estoque de insumos',
    message: 'Cadastre entradas e saídas de insumos e saiba quanto ainda tem de cada produto na propriedade.',
  },
  {
    title: 'Webinar: crédito rural 2026',
    message:
      'Especialistas explicam as novas linhas de crédito do Plano Safra e como preparar a documentação da propriedade. Transmissão ao vivo pelo app.',
    path: '/eventos/credito-rural',
  },
  {
    title: 'Irrigação: economize água e energia',
    message: 'Dicas práticas de manejo da irrigação para reduzir custos sem perder produtividade.',
  },
  {
    title: 'Atualize o app Talhão',
    message: 'A nova versão do app traz mapas offline das suas áreas e sincronização mais rápida. Atualize já.',
  },
  {
    title: 'Dia de campo em Rio Verde',
    message:
      'Demonstração de plantio direto e manejo de cobertura com a Terra Forte Agronegócios. Vagas limitadas, inscrições pelo app.',
    path: '/eventos/dia-de-campo',
  },
  {
    title: 'Previsão do tempo na sua propriedade',
    message: 'Receba alertas de chuva e geada para a localização da sua fazenda direto no celular.',
  },
  {
    title: 'Relatórios técnicos em PDF',
    message: 'Os relatórios de consultoria agora podem ser baixados em PDF e compartilhados com a sua equipe.',
  },
  {
    title: 'Boas práticas na aplicação de defensivos',
    message: 'Curso rápido sobre tecnologia de aplicação, EPI e descarte correto de embalagens. Certificado ao final.',
    path: '/cursos/aplicacao',
  },
  {
    title: 'Colheita do milho safrinha',
    message: 'Registre a colheita de cada talhão e compare a produtividade com as safras anteriores.',
  },
  {
    title: 'Cadastre as culturas da sua propriedade',
    message: 'Com as culturas cadastradas, seu consultor prepara recomendações mais precisas para cada setor.',
  },
  {
    title: 'Feira Agro Talhão 2026',
    message:
      'Três dias de palestras, máquinas e negócios para o produtor rural. Apresente o app na entrada e ganhe acesso à área de demonstrações.',
    path: '/eventos/feira',
  },
  {
    title: 'Programa de certificação do café',
    message: 'Consultores parceiros ajudam a preparar a sua propriedade para a certificação. Saiba como participar.',
    path: '/certificacao',
  },
  {
    title: 'Calendário de vacinação do rebanho',
    message: 'Lembrete: confira as datas da campanha estadual de vacinação e registre no app.',
  },
  {
    title: 'Indique um vizinho produtor',
    message: 'Indique o Talhão para outro produtor e ganhe um mês de acompanhamento extra com o seu consultor.',
  },
  {
    title: 'Manejo de nematoides',
    message: 'Treinamento online sobre amostragem e controle de nematoides em soja e cana-de-açúcar.',
  },
  {
    title: 'Fotos das atividades de campo',
    message: 'Agora é possível anexar fotos às atividades de campo e enviá-las ao seu consultor.',
  },
  {
    title: 'Seguro rural: prazo de adesão',
    message: 'O prazo de adesão ao seguro rural da próxima safra termina em breve. Converse com o seu consultor.',
  },
  {
    title: 'Agricultura de precisão para pequenos produtores',
    message: 'Mapas de produtividade e aplicação em taxa variável também para propriedades de até 50 hectares.',
    path: '/precisao',
  },
];

/** Notification texts (message ≤ 105). */
const NOTIFICATION_TEXTS: readonly { title: string; message: string }[] = [
  {
    title: 'Alerta de geada',
    message: 'Previsão de geada para as próximas noites. Proteja as mudas e áreas sensíveis.',
  },
  { title: 'Nova versão do app', message: 'Atualize o app Talhão para usar os mapas offline das suas áreas.' },
  { title: 'Vazio sanitário da soja', message: 'Lembrete: o vazio sanitário da soja começa em breve na sua região.' },
  {
    title: 'Inscrições abertas',
    message: 'Novos treinamentos disponíveis no app. Confira as datas e garanta a sua vaga.',
  },
  { title: 'Relatório disponível', message: 'Seu consultor publicou novos relatórios técnicos. Abra o app para ver.' },
  {
    title: 'Chuvas intensas',
    message: 'Previsão de chuva forte nos próximos dias. Reprograme as aplicações de defensivos.',
  },
  {
    title: 'Plano Safra',
    message: 'As novas linhas de crédito do Plano Safra já estão disponíveis. Fale com seu banco.',
  },
  { title: 'Pesquisa de satisfação', message: 'Conte o que você acha do app Talhão e ajude a melhorar o atendimento.' },
  { title: 'Campanha de vacinação', message: 'A campanha estadual de vacinação do rebanho começa na próxima semana.' },
  { title: 'Manutenção programada', message: 'O app ficará indisponível no domingo, das 2h às 4h, para manutenção.' },
  { title: 'Dia de campo', message: 'Participe do dia de campo sobre plantio direto. Inscrições pelo app.' },
  { title: 'Estoque de insumos', message: 'Atualize o estoque de insumos antes do início do plantio.' },
  { title: 'Colheita do café', message: 'Registre a colheita de cada talhão para acompanhar a produtividade.' },
  { title: 'Preço do milho', message: 'Confira a cotação do milho na sua região e planeje a comercialização.' },
  { title: 'Boas festas', message: 'A equipe Talhão deseja a você e à sua família um ótimo fim de ano!' },
];

const AUDIENCES: readonly { weight: number; value: AudienceRole[] }[] = [
  { weight: 5, value: ['USER'] },
  { weight: 2, value: ['USER', 'CONSULTANT'] },
  { weight: 1, value: ['CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'] },
  { weight: 1, value: ['USER', 'CONSULTANT', 'ENTERPRISE', 'ENTERPRISE_CONSULTANT'] },
];

/** Where a broadcast sits relative to today. */
type Timing = 'past' | 'running' | 'future';

/**
 * Dates of one broadcast: `past` ended before today (the k-th one further back), `running` started
 * before today and ends after it, `future` has not started.
 */
function datesFor(faker: Faker, anchor: Date, timing: Timing, k: number) {
  // Something still being pushed repeats; a one-off (0) is either past or scheduled.
  const choices = RECURRENCE_VALUES.filter((value) => timing !== 'running' || value !== 0);
  const periodicity = faker.helpers.weightedArrayElement(
    choices.map((value) => ({ value, weight: value === 0 ? 2 : 1 })),
  );
  const startOffset =
    timing === 'past'
      ? -(25 + k * 28 + faker.number.int({ min: 0, max: 10 }))
      : timing === 'running'
        ? -faker.number.int({ min: 3, max: 15 })
        : faker.number.int({ min: 2, max: 50 });
  const length = periodicity === 0 ? 0 : faker.number.int({ min: timing === 'running' ? 20 : 7, max: 40 });
  const start = dayStart(anchor, startOffset);
  // A past campaign ended before today.
  const end = dayStart(anchor, timing === 'past' ? Math.min(startOffset + length, -1) : startOffset + length);
  const started = start <= anchor.getTime();
  const lastPushDay = Math.min(end, dayStart(anchor, -1));
  return {
    notificationPeriodicity: periodicity,
    startDate: dayOf(start),
    endDate: dayOf(end),
    lastPush: started ? new Date(Math.max(start, lastPushDay) + businessTime(faker)).toISOString() : null,
    createdAt: Math.min(start - faker.number.int({ min: 2, max: 10 }) * DAY_MS, anchor.getTime() - DAY_MS),
  };
}

/**
 * Adverts in every status — exactly one ACTIVE (running), 11 WAITING (paused mid-run or not started),
 * 12 INACTIVE (past campaigns) — and 15 notifications (past, running and scheduled), so each list has
 * more than one page of 10. Images are left empty (no files in the seed).
 */
function seedBroadcasts(ctx: SeedContext): void {
  const { faker, anchor, store } = ctx;
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
  const plan: { status: EntityStatus; timing: Timing }[] = [
    { status: 'ACTIVE', timing: 'running' },
    ...Array.from({ length: 4 }, () => ({ status: 'WAITING' as const, timing: 'running' as const })),
    ...Array.from({ length: 7 }, () => ({ status: 'WAITING' as const, timing: 'future' as const })),
    ...Array.from({ length: 12 }, () => ({ status: 'INACTIVE' as const, timing: 'past' as const })),
  ];
  let pastIndex = 0;
  plan.forEach(({ status, timing }, index) => {
    const text = ADVERT_TEXTS[index]!;
    const dates = datesFor(faker, anchor, timing, timing === 'past' ? pastIndex++ : 0);
    const at = dates.createdAt + businessTime(faker);
    store.collection(ADVERTS).insert({
      _id: idAt(at),
      title: text.title,
      message: text.message,
      url: text.path ? `${PROVIDER_SITE_URL}${text.path}` : null,
      status,
      notificationPeriodicity: dates.notificationPeriodicity,
      startDate: dates.startDate,
      endDate: dates.endDate,
      lastPush: status === 'WAITING' && timing === 'future' ? null : dates.lastPush,
      role: [...faker.helpers.weightedArrayElement([...AUDIENCES])],
      image: null,
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    });
  });

  NOTIFICATION_TEXTS.forEach((text, index) => {
    const timing: Timing = index < 9 ? 'past' : index < 11 ? 'running' : 'future';
    const dates = datesFor(faker, anchor, timing, index);
    const at = dates.createdAt + businessTime(faker);
    store.collection(PUSH_NOTIFICATIONS).insert({
      _id: idAt(at),
      title: text.title,
      message: text.message,
      notificationPeriodicity: dates.notificationPeriodicity,
      startDate: dates.startDate,
      endDate: dates.endDate,
      lastPush: dates.lastPush,
      role: [...faker.helpers.weightedArrayElement([...AUDIENCES])],
      createdAt: new Date(at).toISOString(),
      updatedAt: new Date(at).toISOString(),
    });
  });
}

export const broadcastsSeed: SeedGenerator = { name: 'broadcasts', run: seedBroadcasts };
