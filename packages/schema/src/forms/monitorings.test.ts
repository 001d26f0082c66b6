import { describe, expect, it } from 'vitest';
import { messageFor } from '../messages';
import {
  CREATE_MONITORING_POST,
  MONITORING_MESSAGES,
  MONITORING_STATUS,
  MONITORING_STATUSES,
  monitoringPostFieldsSchema,
  monitoringPostFormSchema,
  monitoringSchema,
} from './monitorings';

const valid = {
  consultancyProvidedId: 'a'.repeat(24),
  title: 'Ferrugem asiática — talhão 3',
  description: 'Acompanhar a evolução das pústulas nas folhas do terço inferior.',
  status: 'PLANNED',
  sectorIds: ['s1', 's2'],
};
const file = (name = 'foto.jpg', type = 'image/jpeg', size = 2048) => ({ name, type, size });
const post = { title: '', description: 'Visita de campo: sem novos focos.', file: file() };

function messageAt(values: unknown, path: string, schema: { safeParse(v: unknown): unknown } = monitoringSchema) {
  const result = schema.safeParse(values) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (result.success) return undefined;
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('monitoringSchema', () => {
  it('accepts a complete monitoring, trims its texts and drops repeated sectors', () => {
    const parsed = monitoringSchema.parse({ ...valid, title: '  Lagarta  ', sectorIds: ['s1', 's1', 's2'] });
    expect(parsed).toMatchObject({ title: 'Lagarta', status: 'PLANNED', sectorIds: ['s1', 's2'] });
  });

  it('requires a title of at most 80 characters on one line', () => {
    expect(messageAt({ ...valid, title: '' }, 'title')).toBe('Insira o titulo');
    expect(messageAt({ ...valid, title: '   ' }, 'title')).toBe('Insira o titulo');
    expect(messageAt({ ...valid, title: undefined }, 'title')).toBe('Insira o titulo');
    expect(messageAt({ ...valid, title: 'a'.repeat(80) }, 'title')).toBeUndefined();
    expect(messageAt({ ...valid, title: 'a'.repeat(81) }, 'title')).toBe('O título pode ter no máximo 80 caracteres');
    expect(messageAt({ ...valid, title: 'a\nb' }, 'title')).toBe('O texto contém caracteres inválidos');
  });

  it('requires a description of at most 210 characters (line breaks allowed)', () => {
    expect(messageAt({ ...valid, description: '' }, 'description')).toBe('Insira a descrição');
    expect(messageAt({ ...valid, description: null }, 'description')).toBe('Insira a descrição');
    expect(messageAt({ ...valid, description: 'a'.repeat(210) }, 'description')).toBeUndefined();
    expect(messageAt({ ...valid, description: 'linha 1\nlinha 2' }, 'description')).toBeUndefined();
    expect(messageAt({ ...valid, description: 'a'.repeat(211) }, 'description')).toBe(
      'A descrição pode ter no máximo 210 caracteres',
    );
    expect(messageAt({ ...valid, description: 'a'.repeat(1_000_000) }, 'description')).toBe(
      'A descrição pode ter no máximo 210 caracteres',
    );
    expect(messageAt({ ...valid, description: 'bip\u0007' }, 'description')).toBe(
      'O texto contém caracteres inválidos',
    );
  });

  it('requires a status of the shared list', () => {
    expect(messageAt({ ...valid, status: '' }, 'status')).toBe('Selecione uma opção');
    expect(messageAt({ ...valid, status: undefined }, 'status')).toBe('Selecione uma opção');
    expect(messageAt({ ...valid, status: 'REQUESTED' }, 'status')).toBe('Selecione uma opção');
    for (const status of MONITORING_STATUSES) expect(messageAt({ ...valid, status }, 'status')).toBeUndefined();
    expect(MONITORING_STATUSES.map((status) => MONITORING_STATUS[status].label)).toEqual([
      'Planejado',
      'Em andamento',
      'Concluído',
      'Cancelado',
    ]);
  });

  it('requires at least one sector, at most 200', () => {
    expect(messageAt({ ...valid, sectorIds: [] }, 'sectorIds')).toBe('Selecione pelo menos um setor');
    expect(messageAt({ ...valid, sectorIds: undefined }, 'sectorIds')).toBe('Selecione pelo menos um setor');
    expect(messageAt({ ...valid, sectorIds: ['x\r\ny'] }, 'sectorIds.0')).toBe('Selecione pelo menos um setor');
    const many = Array.from({ length: 201 }, (_, i) => `s${i}`);
    expect(messageAt({ ...valid, sectorIds: many }, 'sectorIds')).toBe('Selecione no máximo 200 setores');
  });

  it('requires the provided consultancy as a record id', () => {
    expect(messageAt({ ...valid, consultancyProvidedId: '' }, 'consultancyProvidedId')).toBe(
      'Selecione a consultoria prestada',
    );
    expect(messageAt({ ...valid, consultancyProvidedId: '../x' }, 'consultancyProvidedId')).toBe(
      'Selecione a consultoria prestada',
    );
  });

  it('words the 409 as the specification does', () => {
    expect(MONITORING_MESSAGES.conflictTitle).toBe('Conflito');
    expect(MONITORING_MESSAGES.conflict).toBe('Já existe monitoramento com os mesmos dados');
  });
});

describe('monitoringPostFormSchema', () => {
  it('takes an optional title (blank → absent) and trims it', () => {
    expect(monitoringPostFormSchema.parse(post).title).toBeUndefined();
    expect(monitoringPostFormSchema.parse({ ...post, title: '  Chuva  ' }).title).toBe('Chuva');
    expect(messageAt({ ...post, title: 'a'.repeat(80) }, 'title', monitoringPostFormSchema)).toBeUndefined();
    expect(messageAt({ ...post, title: 'a'.repeat(81) }, 'title', monitoringPostFormSchema)).toBe(
      'O título pode ter no máximo 80 caracteres',
    );
    expect(messageAt({ ...post, title: 'a\u0000' }, 'title', monitoringPostFormSchema)).toBe(
      'O texto contém caracteres inválidos',
    );
  });

  it('requires a description of at most 686 characters', () => {
    expect(messageAt({ ...post, description: '' }, 'description', monitoringPostFormSchema)).toBe('Insira a descrição');
    expect(messageAt({ ...post, description: 'a'.repeat(686) }, 'description', monitoringPostFormSchema)).toBe(
      undefined,
    );
    expect(messageAt({ ...post, description: 'a'.repeat(687) }, 'description', monitoringPostFormSchema)).toBe(
      'A descrição pode ter no máximo 686 caracteres',
    );
  });

  it('requires one PDF, PNG or JPEG of at most 3 MB', () => {
    expect(messageAt({ ...post, file: null }, 'file', monitoringPostFormSchema)).toBe('Selecione o arquivo');
    expect(messageAt({ ...post, file: file('a.gif', 'image/gif') }, 'file', monitoringPostFormSchema)).toBe(
      'Envie um arquivo PDF, PNG ou JPEG',
    );
    expect(
      messageAt(
        { ...post, file: file('a.pdf', 'application/pdf', 3 * 1024 * 1024 + 1) },
        'file',
        monitoringPostFormSchema,
      ),
    ).toBe('O arquivo deve ter no máximo 3 MB');
    expect(messageAt({ ...post, file: file('a.pdf', 'application/pdf', 0) }, 'file', monitoringPostFormSchema)).toBe(
      'O arquivo enviado está vazio',
    );
    expect(messageAt({ ...post, file: file('laudo.pdf', 'application/pdf') }, 'file', monitoringPostFormSchema)).toBe(
      undefined,
    );
  });

  it('the fields alone (the BFF checks them before the file)', () => {
    expect(monitoringPostFieldsSchema.parse({ description: ' ok ' })).toEqual({ description: 'ok' });
  });

  it('words the outcomes of the post upload', () => {
    expect(messageFor(CREATE_MONITORING_POST, 413).message).toBe('O arquivo deve ter no máximo 3 MB');
    expect(messageFor(CREATE_MONITORING_POST, 500).message).toBe('Erro ao adicionar o andamento: 500');
  });
});

describe('the catalogue', () => {
  it('words the create’s outcomes with the form’s texts', async () => {
    const { CATALOGUE } = await import('../messages');
    expect(messageFor(CATALOGUE.createMonitoring, 409).message).toBe(MONITORING_MESSAGES.conflict);
    expect(messageFor(CATALOGUE.createMonitoring, 403).message).toBe(MONITORING_MESSAGES.notWriter);
    expect(messageFor(CATALOGUE.createMonitoring, 400).message).toBe(MONITORING_MESSAGES.sectorsNotOfProperty);
    expect(messageFor(CATALOGUE.createMonitoring, 404).message).toBe(MONITORING_MESSAGES.consultancyNotFound);
    expect(CATALOGUE.createMonitoring.success).toBe(MONITORING_MESSAGES.created);
  });
});
