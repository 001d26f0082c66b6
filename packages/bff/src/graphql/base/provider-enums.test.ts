import { WORK_STATUSES } from '@talhao/schema/upstream/provided';
import { describe, expect, it } from 'vitest';
import {
  toConsultancyFormat,
  toProviderFormat,
  toProviderOfferFormat,
  toProviderStatus,
  toWorkFormat,
  toWorkStatus,
} from './provider-enums';

describe('provider enum spellings', () => {
  it('maps every provider status to GraphQL spelling and back', () => {
    for (const status of WORK_STATUSES) {
      const graphql = toWorkStatus(status);
      expect(graphql).toMatch(/^[A-Z_]+$/);
      expect(toProviderStatus(graphql)).toBe(status);
    }
    expect(toWorkStatus('IN-PROGRESS')).toBe('IN_PROGRESS');
  });

  it('maps the formats both ways', () => {
    expect(toWorkFormat('IN-PERSON')).toBe('IN_PERSON');
    expect(toProviderFormat('IN_PERSON')).toBe('IN-PERSON');
    expect(toProviderFormat(toWorkFormat('ONLINE'))).toBe('ONLINE');
    for (const format of ['ONLINE', 'IN-PERSON', 'BOTH'] as const) {
      expect(toProviderOfferFormat(toConsultancyFormat(format))).toBe(format);
    }
  });
});
