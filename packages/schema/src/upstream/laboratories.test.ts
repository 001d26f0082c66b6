import { describe, expect, it } from 'vitest';
import { FAMILY_ROLES } from '../families';
import { routeKey } from './contract';
import { familyFor } from './domainFamilies';
import { createdSchema } from './envelope';
import {
  LABORATORIES_ROUTES,
  labAnalysisBodySchema,
  labAnalysisPageSchema,
  laboratoryFilterSchema,
  laboratoryPageSchema,
  upstreamLabAnalysisSchema,
  upstreamLaboratorySchema,
} from './laboratories';
import { ROUTE_CONTRACTS } from './routes';

const ID = '65a1f0c2e4b0a1b2c3d4e701';

const laboratory = {
  _id: ID,
  name: 'Laboratório de Análises Agronômicas do Triângulo',
  address: {
    formattedAddress: 'Av. Rondon Pacheco, 1450 - Saraiva, Uberlândia - MG, Brasil',
    city: 'Uberlândia',
    stateFrom: 'MG',
    country: 'Brasil',
    coords: { latitude: -18.9239, longitude: -48.2611 },
  },
  phone: '(34) 3212-4400',
  email: 'contato@labtriangulo.com.br',
  site: 'https://www.labtriangulo.com.br',
  analyses: [
    { type: 'SOIL', name: 'Análise química de solo completa', price: 95, turnaroundDays: 7 },
    { type: 'PLANT-TISSUE', name: 'Análise foliar (macro e micronutrientes)', price: 120, turnaroundDays: 10 },
  ],
  associated: true,
  distanceKm: 1.4,
};

const record = {
  _id: '65a1f0c2e4b0a1b2c3d4e801',
  date: '2026-03-12',
  farmer: { _id: '65a1f0c2e4b0a1b2c3d4e602', name: 'Joana Ferreira' },
  property: { _id: '65a1f0c2e4b0a1b2c3d4e603', name: 'Sítio Boa Vista' },
  type: 'SOIL',
  laboratory: { _id: ID, name: laboratory.name },
  status: 'SAMPLE-SENT',
  price: 95,
  createdAt: '2026-03-01T13:00:00.000Z',
};

const page = <T>(items: T[]) => ({ items, pageNumber: 1, pageSize: 10, total: items.length });

describe('LABORATORIES_ROUTES', () => {
  it('are gathered in ROUTE_CONTRACTS under consultantLaboratoryApi', () => {
    for (const route of LABORATORIES_ROUTES) expect(ROUTE_CONTRACTS).toContain(route);
    expect(LABORATORIES_ROUTES.map((route) => `${route.method} ${routeKey(route)}`)).toEqual([
      'POST /consultantLaboratoryApi/filter',
      'POST /consultantLaboratoryApi/associated/filter',
      'POST /consultantLaboratoryApi/analyses/filter',
      'POST /consultantLaboratoryApi/analyses',
      'GET /consultantLaboratoryApi/:id',
    ]);
  });

  it('are reached by a consultant and a company consultant, roles the family accepts', () => {
    expect(familyFor('laboratories', 'CONSULTANT')).toBe('consultantLaboratoryApi');
    expect(familyFor('laboratories', 'ENTERPRISE_CONSULTANT')).toBe('consultantLaboratoryApi');
    expect(familyFor('laboratories', 'ENTERPRISE')).toBeUndefined();
    expect(FAMILY_ROLES.consultantLaboratoryApi).toEqual(['CONSULTANT', 'ENTERPRISE_CONSULTANT']);
  });

  it('parse what the fixture server answers, field for field', () => {
    expect(upstreamLaboratorySchema.parse(laboratory)).toEqual(laboratory);
    expect(laboratoryPageSchema.parse(page([laboratory]))).toEqual(page([laboratory]));
    expect(upstreamLabAnalysisSchema.parse(record)).toEqual(record);
    expect(labAnalysisPageSchema.parse(page([record]))).toEqual(page([record]));
    expect(createdSchema.parse({ _id: ID })).toEqual({ _id: ID });
  });

  it('take the bodies the BFF sends and refuse the GraphQL spellings', () => {
    for (const body of [{}, { name: 'solo' }, { analysisType: 'PLANT-TISSUE' }, { name: null, analysisType: null }]) {
      expect(laboratoryFilterSchema.safeParse(body).success).toBe(true);
    }
    expect(laboratoryFilterSchema.safeParse({ analysisType: 'PLANT_TISSUE' }).success).toBe(false);
    const body = { laboratory: ID, farmer: record.farmer._id, analysisType: 'CRA', date: '2026-03-12' };
    expect(labAnalysisBodySchema.safeParse(body).success).toBe(true);
    expect(labAnalysisBodySchema.safeParse({ ...body, property: record.property._id }).success).toBe(true);
    expect(labAnalysisBodySchema.safeParse({ ...body, date: '12/03/2026' }).success).toBe(false);
    expect(upstreamLabAnalysisSchema.safeParse({ ...record, status: 'SAMPLE_SENT' }).success).toBe(false);
  });
});
