import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import type { SessionUser } from '../../session';
import { labAnalysisUpload } from './upload';

/**
 * The checks before streaming, against an upstream that answers the farm lookups as told: the BFF refuses a
 * farmer it sees but the uploader did not register (FORBIDDEN), whatever the provider would say.
 */
function targetWith(answers: { farmer: object | number; property: object | number }) {
  const calls: string[] = [];
  const services = {
    now: () => new Date('2026-11-21T15:00:00Z'),
    upstream: {
      familyPath: (family: string, path: string) => `/${family}${path}`,
      call: async ({ family, path }: { family: string; path: string }) => {
        calls.push(`GET /${family}${path}`);
        const answer = family === 'consultantFarmerProfileApi' ? answers.farmer : answers.property;
        if (typeof answer === 'number') throw new GraphQLError('x', { extensions: { status: answer } });
        return answer;
      },
    },
  } as unknown as Services;
  return { target: labAnalysisUpload(services), calls };
}

const user: SessionUser = { jwt: 't', role: 'CONSULTANT', userId: 'me', expiresAt: Date.now() + 60_000 };
const request = {
  params: { farmerId: 'f1' },
  log: { warn: () => undefined },
  id: 'r1',
} as unknown as FastifyRequest;
const fields = { name: 'Análise de solo', date: '2026-11-20', property: 'p1' };
const farmer = (createdBy: string) => ({ _id: 'f1', name: 'José', createdBy, profilePicture: null });
const property = (owner: string) => ({ _id: 'p1', name: 'Fazenda', totalArea: 10, user: owner, propertyPicture: null });

describe('lab analysis upload: checks before streaming', () => {
  it('forwards the checked fields in the provider’s order when the farmer is the uploader’s', async () => {
    const { target, calls } = targetWith({ farmer: farmer('me'), property: property('f1') });
    expect(await target.prepare?.(request, user, fields)).toEqual({
      ok: true,
      fields: [
        ['name', 'Análise de solo'],
        ['date', '2026-11-20'],
        ['property', 'p1'],
      ],
    });
    expect(calls.sort()).toEqual(['GET /consultantFarmerProfileApi/f1', 'GET /farmerPropertyApi/property/p1']);
    expect(target.upstreamPath(request, user)).toBe('/farmerLabDocsApi/f1');
  });

  it('refuses a farmer registered by someone else (FORBIDDEN)', async () => {
    const { target } = targetWith({ farmer: farmer('someone-else'), property: property('f1') });
    expect(await target.prepare?.(request, user, fields)).toEqual({
      ok: false,
      status: 403,
      code: 'FORBIDDEN',
      message: 'Somente o consultor que cadastrou o agricultor pode inserir análises.',
    });
  });

  it('reads a hidden farmer (404 or 403 upstream) as not found, and a failing provider as unavailable', async () => {
    for (const status of [404, 403]) {
      const { target } = targetWith({ farmer: status, property: property('f1') });
      expect(await target.prepare?.(request, user, fields)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const { target } = targetWith({ farmer: 502, property: property('f1') });
    expect(await target.prepare?.(request, user, fields)).toMatchObject({ status: 503, code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('refuses a property of another farmer as not found', async () => {
    const { target } = targetWith({ farmer: farmer('me'), property: property('f2') });
    expect(await target.prepare?.(request, user, fields)).toMatchObject({
      status: 404,
      message: 'Propriedade não encontrada.',
      fieldErrors: { property: 'Propriedade não encontrada.' },
    });
  });

  it('judges "not in the future" by the BFF’s clock (São Paulo day)', async () => {
    const { target, calls } = targetWith({ farmer: farmer('me'), property: property('f1') });
    expect(await target.prepare?.(request, user, { ...fields, date: '2026-11-22' })).toMatchObject({
      status: 400,
      message: 'A data da análise não pode estar no futuro',
    });
    expect(calls).toEqual([]);
  });
});
