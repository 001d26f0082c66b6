import type { Faker } from '@faker-js/faker';
import { businessTime, DAY_MS, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { barsPng, textPdf } from '../analyses/files';
import { OFFERS } from '../offers/offers';
import { PROVIDED_CONSULTANCIES, type ProvidedConsultancyRecord } from '../provided/provided';
import { FIELD_ACTIVITIES } from '../recommendations/fieldActivities';
import { seedPrivateCopy, UPLOADS } from '../uploads/uploads';
import { REPORTS, type ReportItemRecord } from './reports';

/** The seeded files of report items: field photos (drawn as bars, real PNGs) and one PDF of field notes. */
const FILES = [
  { name: 'seed-relatorio-lavoura.png', title: 'Vista geral da lavoura', bars: [0.7, 0.72, 0.68, 0.75, 0.71, 0.69] },
  { name: 'seed-relatorio-mancha-foliar.png', title: 'Mancha foliar', bars: [0.3, 0.55, 0.8, 0.45, 0.2] },
  { name: 'seed-relatorio-stand.png', title: 'Estande de plantas', bars: [0.5, 0.52, 0.1, 0.48, 0.5, 0.51, 0.49] },
  {
    name: 'seed-relatorio-notas.pdf',
    title: 'Anotações de campo',
    lines: [
      'Anotações de campo — visita técnica',
      'Amostragem em 10 pontos por talhão (caminhamento em W).',
      'Pragas: percevejo-marrom abaixo do nível de controle.',
      'Doenças: ferrugem não observada; mancha-alvo em baixeiro.',
      'Plantas daninhas: buva em reboleiras na bordadura.',
    ],
  },
] as const;

const typeOf = (name: string) => (name.endsWith('.pdf') ? 'application/pdf' : 'image/png');

const TITLES = [
  'Visita técnica',
  'Acompanhamento da lavoura',
  'Avaliação fitossanitária',
  'Relatório de vistoria',
  'Diagnóstico de campo',
  'Avaliação do estande',
];
const DESCRIPTIONS = [
  'Visita para avaliar o desenvolvimento da cultura após as últimas chuvas e conferir a eficiência das aplicações realizadas no período.',
  'Levantamento de pragas e doenças nos talhões principais, com amostragem em pontos fixos e registro fotográfico.',
  'Avaliação do estande e da uniformidade de emergência; conferência da regulagem da plantadeira junto ao operador.',
  'Vistoria geral da propriedade com foco em manejo de plantas daninhas e conservação do solo nas áreas de encosta.',
];
const ADVICE = [
  'Cultura em bom estado nutricional. Recomenda-se manter o monitoramento semanal de percevejos e realizar aplicação de fungicida preventivo no estádio R1.',
  'Foram observadas falhas de estande acima de 10% em parte do talhão. Sugere-se replantio localizado e revisão da regulagem da semeadora antes das próximas áreas.',
  'Infestação de buva resistente em reboleiras. Indicada dessecação sequencial com herbicidas de mecanismos distintos e cobertura de solo na entressafra.',
  'Solo com sinais de compactação na camada de 10-20 cm. Recomenda-se subsolagem pontual e rotação com braquiária para recuperar a estrutura.',
];
const ITEM_TEXTS = [
  'Plantas com bom vigor e coloração uniforme no centro do talhão.',
  'Lesões foliares concentradas no terço inferior das plantas; amostras enviadas ao laboratório.',
  'Falhas de estande próximas à cabeceira, provavelmente por embuchamento da semeadora.',
  'Anotações completas da visita, com os pontos amostrados e as observações de cada talhão.',
];

/** Which variants a report takes in turn, so every consultancy shows each kind (spec 001 §4's menu states). */
const VARIANTS = [
  { advice: true, items: true },
  { advice: false, items: false },
  { advice: true, items: false },
  { advice: false, items: true },
] as const;

/** Items of a report, each photo a private copy of the sample served only to who may see the farmer (issue 15). */
function itemsFor(faker: Faker, copy: (sourceName: string, index: number) => string): ReportItemRecord[] {
  const count = faker.number.int({ min: 1, max: 3 });
  const chosen = faker.helpers.arrayElements(FILES, count);
  return chosen.map((file, index) => ({
    index,
    title: index === 2 ? '' : file.title,
    description: ITEM_TEXTS[FILES.indexOf(file)] ?? ITEM_TEXTS[0]!,
    files: [{ url: copy(file.name, index), name: file.name, contentType: typeOf(file.name) }],
  }));
}

/**
 * Technical reports of the provided consultancies under way or done, two to four each, written by the consultancy's
 * consultant (independent or a company's): by turns with and without a technical opinion and with and without items
 * (photos and a PDF), and, where the consultant recommended field activities to that farmer, some of those as the
 * report's recommendations. Runs after the field activities' seed.
 */
function seedReports({ store, faker, anchor }: SeedContext): void {
  const uploads = store.collection(UPLOADS);
  for (const file of FILES) {
    const bytes = 'lines' in file ? textPdf(file.lines) : barsPng(file.bars);
    uploads.insert({
      _id: file.name,
      contentType: typeOf(file.name),
      size: bytes.length,
      originalName: file.name,
      ownerId: null,
      createdAt: new Date(dayStart(anchor, -400)).toISOString(),
      inlineBase64: bytes.toString('base64'),
    });
  }
  const activitiesBy = new Map<string, string[]>();
  for (const activity of store.collection(FIELD_ACTIVITIES).all()) {
    const key = `${activity.user}/${activity.createdBy}`;
    activitiesBy.set(key, [...(activitiesBy.get(key) ?? []), activity._id]);
  }
  const offers = store.collection(OFFERS);
  const reports = store.collection(REPORTS);
  const engaged = (p: ProvidedConsultancyRecord) =>
    p.status === 'IN-PROGRESS' || p.status === 'COMPLETED' || p.status === 'PLANNED';
  let turn = 0;
  for (const provided of store.collection(PROVIDED_CONSULTANCIES).filter(engaged)) {
    const count = faker.number.int({ min: 2, max: 4 });
    const start = Date.parse(`${provided.startDate}T00:00:00Z`);
    const from = Math.min(start, anchor.getTime() - 30 * DAY_MS);
    const to = anchor.getTime() - DAY_MS;
    const recommended = activitiesBy.get(`${provided.user}/${provided.consultant}`) ?? [];
    const culture = offers.get(provided.consultancy)?.name;
    for (let i = 0; i < count; i++) {
      const variant = VARIANTS[turn++ % VARIANTS.length]!;
      const day = from + Math.floor(faker.number.float({ min: 0, max: 1 }) * Math.max(0, to - from));
      const at = Math.floor(day / DAY_MS) * DAY_MS + businessTime(faker);
      const title = `${faker.helpers.arrayElement(TITLES)}${culture ? ` — ${culture}` : ''}`.slice(0, 100);
      const withActivities = recommended.length > 0 && i % 2 === 0;
      const reportId = objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
      const createdAt = new Date(at).toISOString();
      const copy = (sourceName: string, index: number) =>
        seedPrivateCopy(store, {
          sourceName,
          copyName: `seed-item-${reportId}-${index}`,
          farmerId: provided.user,
          createdAt,
        });
      reports.insert({
        _id: reportId,
        title,
        description: faker.helpers.arrayElement(DESCRIPTIONS),
        technicalAdvice: variant.advice ? faker.helpers.arrayElement(ADVICE) : '',
        consultancyProvided: provided._id,
        user: provided.user,
        createdBy: provided.consultant,
        createdAt: new Date(at).toISOString(),
        updatedAt: new Date(at).toISOString(),
        reportOfFile: variant.items ? itemsFor(faker, copy) : [],
        fieldActivityRecommended: withActivities
          ? faker.helpers.arrayElements(recommended, Math.min(recommended.length, faker.number.int({ min: 1, max: 3 })))
          : [],
      });
    }
  }
}

export const reportsSeed: SeedGenerator = { name: 'reports', run: seedReports };
