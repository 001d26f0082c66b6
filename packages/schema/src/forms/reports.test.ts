import { describe, expect, it } from 'vitest';
import { messageFor } from '../messages';
import {
  CREATE_REPORT_ITEM,
  REPORT_MESSAGES,
  reportCardText,
  reportFormSchema,
  reportItemFormSchema,
  reportItemUploadFieldsSchema,
  technicalAdviceSchema,
} from './reports';

function messageAt(schema: { safeParse(v: unknown): unknown }, values: unknown, path: string) {
  const result = schema.safeParse(values) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  if (result.success) return undefined;
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('reportFormSchema', () => {
  it('requires a title of at most 100 characters and trims it', () => {
    expect(reportFormSchema.parse({ title: '  Visita de março ', description: undefined })).toEqual({
      title: 'Visita de março',
      description: '',
    });
    expect(messageAt(reportFormSchema, { title: '' }, 'title')).toBe('Insira o título do relatório');
    expect(messageAt(reportFormSchema, { title: '   ' }, 'title')).toBe('Insira o título do relatório');
    expect(messageAt(reportFormSchema, {}, 'title')).toBe('Insira o título do relatório');
    expect(messageAt(reportFormSchema, { title: 'a'.repeat(100) }, 'title')).toBeUndefined();
    expect(messageAt(reportFormSchema, { title: 'a'.repeat(1_000_000) }, 'title')).toBe(
      'O título pode ter no máximo 100 caracteres',
    );
    expect(messageAt(reportFormSchema, { title: 'a\u0000b' }, 'title')).toBe('O texto contém caracteres inválidos');
  });

  it('takes an optional description of at most 480 characters, line breaks allowed', () => {
    expect(reportFormSchema.parse({ title: 'T', description: 'linha 1\nlinha 2' }).description).toBe(
      'linha 1\nlinha 2',
    );
    expect(messageAt(reportFormSchema, { title: 'T', description: 'a'.repeat(481) }, 'description')).toBe(
      'A descrição pode ter no máximo 480 caracteres',
    );
  });
});

describe('technicalAdviceSchema', () => {
  it("requires the opinion ('Insira o relatório técnico'), at most 480 characters", () => {
    expect(messageAt(technicalAdviceSchema, { technicalAdvice: '' }, 'technicalAdvice')).toBe(
      'Insira o relatório técnico',
    );
    expect(messageAt(technicalAdviceSchema, { technicalAdvice: null }, 'technicalAdvice')).toBe(
      'Insira o relatório técnico',
    );
    expect(messageAt(technicalAdviceSchema, { technicalAdvice: 'a'.repeat(480) }, 'technicalAdvice')).toBeUndefined();
    expect(messageAt(technicalAdviceSchema, { technicalAdvice: 'a'.repeat(481) }, 'technicalAdvice')).toBe(
      'O parecer técnico pode ter no máximo 480 caracteres',
    );
  });
});

describe('report items', () => {
  const file = { name: 'foto.jpg', type: 'image/jpeg', size: 2048 };
  it('title optional, description required and at most 480', () => {
    expect(reportItemFormSchema.parse({ description: ' Lavoura sadia ', file })).toMatchObject({
      title: '',
      description: 'Lavoura sadia',
    });
    expect(messageAt(reportItemFormSchema, { title: 'x', description: '', file }, 'description')).toBe(
      'Insira a descrição',
    );
    expect(messageAt(reportItemFormSchema, { description: 'a'.repeat(481), file }, 'description')).toBe(
      'A descrição pode ter no máximo 480 caracteres',
    );
    expect(messageAt(reportItemFormSchema, { title: 'a'.repeat(101), description: 'd', file }, 'title')).toBe(
      'O título pode ter no máximo 100 caracteres',
    );
  });

  it('one PDF, PNG or JPEG of at most 3 MB', () => {
    expect(messageAt(reportItemFormSchema, { description: 'd' }, 'file')).toBe('Selecione a foto ou o PDF do item');
    expect(
      messageAt(reportItemFormSchema, { description: 'd', file: { ...file, size: 3 * 1024 * 1024 + 1 } }, 'file'),
    ).toBe('O arquivo deve ter no máximo 3 MB');
    expect(
      messageAt(
        reportItemFormSchema,
        { description: 'd', file: { name: 'a.gif', type: 'image/gif', size: 10 } },
        'file',
      ),
    ).toBe('Envie um arquivo PDF, PNG ou JPEG');
    expect(
      messageAt(
        reportItemFormSchema,
        { description: 'd', file: { name: 'a.pdf', type: 'application/pdf', size: 9 } },
        'file',
      ),
    ).toBeUndefined();
  });

  it('the upload fields carry a clean provided-consultancy id', () => {
    expect(
      reportItemUploadFieldsSchema.parse({ consultancyProvidedId: 'abc123', description: 'd' }).consultancyProvidedId,
    ).toBe('abc123');
    expect(
      messageAt(
        reportItemUploadFieldsSchema,
        { consultancyProvidedId: 'a\r\n--x', description: 'd' },
        'consultancyProvidedId',
      ),
    ).toBe('Consultoria prestada não encontrada.');
  });

  it("a non-201 of the item's upload reads 'Erro {status}' (spec 001 §8)", () => {
    expect(messageFor(CREATE_REPORT_ITEM, 500).message).toBe('Erro 500');
    expect(messageFor(CREATE_REPORT_ITEM, 413).message).toBe('O arquivo deve ter no máximo 3 MB');
  });
});

describe('reportCardText', () => {
  it('cuts at 125 characters with an ellipsis', () => {
    expect(reportCardText('curto')).toBe('curto');
    expect(reportCardText('a'.repeat(125))).toBe('a'.repeat(125));
    expect(reportCardText('a'.repeat(200))).toBe(`${'a'.repeat(125)}…`);
    expect(reportCardText(null)).toBe('');
  });

  it('keeps the success texts of spec 001 §8', () => {
    expect(REPORT_MESSAGES.createdCelebrated).toBe('Relatório criado com sucesso! 🥳');
    expect(REPORT_MESSAGES.photoRemoved).toBe('Imagem excluída!');
    expect(REPORT_MESSAGES.itemRemoved).toBe('Item do relatório excluído!');
  });
});
