import type { UpstreamMonitoringStatus } from '@talhao/schema/upstream/monitorings';
import { DAY_MS, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { textPdf } from '../analyses/files';
import { SECTORS } from '../farmers/farmers';
import { PROVIDED_CONSULTANCIES } from '../provided/provided';
import { seedPrivateCopy, UPLOADS } from '../uploads/uploads';
import { fieldPhoto, leafPhoto, soilPhoto } from './files';
import { MONITORINGS, type MonitoringFile, type MonitoringPostRecord } from './monitorings';

/** The files the seeded posts point at, stored once each (the seed has no file storage: `inlineBase64`). */
const FILES = {
  field: { name: 'seed-monitoramento-lavoura.png', bytes: fieldPhoto, type: 'image/png' },
  leaf: { name: 'seed-monitoramento-ferrugem.png', bytes: leafPhoto, type: 'image/png' },
  soil: { name: 'seed-monitoramento-solo.png', bytes: soilPhoto, type: 'image/png' },
  report: {
    name: 'seed-monitoramento-relatorio.pdf',
    bytes: () =>
      textPdf([
        'Relatório de visita técnica — monitoramento',
        'Amostragem: pano de batida, 10 pontos por talhão',
        'Lagarta-da-soja: 4 por metro (nível de controle: 20)',
        'Percevejo-marrom: 1,5 por metro (nível de controle: 2)',
        'Ferrugem asiática: sem pústulas no terço inferior',
        'Condição: estádio R3, boa sanidade geral',
        'Próxima visita em 7 dias.',
      ]),
    type: 'application/pdf',
  },
} as const;
type FileKey = keyof typeof FILES;

/** What a consultant monitors: a title, a description ≤ 210 and the posts' texts, each with its file. */
const THEMES = [
  {
    title: 'Ferrugem asiática',
    description:
      'Acompanhamento semanal de ferrugem asiática nos talhões de soja, com foco no terço inferior das plantas.',
    posts: [
      {
        title: 'Primeira vistoria',
        description: 'Sem pústulas visíveis. Umidade alta nas baixadas; manter atenção após as chuvas.',
        file: 'field',
      },
      {
        title: 'Primeiros sintomas',
        description: 'Pústulas isoladas no terço inferior do setor próximo à mata. Recomendada aplicação preventiva.',
        file: 'leaf',
      },
      {
        title: null,
        description: 'Laudo da amostragem anexado: severidade baixa, sem avanço para o terço médio.',
        file: 'report',
      },
      {
        title: 'Após a aplicação',
        description: 'Lesões secas e sem esporulação. Plantas com boa coloração.',
        file: 'leaf',
      },
    ],
  },
  {
    title: 'Pragas da soja — pano de batida',
    description: 'Contagem de lagartas e percevejos pelo método do pano de batida, dez pontos por setor.',
    posts: [
      {
        title: 'Contagem inicial',
        description: 'Lagarta-da-soja abaixo do nível de controle. Poucos inimigos naturais observados.',
        file: 'field',
      },
      { title: null, description: 'Relatório de amostragem com as contagens por ponto.', file: 'report' },
      {
        title: 'Percevejos em alta',
        description: 'Percevejo-marrom próximo ao nível de controle na bordadura. Reavaliar em três dias.',
        file: 'field',
      },
    ],
  },
  {
    title: 'Estande e desenvolvimento inicial',
    description: 'Avaliação de estande, uniformidade de emergência e vigor das plântulas após o plantio.',
    posts: [
      {
        title: 'Emergência',
        description: 'Emergência uniforme, média de 14 plantas por metro. Falhas pontuais na cabeceira.',
        file: 'field',
      },
      {
        title: 'Perfil do solo',
        description: 'Trincheira aberta: boa estrutura até 30 cm, raízes sem impedimento.',
        file: 'soil',
      },
      { title: null, description: 'Planilha de estande e fotos das linhas anexadas no relatório.', file: 'report' },
    ],
  },
  {
    title: 'Compactação e umidade do solo',
    description: 'Monitoramento da umidade e da compactação nas áreas de tráfego intenso de máquinas.',
    posts: [
      {
        title: 'Trincheira',
        description: 'Camada compactada entre 15 e 22 cm nos carreadores. Sugerida escarificação localizada.',
        file: 'soil',
      },
      {
        title: 'Após as chuvas',
        description: 'Boa infiltração nos setores com palhada; escorrimento no setor sem cobertura.',
        file: 'field',
      },
      { title: null, description: 'Resultados de resistência à penetração anexados.', file: 'report' },
    ],
  },
] as const;

const statusOf = (status: string): UpstreamMonitoringStatus =>
  status === 'COMPLETED' || status === 'CANCELED' || status === 'IN-PROGRESS' ? status : 'PLANNED';

/**
 * Monitorings of every provided consultancy on a property with sectors (but requests and refusals): one to
 * three per consultancy on some of its property's sectors, each with its posts from the consultancy's start up
 * to today (photos and a PDF), sent by the consultancy's consultant; a consultancy that has not started has
 * one planned monitoring without posts. Every demo consultant (independent or a company's) has some.
 */
function seedMonitorings({ store, faker, anchor }: SeedContext): void {
  const uploads = store.collection(UPLOADS);
  const stored = new Map<FileKey, MonitoringFile>();
  for (const [key, file] of Object.entries(FILES) as [FileKey, (typeof FILES)[FileKey]][]) {
    const bytes = file.bytes();
    uploads.insert({
      _id: file.name,
      contentType: file.type,
      size: bytes.length,
      originalName: file.name,
      ownerId: null,
      createdAt: new Date(dayStart(anchor, -400)).toISOString(),
      inlineBase64: bytes.toString('base64'),
    });
    stored.set(key, { url: `/uploads/${file.name}`, name: file.name, contentType: file.type });
  }
  // Each post has its own private copy of the sample file, served only to who may see the farmer (issue 15).
  const fileOf = (key: FileKey, farmerId: string, postId: string, createdAt: string): MonitoringFile => {
    const sample = stored.get(key) as MonitoringFile;
    const sourceName = sample.url.slice('/uploads/'.length);
    const url = seedPrivateCopy(store, { sourceName, copyName: `seed-post-${postId}`, farmerId, createdAt });
    return { ...sample, url };
  };

  const sectorsOf = new Map<string, string[]>();
  for (const sector of store.collection(SECTORS).all()) {
    sectorsOf.set(sector.property, [...(sectorsOf.get(sector.property) ?? []), sector._id]);
  }
  const now = anchor.getTime() - 3_600_000;
  const monitorings = store.collection(MONITORINGS);
  const idAt = (at: number) =>
    objectId(new Date(at), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));

  for (const consultancy of store.collection(PROVIDED_CONSULTANCIES).all()) {
    if (consultancy.status === 'REQUESTED' || consultancy.status === 'REJECTED') continue;
    const sectors = consultancy.property ? sectorsOf.get(consultancy.property) : undefined;
    if (!sectors?.length) continue;
    const start = Date.parse(consultancy.startDate);
    const end = Math.min(now, consultancy.endDate ? Date.parse(consultancy.endDate) + DAY_MS - 1 : now);
    const started = start < end;
    const themes = faker.helpers.arrayElements(THEMES, started ? { min: 1, max: 3 } : 1);
    for (const theme of themes) {
      const created = started
        ? start + faker.number.int({ min: 0, max: Math.max(0, Math.floor((end - start) / 3)) })
        : Math.min(now, Date.parse(consultancy.createdAt));
      const posts: MonitoringPostRecord[] = [];
      if (started) {
        const count = Math.min(theme.posts.length, faker.number.int({ min: 2, max: theme.posts.length }));
        const step = Math.max(60_000, Math.floor((end - created) / (count + 1)));
        theme.posts.slice(0, count).forEach((post, index) => {
          const at = Math.min(end, created + step * (index + 1) - faker.number.int({ min: 0, max: 3_600_000 }));
          const postId = idAt(at);
          const date = new Date(at).toISOString();
          posts.push({
            _id: postId,
            date,
            title: post.title,
            description: post.description,
            file: fileOf(post.file, consultancy.user, postId, date),
            sendBy: consultancy.consultant,
          });
        });
      }
      const last = posts.at(-1)?.date ?? new Date(created).toISOString();
      monitorings.insert({
        _id: idAt(created),
        consultancyProvided: consultancy._id,
        title: theme.title,
        description: theme.description,
        status: statusOf(consultancy.status),
        sectors: faker.helpers.arrayElements(sectors, { min: 1, max: Math.min(3, sectors.length) }),
        reportOfFiles: posts,
        createdBy: consultancy.consultant,
        createdAt: new Date(created).toISOString(),
        updatedAt: last,
      });
    }
  }
}

export const monitoringsSeed: SeedGenerator = { name: 'monitorings', run: seedMonitorings };
