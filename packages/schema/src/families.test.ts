import { describe, expect, it } from 'vitest';
import {
  AUTH_FAMILY,
  defaultFamilyTable,
  FAMILY_NAMES,
  FAMILY_ROLES,
  PROFILE_FAMILY,
  resolveFamilyTable,
} from './families';
import { ROLES } from './roles';

describe('family names and roles', () => {
  it('lists each family once', () => {
    expect(new Set(FAMILY_NAMES).size).toBe(FAMILY_NAMES.length);
  });

  it('gives every family its roles, and no role table for an unknown family', () => {
    for (const name of FAMILY_NAMES) {
      const roles = FAMILY_ROLES[name];
      expect(roles, name).toBeDefined();
      if (roles !== 'public') {
        expect(roles.length, name).toBeGreaterThan(0);
        for (const role of roles) expect(ROLES, `${name}: ${role}`).toContain(role);
      }
    }
    expect(Object.keys(FAMILY_ROLES).sort()).toEqual([...FAMILY_NAMES].sort());
  });

  it("signs each role in and out through a family that accepts that role's token", () => {
    for (const role of ROLES) {
      expect(FAMILY_ROLES[AUTH_FAMILY[role]], `auth ${role}`).toContain(role);
      expect(FAMILY_ROLES[PROFILE_FAMILY[role]], `profile ${role}`).toContain(role);
    }
    expect(AUTH_FAMILY.ENTERPRISE_CONSULTANT).toBe('enterpriseAuthApi');
    expect(PROFILE_FAMILY.ENTERPRISE_CONSULTANT).toBe('enterpriseConsultantProfileApi');
  });
});

describe('resolveFamilyTable', () => {
  it("defaults every prefix to '/<family name>'", () => {
    expect(resolveFamilyTable()).toEqual(defaultFamilyTable);
    expect(Object.keys(defaultFamilyTable)).toHaveLength(FAMILY_NAMES.length);
    expect(defaultFamilyTable.consultantConsultancyApi).toBe('/consultantConsultancyApi');
    expect(defaultFamilyTable.commonPdfGeneratorApi).toBe('/commonPdfGeneratorApi');
  });

  it('overrides single entries and drops trailing slashes', () => {
    const table = resolveFamilyTable({
      consultantConsultancyApi: '/v2/consultor/consultorias/',
      farmerSectorApi: '/farmer//',
    });
    expect(table.consultantConsultancyApi).toBe('/v2/consultor/consultorias');
    expect(table.farmerSectorApi).toBe('/farmer');
    expect(table.enterpriseConsultancyApi).toBe('/enterpriseConsultancyApi');
  });

  it('does not change the default table', () => {
    resolveFamilyTable({ masterAuthApi: '/auth/master' });
    expect(defaultFamilyTable.masterAuthApi).toBe('/masterAuthApi');
  });

  it('rejects an unknown family name', () => {
    expect(() => resolveFamilyTable({ consultantConsultancyAPI: '/x' })).toThrow(
      'FAMILY_TABLE: família desconhecida "consultantConsultancyAPI"',
    );
  });

  it("rejects a prefix that does not start with '/'", () => {
    expect(() => resolveFamilyTable({ masterAuthApi: 'masterAuthApi' })).toThrow(
      'FAMILY_TABLE: o prefixo de "masterAuthApi" deve começar com "/"',
    );
    expect(() => resolveFamilyTable({ masterAuthApi: 'https://api.example/masterAuthApi' })).toThrow(
      'FAMILY_TABLE: o prefixo de "masterAuthApi" deve começar com "/"',
    );
    expect(() => resolveFamilyTable({ masterAuthApi: undefined })).toThrow('deve começar com "/"');
  });
});
