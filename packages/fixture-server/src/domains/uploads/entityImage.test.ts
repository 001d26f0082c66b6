import multipartPlugin from '@fastify/multipart';
import { COMMON, defaultFamilyTable, LIMITS } from '@talhao/schema';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notFound, registerErrorHandling } from '../../http/errors';
import { familyRouter } from '../../http/routing';
import { defineCollection } from '../../store/collection';
import { Store } from '../../store/store';
import { FIXED_NOW, GIF_BYTES, JPEG_BYTES, multipart, PNG_BYTES } from '../../testing/harness';
import { entityImageRoute } from './entityImage';
import { MemoryFileStorage, UPLOADS, UPLOADS_PREFIX } from './uploads';

interface PictureRecord {
  _id: string;
  image: { url: string } | null;
}
const PICTURES = defineCollection<PictureRecord>('entityImageTest');

/** One family route on the helper, with the server's multipart limits and error handling, and nothing else. */
async function appWithPictures() {
  const store = new Store();
  const files = new MemoryFileStorage();
  const pictures = store.collection(PICTURES);
  pictures.insert({ _id: 'r1', image: null });
  const app = Fastify();
  registerErrorHandling(app);
  await app.register(multipartPlugin, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 20 } });
  const router = familyRouter(app, defaultFamilyTable, 'consultantTrainingApi');
  entityImageRoute(
    router,
    '/picture-update/:id',
    { access: 'public' },
    { store, files, now: () => FIXED_NOW },
    {
      find: (request: FastifyRequest) => {
        const record = pictures.get((request.params as { id: string }).id);
        if (!record) throw notFound('Registro não encontrado');
        return record;
      },
      currentUrl: (record) => record.image?.url,
      setImage: (record, { url, originalName }) => ({
        ...pictures.update(record._id, { image: { url } })!,
        originalName,
      }),
    },
  );
  await app.ready();
  return { app, store, files, pictures };
}

const prefix = defaultFamilyTable.consultantTrainingApi;
const post = (app: FastifyInstance, id: string, body: { payload: Buffer | string; headers: Record<string, string> }) =>
  app.inject({ method: 'POST', url: `${prefix}/picture-update/${id}`, ...body });

describe('entityImageRoute', () => {
  let ctx: Awaited<ReturnType<typeof appWithPictures>>;
  beforeEach(async () => {
    ctx = await appWithPictures();
  });
  afterEach(async () => {
    await ctx.app.close();
  });

  it('stores the picture, answers the record with 201 and deletes the picture it replaces', async () => {
    const first = await post(ctx.app, 'r1', multipart('file', PNG_BYTES, 'capa.png'));
    expect(first.statusCode, first.body).toBe(201);
    const firstUrl: string = first.json().image.url;
    expect(firstUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(first.json().originalName).toBe('capa.png');
    const firstName = firstUrl.slice(UPLOADS_PREFIX.length);
    expect(await ctx.files.get(firstName)).toEqual(PNG_BYTES);
    expect(ctx.store.collection(UPLOADS).get(firstName)).toMatchObject({
      contentType: 'image/png',
      size: PNG_BYTES.length,
      originalName: 'capa.png',
      ownerId: null,
      createdAt: FIXED_NOW.toISOString(),
    });

    // The type comes from the bytes, not from the client's name or content type.
    const second = await post(ctx.app, 'r1', multipart('file', JPEG_BYTES, 'nova.png', 'image/png'));
    expect(second.statusCode, second.body).toBe(201);
    const secondUrl: string = second.json().image.url;
    expect(secondUrl).toMatch(/\.jpg$/);
    expect(ctx.pictures.get('r1')?.image?.url).toBe(secondUrl);
    expect(await ctx.files.get(firstName)).toBeNull();
    expect(ctx.store.collection(UPLOADS).get(firstName)).toBeUndefined();
    expect(ctx.store.collection(UPLOADS).all()).toHaveLength(1);
  });

  it('answers 404 for an unknown record before looking at the file', async () => {
    const response = await post(ctx.app, 'missing', multipart('file', GIF_BYTES, 'a.gif', 'image/gif'));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Registro não encontrado');
    expect(ctx.store.collection(UPLOADS).all()).toHaveLength(0);
  });

  it.each([
    ['a JSON body', { payload: '{"file":"x"}', headers: { 'content-type': 'application/json' } }, 400],
    ['a file in another field', multipart('foto', PNG_BYTES), 400],
    ['a plain field instead of a file', multipart('file', PNG_BYTES, null), 400],
    ['an empty file', multipart('file', Buffer.alloc(0)), 400],
    ['a file above 3 MB', multipart('file', Buffer.concat([PNG_BYTES, Buffer.alloc(LIMITS.uploadMaxBytes)])), 413],
    ['a GIF', multipart('file', GIF_BYTES, 'foto.png', 'image/png'), 415],
    ['text', multipart('file', Buffer.from('não sou imagem'), 'a.jpg', 'image/jpeg'), 415],
  ] as const)('refuses %s with %i and stores nothing', async (_case, body, status) => {
    const response = await post(ctx.app, 'r1', body);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 413) expect(response.json().message).toBe(COMMON.fileTooLarge);
    if (status === 415) expect(response.json().message).toBe(COMMON.pictureTypes);
    expect(ctx.store.collection(UPLOADS).all()).toHaveLength(0);
    expect(ctx.pictures.get('r1')?.image).toBeNull();
  });
});
