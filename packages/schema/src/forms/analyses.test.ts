import { describe, expect, it } from 'vitest';
import { messageFor } from '../messages';
import { ANALYSIS_MESSAGES, CREATE_LAB_ANALYSIS, labAnalysisFieldsSchema, labAnalysisFormSchema } from './analyses';
import { claimedDocumentType, DOCUMENT_MESSAGES, sniffDocumentType } from './documentFile';

const TODAY = '2026-03-10';
const fields = labAnalysisFieldsSchema(TODAY);
const form = labAnalysisFormSchema(TODAY);
const file = (name = 'solo.pdf', type = 'application/pdf', size = 1024) => ({ name, type, size });
const valid = { name: 'Análise de solo', date: '2026-03-01', property: 'p1', file: file() };

/** The first message zod gives for `path`, or undefined when the field passes. */
function messageAt(values: unknown, path: string, schema: { safeParse(v: unknown): unknown } = form) {
  const result = schema.safeParse(values) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (result.success) return undefined;
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('labAnalysisFormSchema', () => {
  it('accepts a complete analysis and trims the name', () => {
    const parsed = form.parse({ ...valid, name: '  Tecido foliar  ' });
    expect(parsed.name).toBe('Tecido foliar');
    expect(parsed.date).toBe('2026-03-01');
  });

  it('requires a name of 3 to 80 characters without control characters', () => {
    expect(messageAt({ ...valid, name: '' }, 'name')).toBe('Insira o nome da análise');
    expect(messageAt({ ...valid, name: '   ' }, 'name')).toBe('Insira o nome da análise');
    expect(messageAt({ ...valid, name: undefined }, 'name')).toBe('Insira o nome da análise');
    expect(messageAt({ ...valid, name: 'ab' }, 'name')).toBe('O nome deve ter pelo menos 3 caracteres');
    expect(messageAt({ ...valid, name: 'abc' }, 'name')).toBeUndefined();
    expect(messageAt({ ...valid, name: 'a'.repeat(80) }, 'name')).toBeUndefined();
    expect(messageAt({ ...valid, name: 'a'.repeat(81) }, 'name')).toBe('O nome pode ter no máximo 80 caracteres');
    expect(messageAt({ ...valid, name: 'a'.repeat(1_000_000) }, 'name')).toBe(
      'O nome pode ter no máximo 80 caracteres',
    );
    expect(messageAt({ ...valid, name: 'Solo\u0000x' }, 'name')).toBe('O texto contém caracteres inválidos');
  });

  it('requires a real day, not after today', () => {
    expect(messageAt({ ...valid, date: '' }, 'date')).toBe('Insira a data da análise');
    expect(messageAt({ ...valid, date: '01/03/2026' }, 'date')).toBe('Insira a data da análise');
    expect(messageAt({ ...valid, date: '2026-02-31' }, 'date')).toBe('Data inválida');
    expect(messageAt({ ...valid, date: '1800-01-01' }, 'date')).toBe('A data deve estar entre 1900 e 2100');
    expect(messageAt({ ...valid, date: TODAY }, 'date')).toBeUndefined();
    expect(messageAt({ ...valid, date: '2026-03-11' }, 'date')).toBe('A data da análise não pode estar no futuro');
  });

  it('requires the property', () => {
    expect(messageAt({ ...valid, property: '' }, 'property')).toBe('Selecione a propriedade');
    expect(messageAt({ ...valid, property: null }, 'property')).toBe('Selecione a propriedade');
    expect(messageAt({ ...valid, property: 'p1\r\n--x' }, 'property')).toBe('Selecione a propriedade');
    expect(messageAt({ ...valid, property: 'a'.repeat(65) }, 'property')).toBe('Selecione a propriedade');
  });

  it('requires one PDF, PNG or JPEG of at most 3 MB', () => {
    expect(messageAt({ ...valid, file: null }, 'file')).toBe('Selecione o arquivo da análise');
    expect(messageAt({ ...valid, file: undefined }, 'file')).toBe('Selecione o arquivo da análise');
    expect(messageAt({ ...valid, file: file('a.pdf', 'application/pdf', 0) }, 'file')).toBe(
      'O arquivo enviado está vazio',
    );
    expect(messageAt({ ...valid, file: file('a.pdf', 'application/pdf', 3 * 1024 * 1024) }, 'file')).toBeUndefined();
    expect(messageAt({ ...valid, file: file('a.pdf', 'application/pdf', 3 * 1024 * 1024 + 1) }, 'file')).toBe(
      'O arquivo deve ter no máximo 3 MB',
    );
    expect(messageAt({ ...valid, file: file('a.png', 'image/png') }, 'file')).toBeUndefined();
    expect(messageAt({ ...valid, file: file('a.jpg', 'image/jpeg') }, 'file')).toBeUndefined();
    expect(messageAt({ ...valid, file: file('a.gif', 'image/gif') }, 'file')).toBe('Envie um arquivo PDF, PNG ou JPEG');
    expect(messageAt({ ...valid, file: file('a.docx', '') }, 'file')).toBe('Envie um arquivo PDF, PNG ou JPEG');
  });

  it('the server-side fields schema has no file', () => {
    const { file: _file, ...text } = valid;
    expect(fields.parse(text)).toEqual({ name: 'Análise de solo', date: '2026-03-01', property: 'p1' });
    expect(messageAt({}, 'name', fields)).toBe(ANALYSIS_MESSAGES.nameRequired);
  });
});

describe('document files', () => {
  it('knows a PDF, PNG and JPEG by their first bytes only', () => {
    expect(sniffDocumentType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffDocumentType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(Buffer.from('<html>'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('%PD'))).toBeNull();
  });

  it('reads a browser file by its type, else its extension', () => {
    expect(claimedDocumentType(file('x.PDF', ''))).toBe('application/pdf');
    expect(claimedDocumentType(file('x.jpeg', 'application/octet-stream'))).toBe('image/jpeg');
    expect(claimedDocumentType(file('x.pdf', 'text/html'))).toBeNull();
    expect(DOCUMENT_MESSAGES.tooLarge).toBe('O arquivo deve ter no máximo 3 MB');
  });

  it('words the upload outcomes', () => {
    expect(CREATE_LAB_ANALYSIS.success).toBe('Análise inserida com sucesso!');
    expect(messageFor(CREATE_LAB_ANALYSIS, 404).message).toBe('Agricultor não encontrado.');
    expect(messageFor(CREATE_LAB_ANALYSIS, 500).message).toBe('Erro ao inserir a análise: 500');
  });
});
