import { get as httpGet } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CSRF_HEADER } from '../plugins/uploads';
import { type Fixture, fakeJwt, signedInClient, startBff, startFixture, startStub, TestClient } from '../test/helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const BOUNDARY = '----caminhos';

function multipart(content: Buffer, filename: string, type = 'image/png') {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      'utf8',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const HOSTILE_NAMES = [
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'C:\\Users\\x\\foto.png',
  '..%2f..%2fsegredo.png',
  '%2e%2e%2f%2e%2e%2fsegredo.png',
  'foto\u0000.png.html',
  'pagina.html',
  '.htaccess',
  '..',
  'a.png\r\nContent-Type: text/html',
  'x"; name="outro',
  `${'a'.repeat(500)}.png`,
];

/** Name the BFF forwarded in the one part of a multipart body it streamed upstream. */
function forwardedParts(body: Buffer) {
  const text = body.toString('latin1');
  return [
    ...text.matchAll(/Content-Disposition: form-data; name="([^"]*)"; filename="([^"]*)"\r\nContent-Type: ([^\r]*)/g),
  ].map(([, field, filename, type]) => ({
    field,
    filename: Buffer.from(filename ?? '', 'latin1').toString('utf8'),
    type,
  }));
}

describe('what the BFF forwards for a hostile file name (stub provider)', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let bff: FastifyInstance;
  let client: TestClient;

  beforeAll(async () => {
    const jwt = fakeJwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
    stub = await startStub((server) => {
      server.post('/consultantAuthApi', async () => ({ role: 'CONSULTANT', jwtToken: jwt }));
      const profile = { _id: 'u1', name: 'Ana', email: 'ana@talhao.dev', role: 'CONSULTANT', createdAt: '2024-01-01' };
      server.get('/consultantProfileApi', async () => profile);
      server.post('/consultantProfileApi/picture-update', async () => ({
        ...profile,
        profilePicture: { url: '/uploads/0123456789abcdef0123456789abcdef.png' },
      }));
      server.post('/consultantTrainingApi/picture-update/*', async (_request, reply) => reply.code(404).send({}));
    });
    bff = await startBff(stub.url);
    client = new TestClient(bff);
    await client.signIn('ana@talhao.dev', 'CONSULTANT', 'Senha@123');
    expect(client.cookie).toBeDefined();
  });
  afterAll(async () => {
    await bff.close();
    await stub.close();
  });

  const send = (url: string, payload: Buffer) =>
    bff.inject({
      method: 'POST',
      url,
      headers: {
        ...client.cookieHeader(),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        [UPLOAD_CSRF_HEADER]: '1',
      },
      payload,
    });

  for (const name of HOSTILE_NAMES) {
    it(`${JSON.stringify(name).slice(0, 60)}: one plain base name with the sniffed type’s extension`, async () => {
      stub.calls.length = 0;
      const response = await send('/uploads/profile-picture', multipart(PNG, name, 'text/html'));
      expect(response.statusCode).toBe(200);
      const call = stub.calls.find((c) => c.url === '/consultantProfileApi/picture-update');
      const parts = forwardedParts(call?.body as Buffer);
      expect(parts).toHaveLength(1);
      const [part] = parts;
      expect(part?.field).toBe('file');
      expect(part?.type).toBe('image/png');
      const filename = part?.filename ?? '';
      expect(filename).toMatch(/^[^/\\\0\r\n"%]+\.png$/);
      expect(filename).not.toContain('..');
      expect(filename.startsWith('.')).toBe(false);
      expect(filename.length).toBeLessThanOrEqual(100);
      expect(filename).not.toMatch(/\.(html?|ini|htaccess)/i);
    });
  }

  it('a JPEG is forwarded as .jpg whatever the client called it', async () => {
    stub.calls.length = 0;
    await send('/uploads/profile-picture', multipart(JPEG, 'foto.png', 'image/png'));
    const call = stub.calls.find((c) => c.url === '/consultantProfileApi/picture-update');
    expect(forwardedParts(call?.body as Buffer)).toEqual([{ field: 'file', filename: 'foto.jpg', type: 'image/jpeg' }]);
  });

  it('an ordinary name keeps its readable stem', async () => {
    stub.calls.length = 0;
    await send('/uploads/profile-picture', multipart(PNG, 'Fazenda São José 2024.png'));
    const call = stub.calls.find((c) => c.url === '/consultantProfileApi/picture-update');
    expect(forwardedParts(call?.body as Buffer)[0]?.filename).toBe('Fazenda São José 2024.png');
  });

  it('an id made of ../ stays inside its family path upstream', async () => {
    stub.calls.length = 0;
    const response = await send('/uploads/training-image/..%2F..%2FconsultantProfileApi', multipart(PNG, 'f.png'));
    expect(response.statusCode).toBe(404);
    expect(stub.calls.map((c) => c.url)).toEqual([
      '/consultantTrainingApi/picture-update/..%2F..%2FconsultantProfileApi',
    ]);
  });
});

describe('with the fixture provider', () => {
  let fixture: Fixture;
  let app: FastifyInstance;

  beforeAll(async () => {
    const started = await startFixture();
    fixture = started.fixture;
    app = await startBff(started.url);
  });
  afterAll(async () => {
    await app.close();
    await fixture.close();
  });

  it('the stored name is the provider’s, never the client’s', async () => {
    const client = await signedInClient(app, 'CONSULTANT');
    const response = await app.inject({
      method: 'POST',
      url: '/uploads/profile-picture',
      headers: {
        ...client.cookieHeader(),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        [UPLOAD_CSRF_HEADER]: '1',
      },
      payload: multipart(PNG, '../../../../tmp/invasor.png'),
    });
    expect(response.statusCode).toBe(200);
    const { pictureUrl } = response.json() as { pictureUrl: string };
    expect(pictureUrl).toMatch(/^\/files\/uploads\/[0-9a-f]{32}\.png$/);
    expect(pictureUrl).not.toContain('invasor');
  });

  it('content that is not what it claims is refused: GIF or HTML declared as PNG, PNG declared as SVG passes as PNG', async () => {
    const client = await signedInClient(app, 'CONSULTANT');
    const upload = (content: Buffer, type: string) =>
      app.inject({
        method: 'POST',
        url: '/uploads/profile-picture',
        headers: {
          ...client.cookieHeader(),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          [UPLOAD_CSRF_HEADER]: '1',
        },
        payload: multipart(content, 'foto.png', type),
      });
    fixture.resetCalls();
    for (const [content, type] of [
      [GIF, 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/png'],
      [Buffer.concat([Buffer.from('<html>'), PNG]), 'image/png'],
    ] as const) {
      const response = await upload(content, type);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'Envie uma imagem PNG ou JPEG' });
    }
    expect(fixture.calls()).toEqual({});
    const svgClaim = await upload(PNG, 'image/svg+xml');
    expect(svgClaim.statusCode).toBe(200);
    const file = await app.inject({
      url: (svgClaim.json() as { pictureUrl: string }).pictureUrl,
      headers: client.cookieHeader(),
    });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('/files cannot be steered out of the provider’s files or into its API', async () => {
    // Over a real socket: inject() parses the URL like a browser and would resolve `%2e%2e` itself.
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const rawGet = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        // The options form sends `path` byte for byte (a URL string would be normalised too).
        const request = httpGet({ host: hostname, port, path }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.on('error', reject);
      });
    fixture.resetCalls();
    const attempts = [
      '/files/../package.json',
      '/files/uploads/../../package.json',
      '/files/uploads/..%2f..%2fpackage.json',
      '/files/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
      '/files/%2e%2e/%2e%2e/etc/passwd',
      '/files/uploads/..%5c..%5cwin.ini',
      '/files//etc/passwd',
      '/files/%2fetc%2fpasswd',
      '/files/uploads/foto%00.png',
      '/files/uploads/./foto.png',
      '/files/consultantProfileApi',
      '/files/consultantProfileApi/picture-update',
      '/files/%63onsultantProfileApi',
      '/files/masterAdvertsApi/picture-update/1',
    ];
    for (const path of attempts) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(404);
      expect(JSON.parse(response.body), path).toEqual({ code: 'NOT_FOUND', message: 'Dados não encontrados' });
    }
    expect(fixture.calls()).toEqual({});
  });
});
