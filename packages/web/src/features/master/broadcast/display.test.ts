import { describe, expect, it } from 'vitest';
import { audienceText, lastPushText, periodicityLabel, periodText } from './display';

describe('broadcast display', () => {
  it('names the periodicity from the shared list', () => {
    expect(periodicityLabel(0)).toBe('Uma vez');
    expect(periodicityLabel(86_400_000)).toBe('Diariamente');
    expect(periodicityLabel(60 * 86_400_000)).toBe('A cada 2 meses');
    // A value the list does not hold still reads sensibly.
    expect(periodicityLabel(14 * 86_400_000)).toBe('A cada 14 dias');
  });

  it('lists the audience in the shared order and abbreviates everyone', () => {
    expect(audienceText(['CONSULTANT', 'USER'])).toBe('Agricultores, Consultores');
    expect(audienceText(['ENTERPRISE_CONSULTANT'])).toBe('Consultores empresariais');
    expect(audienceText(['ENTERPRISE', 'USER', 'ENTERPRISE_CONSULTANT', 'CONSULTANT'])).toBe('Todos os usuários');
  });

  it('shows one day for a one-off push and a range otherwise', () => {
    expect(periodText('2026-07-10', '2026-07-10')).toBe('10/07/2026');
    expect(periodText('2026-05-04', '2026-06-01')).toBe('04/05/2026 a 01/06/2026');
  });

  it('says when nothing was pushed yet', () => {
    expect(lastPushText(null)).toBe('Ainda não enviado');
    expect(lastPushText('2026-05-04T15:30:00.000Z')).toBe('04/05/2026 12:30');
  });
});
