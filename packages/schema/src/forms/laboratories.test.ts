import { describe, expect, it } from 'vitest';
import { BOUND_MESSAGES } from './bounds';
import {
  ANALYSIS_TYPE_LABELS,
  ANALYSIS_TYPES,
  LAB_ANALYSIS_STATUS_LABELS,
  LAB_ANALYSIS_STATUSES,
  LAB_MESSAGES,
  labAnalysisSchema,
} from './laboratories';

// 14:00 in São Paulo on 10/03/2026.
const now = new Date('2026-03-10T17:00:00Z');
const valid = {
  laboratoryId: '65a1f0c2e4b0a1b2c3d4e701',
  farmerId: '65a1f0c2e4b0a1b2c3d4e602',
  propertyId: '',
  analysisType: 'SOIL',
  date: '2026-03-12',
};

/** The first message per field of a refused value. */
function messages(values: Record<string, unknown>, options = {}) {
  const result = labAnalysisSchema({ now, ...options }).safeParse(values);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe('labAnalysisSchema', () => {
  it('accepts a lab, a farmer, an offered type and a day from today; a blank property is absent', () => {
    const parsed = labAnalysisSchema({ now, offeredTypes: ['SOIL', 'CRA'] }).parse(valid);
    expect(parsed).toEqual({ ...valid, propertyId: undefined });
    expect(labAnalysisSchema({ now }).parse({ ...valid, date: '2026-03-10' }).date).toBe('2026-03-10');
  });

  it('asks for the lab, the farmer, the type and the date', () => {
    expect(messages({ laboratoryId: '', farmerId: ' ', analysisType: '', date: '' })).toEqual({
      laboratoryId: LAB_MESSAGES.laboratory,
      farmerId: LAB_MESSAGES.farmer,
      analysisType: LAB_MESSAGES.analysisType,
      date: LAB_MESSAGES.dateRequired,
    });
    expect(LAB_MESSAGES.farmer).toBe('Selecione o agricultor');
    expect(LAB_MESSAGES.analysisType).toBe('Selecione o tipo de análise');
    expect(LAB_MESSAGES.dateRequired).toBe('Insira a data da análise');
  });

  it('refuses a type the lab does not offer', () => {
    expect(messages({ ...valid, analysisType: 'NEMATODES' }, { offeredTypes: ['SOIL'] })).toEqual({
      analysisType: 'Este laboratório não oferece esse tipo de análise',
    });
    expect(messages({ ...valid, analysisType: 'ROCK' })).toEqual({ analysisType: 'Selecione o tipo de análise' });
  });

  it('refuses impossible days, days before today and days past 12 months', () => {
    expect(messages({ ...valid, date: '2026-02-31' }).date).toBe('Data inválida');
    expect(messages({ ...valid, date: '12/03/2026' }).date).toBe('Data inválida');
    expect(messages({ ...valid, date: '2026-03-09' }).date).toBe('A data da análise deve ser a partir de hoje');
    expect(messages({ ...valid, date: '2027-03-10' })).toEqual({});
    expect(messages({ ...valid, date: '2027-03-11' }).date).toBe(
      'A data da análise deve estar dentro dos próximos 12 meses',
    );
    expect(messages({ ...valid, date: '9999-01-01' }).date).toBe(BOUND_MESSAGES.dateOutOfRange);
  });

  it('refuses an id of a megabyte', () => {
    expect(messages({ ...valid, farmerId: 'x'.repeat(1_000_000) }).farmerId).toBe(LAB_MESSAGES.farmer);
    expect(messages({ ...valid, propertyId: 'x'.repeat(65) }).propertyId).toBe('Propriedade inválida');
  });

  it('names every type and status in pt-BR', () => {
    expect(ANALYSIS_TYPES.map((type) => ANALYSIS_TYPE_LABELS[type])).toEqual([
      'Tecido vegetal',
      'CRA',
      'Solo',
      'Nematoides',
    ]);
    expect(LAB_ANALYSIS_STATUSES.map((status) => LAB_ANALYSIS_STATUS_LABELS[status])).toEqual([
      'Agendada',
      'Amostra enviada',
      'Em análise',
      'Concluída',
      'Cancelada',
    ]);
  });
});
