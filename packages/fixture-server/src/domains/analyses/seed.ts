import { businessTime, dayOf, dayStart } from '../../seed/time';
import type { SeedContext, SeedGenerator } from '../../seed/types';
import { objectId } from '../../store/ids';
import { USERS } from '../account/users';
import { PROPERTIES } from '../farmers/farmers';
import { UPLOADS } from '../uploads/uploads';
import { LAB_ANALYSES } from './analyses';
import { barsPng, textPdf } from './files';

/** The kinds of analysis a farm sends to a lab, each with the report the seed stores for it. */
const KINDS = [
  {
    name: 'Análise de solo',
    file: 'seed-analise-solo.pdf',
    lines: [
      'Laudo de análise de solo (0-20 cm)',
      'Laboratório Agronômico Talhão — amostra composta',
      'pH (CaCl2): 5,4   M.O.: 32 g/dm3   P (resina): 18 mg/dm3',
      'K: 2,9 mmolc/dm3   Ca: 28 mmolc/dm3   Mg: 9 mmolc/dm3',
      'H+Al: 31 mmolc/dm3   CTC: 70,9 mmolc/dm3   V%: 56',
      'Recomendação: calagem para elevar V% a 70.',
    ],
  },
  {
    name: 'Análise foliar (tecido vegetal)',
    file: 'seed-analise-foliar.pdf',
    lines: [
      'Laudo de análise foliar (tecido vegetal)',
      'Folhas diagnósticas coletadas no florescimento',
      'N: 42 g/kg   P: 3,1 g/kg   K: 19 g/kg   Ca: 9 g/kg',
      'Mg: 3,2 g/kg   S: 2,4 g/kg   B: 38 mg/kg   Zn: 41 mg/kg',
      'Interpretação: teores adequados; boro no limite inferior.',
    ],
  },
  {
    name: 'Análise de nematoides',
    file: 'seed-analise-nematoides.pdf',
    lines: [
      'Laudo nematológico',
      'Amostra: 200 cm3 de solo e 10 g de raízes',
      'Pratylenchus brachyurus: 320 / 10 g de raízes',
      'Heterodera glycines: não detectado',
      'Meloidogyne spp.: 40 / 200 cm3 de solo',
      'Recomendação: rotação com crotalária na entressafra.',
    ],
  },
  {
    name: 'Análise de água de irrigação',
    file: 'seed-analise-agua.pdf',
    lines: [
      'Laudo de qualidade da água para irrigação',
      'pH: 7,1   CE: 0,42 dS/m   RAS: 1,8',
      'Ferro total: 0,2 mg/L   Dureza: 85 mg/L CaCO3',
      'Classe: C2-S1 (salinidade média, sódio baixo)',
    ],
  },
  {
    name: 'Análise física do solo (textura)',
    file: 'seed-analise-textura.png',
    bars: [0.62, 0.18, 0.2, 0.45, 0.3],
  },
] as const;

const contentTypeOf = (file: string) => (file.endsWith('.pdf') ? 'application/pdf' : 'image/png');

/**
 * Lab analyses of every farmer with a property (two to five each, over the last year), each pointing at one of
 * the kinds' reports above. The seed has no file storage, so each report is stored once in its upload record
 * (`inlineBase64`); each analysis gets a private upload record of the farmer (`farmerId`) that reads those bytes
 * (`inlineFrom`), which GET /uploads/:name serves to who may see the farmer.
 */
function seedAnalyses({ store, faker, anchor }: SeedContext): void {
  const uploads = store.collection(UPLOADS);
  const sizes = new Map<string, number>();
  for (const kind of KINDS) {
    const bytes = 'lines' in kind ? textPdf(kind.lines) : barsPng(kind.bars);
    sizes.set(kind.file, bytes.length);
    uploads.insert({
      _id: kind.file,
      contentType: contentTypeOf(kind.file),
      size: bytes.length,
      originalName: kind.file,
      ownerId: null,
      createdAt: new Date(dayStart(anchor, -400)).toISOString(),
      inlineBase64: bytes.toString('base64'),
    });
  }

  const propertiesOf = new Map<string, string[]>();
  for (const property of store.collection(PROPERTIES).all()) {
    propertiesOf.set(property.user, [...(propertiesOf.get(property.user) ?? []), property._id]);
  }
  const analyses = store.collection(LAB_ANALYSES);
  const farmers = store.collection(USERS).filter((u) => u.role === 'USER' && u.deletedAt === null);
  for (const farmer of farmers) {
    const properties = propertiesOf.get(farmer._id);
    if (!properties?.length) continue;
    const count = faker.number.int({ min: 2, max: 5 });
    for (let i = 0; i < count; i++) {
      const kind = faker.helpers.arrayElement(KINDS);
      const day = dayStart(anchor, -faker.number.int({ min: 1, max: 360 }));
      const createdAt = day + businessTime(faker);
      const season = faker.helpers.arrayElement(['safra', 'safrinha', 'pré-plantio', 'pós-colheita']);
      const id = objectId(new Date(createdAt), faker.string.hexadecimal({ length: 16, casing: 'lower', prefix: '' }));
      // Each analysis has its own private copy (issue 15: a farm record's file is served only to who sees the farmer).
      const file = `seed-analise-${id}${kind.file.slice(kind.file.lastIndexOf('.'))}`;
      uploads.insert({
        _id: file,
        contentType: contentTypeOf(kind.file),
        size: sizes.get(kind.file) ?? 0,
        originalName: kind.file,
        ownerId: null,
        farmerId: farmer._id,
        createdAt: new Date(createdAt).toISOString(),
        inlineFrom: kind.file,
      });
      analyses.insert({
        _id: id,
        user: farmer._id,
        property: faker.helpers.arrayElement(properties),
        name: `${kind.name} — ${season}`,
        date: dayOf(day),
        file: { url: `/uploads/${file}`, name: kind.file, contentType: contentTypeOf(kind.file) },
        createdBy: farmer.createdBy ?? farmer._id,
        createdAt: new Date(createdAt).toISOString(),
      });
    }
  }
}

export const analysesSeed: SeedGenerator = { name: 'analyses', run: seedAnalyses };
