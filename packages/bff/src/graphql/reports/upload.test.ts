import type { FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../services';
import type { SessionUser } from '../../session';
import { reportItemUpload } from './upload';

/** The checks before streaming, against an upstream that answers the report lookup as told. */
function targetWith(answer: object | number) {
  const calls: string[] = [];
  const services = {
    now: () => new Date('2026-11-21T15:00:00Z'),
    upstream: {
      familyPath: (family: string, path: string) => `/${family}${path}`,
      call: async ({ family, path }: { family: string; path: string }) => {
        calls.push(`GET /${family}${path}`);
        if (typeof answer === 'number') throw new GraphQLError('x', { extensions: { status: answer } });
        return answer;
      },
    },
  } as unknown as Services;
  return { target: reportItemUpload(services), calls };
}

const consultant: SessionUser = { jwt: 't', role: 'CONSULTANT', userId: 'me', expiresAt: Date.now() + 60_000 };
const companyConsultant: SessionUser = { ...consultant, role: 'ENTERPRISE_CONSULTANT' };
const request = { params: { reportId: 'r1' }, log: { warn: () => undefined }, id: 'q1' } as unknown as FastifyRequest;
const fields = { consultancyProvidedId: 'pc1', title: 'Talhão 3', description: 'Lesões no baixeiro' };
const report = (createdBy: string, consultancyProvided = 'pc1') => ({
  _id: 'r1',
  title: 'Visita',
  consultancyProvided,
  createdBy,
  createdAt: '2026-11-01T12:00:00Z',
  reportOfFile: [],
  fieldActivityRecommended: [],
});

describe('report item upload: checks before streaming', () => {
  it('forwards the checked fields in order to {family}/{reportId}/image-reports of the role', async () => {
    const { target, calls } = targetWith(report('me'));
    expect(await target.prepare?.(request, consultant, fields)).toEqual({
      ok: true,
      fields: [
        ['consultancyProvidedId', 'pc1'],
        ['title', 'Talhão 3'],
        ['description', 'Lesões no baixeiro'],
      ],
    });
    expect(calls).toEqual(['GET /consultantReportApi/r1']);
    expect(target.upstreamPath(request, consultant)).toBe('/consultantReportApi/r1/image-reports');
    expect(target.upstreamPath(request, companyConsultant)).toBe('/enterpriseReportApi/r1/image-reports');
    expect(target.roles).toEqual(['CONSULTANT', 'ENTERPRISE_CONSULTANT']);
  });

  it('refuses bad fields with the form’s texts without asking the provider', async () => {
    const { target, calls } = targetWith(report('me'));
    expect(await target.prepare?.(request, consultant, { ...fields, description: 'a'.repeat(481) })).toMatchObject({
      status: 400,
      message: 'A descrição pode ter no máximo 480 caracteres',
    });
    expect(calls).toEqual([]);
  });

  it('refuses a report someone else wrote (FORBIDDEN), an unseen one and another consultancy (NOT_FOUND)', async () => {
    expect(await targetWith(report('other')).target.prepare?.(request, consultant, fields)).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: 'Somente o consultor que criou o relatório pode alterá-lo.',
    });
    expect(await targetWith(404).target.prepare?.(request, consultant, fields)).toMatchObject({
      status: 404,
      message: 'Relatório não encontrado.',
    });
    expect(await targetWith(report('me', 'pc2')).target.prepare?.(request, consultant, fields)).toMatchObject({
      status: 404,
      message: 'Consultoria prestada não encontrada.',
    });
    expect(await targetWith(502).target.prepare?.(request, consultant, fields)).toMatchObject({
      status: 503,
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it("words another provider status 'Erro {status}' (spec 001 §8)", () => {
    const { target } = targetWith(report('me'));
    expect(target.failureMessage(500)).toBe('Erro 500');
    expect(target.failureMessage(413)).toBe('O arquivo deve ter no máximo 3 MB');
  });
});
