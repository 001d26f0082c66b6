import { describe, expect, it } from 'vitest';
import { FAMILY_ROLES } from '../families';
import type { Role } from '../roles';
import { DOMAIN_FAMILIES, familyFor, requireFamily } from './domainFamilies';
import { LOOKUPS } from './lookups';

describe('DOMAIN_FAMILIES', () => {
  it('names, for each domain and role, a family that accepts that role', () => {
    for (const [domain, byRole] of Object.entries(DOMAIN_FAMILIES)) {
      for (const [role, family] of Object.entries(byRole)) {
        const accepted = FAMILY_ROLES[family];
        expect(accepted === 'public' || accepted.includes(role as Role), `${domain}: ${role} → ${family}`).toBe(true);
      }
    }
  });

  it('is the only source of the lookups’ families, and a role without records gets none', () => {
    expect(LOOKUPS.farmer.family).toBe(DOMAIN_FAMILIES.farmers);
    expect(LOOKUPS.provided.family).toBe(DOMAIN_FAMILIES.provided);
    expect(familyFor('trainings', 'ENTERPRISE_CONSULTANT')).toBe('enterpriseConsultantTrainingApi');
    expect(familyFor('offers', 'MASTER')).toBeUndefined();
    expect(familyFor('finances', 'ENTERPRISE_CONSULTANT')).toBeUndefined();
  });

  it('requireFamily answers the family, and throws for a role without records', () => {
    expect(requireFamily('offers', 'ENTERPRISE')).toBe('enterpriseConsultancyApi');
    expect(() => requireFamily('trainings', 'MASTER')).toThrow('DOMAIN_FAMILIES.trainings has no family for MASTER');
  });
});
