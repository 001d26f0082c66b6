import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultFamilyTable, resolveFamilyTable } from '../families';
import { upstreamProfileSchema } from './account';
import { defineRoutes } from './contract';
import { createdSchema, upstreamPage } from './envelope';
import { buildOpenApiDocument } from './openapi';

/** A few calls shaped like the real contracts: root, query, path param, multipart, 201, public. */
const SAMPLE = defineRoutes([
  {
    family: 'consultantAuthApi',
    method: 'POST',
    path: '',
    summary: 'Sign in with e-mail and password',
    access: 'public',
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ role: z.string(), jwtToken: z.string() }),
  },
  {
    family: 'masterStoreHouseUsersApi',
    method: 'POST',
    path: '/filter',
    summary: 'Search users',
    access: 'bearer',
    query: z.object({ pageNumber: z.string() }),
    body: z.object({ role: z.string().optional() }),
    response: upstreamPage(upstreamProfileSchema),
  },
  {
    family: 'masterStoreHouseUsersApi',
    method: 'PUT',
    path: '/:id',
    summary: 'Edit a user’s profile',
    access: 'bearer',
    body: z.object({ name: z.string() }),
    response: upstreamProfileSchema,
  },
  {
    family: 'masterAdvertsApi',
    method: 'POST',
    path: '/picture-update/:id',
    summary: 'Replace an advert’s image',
    access: 'bearer',
    body: 'multipart',
    status: 201,
    response: z.object({ _id: z.string() }),
  },
  {
    family: 'masterAdvertsApi',
    method: 'POST',
    path: '',
    summary: 'Create an advert',
    access: 'bearer',
    body: z.object({ title: z.string() }),
    status: 201,
    response: createdSchema,
  },
]);

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument(SAMPLE, defaultFamilyTable);

  it('is a valid OpenAPI 3.1 document whose every $ref resolves', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('puts each call at its family prefix with OpenAPI params, one tag per family', () => {
    expect(Object.keys(doc.paths ?? {}).sort()).toEqual([
      '/consultantAuthApi',
      '/masterAdvertsApi',
      '/masterAdvertsApi/picture-update/{id}',
      '/masterStoreHouseUsersApi/filter',
      '/masterStoreHouseUsersApi/{id}',
    ]);
    // Tags follow FAMILY_NAMES (the specification's order), not the order of the contracts.
    expect(doc.tags?.map((tag) => tag.name)).toEqual([
      'consultantAuthApi',
      'masterStoreHouseUsersApi',
      'masterAdvertsApi',
    ]);
    const put = doc.paths?.['/masterStoreHouseUsersApi/{id}']?.put;
    expect(put?.tags).toEqual(['masterStoreHouseUsersApi']);
    expect(put?.summary).toBe('Edit a user’s profile');
    expect(put?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1 } },
    ]);
    const filter = doc.paths?.['/masterStoreHouseUsersApi/filter']?.post;
    expect(filter?.parameters).toEqual([
      expect.objectContaining({ name: 'pageNumber', in: 'query', required: true, schema: { type: 'string' } }),
    ]);
  });

  it('follows an overridden family table', () => {
    const moved = buildOpenApiDocument(SAMPLE, resolveFamilyTable({ masterAdvertsApi: '/v2/adverts' }));
    expect(Object.keys(moved.paths ?? {})).toContain('/v2/adverts/picture-update/{id}');
    expect(Object.keys(moved.paths ?? {})).not.toContain('/masterAdvertsApi');
    expect(moved.tags?.find((tag) => tag.name === 'masterAdvertsApi')?.description).toContain('`/v2/adverts`');
  });

  it('asks a bearer JWT where the contract says so, and nothing of a public call', () => {
    expect(doc.components?.securitySchemes?.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    expect(doc.paths?.['/masterAdvertsApi']?.post?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths?.['/consultantAuthApi']?.post?.security).toBeUndefined();
  });

  it('describes an upload as multipart/form-data with one binary `file`', () => {
    const body = doc.paths?.['/masterAdvertsApi/picture-update/{id}']?.post?.requestBody;
    expect(body).toMatchObject({
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
        },
      },
    });
  });

  it('answers with the contract’s status and schema, and every error with the one shared Error', () => {
    const create = doc.paths?.['/masterAdvertsApi']?.post;
    expect(create?.responses?.['201']).toMatchObject({
      content: {
        'application/json': { schema: { type: 'object', properties: { _id: { type: 'string', minLength: 1 } } } },
      },
    });
    expect(create?.responses?.['200']).toBeUndefined();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const operation of [item.get, item.post, item.put, item.patch, item.delete].filter(Boolean)) {
        expect(operation?.responses?.['4XX'], path).toEqual({ $ref: '#/components/responses/Error' });
        expect(operation?.responses?.['5XX'], path).toEqual({ $ref: '#/components/responses/Error' });
      }
    }
    expect(doc.components?.schemas?.ErrorBody).toMatchObject({
      type: 'object',
      properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, code: { type: 'string' } },
      required: ['statusCode', 'message'],
    });
  });

  it('refuses a call described twice', () => {
    const [first] = SAMPLE;
    expect(() => buildOpenApiDocument([first, { ...first, summary: 'again' }], defaultFamilyTable)).toThrow(
      'POST /consultantAuthApi is described twice',
    );
  });
});
