import { describe, expect, it } from 'vitest';
import { signedInClient, TestClient, useStack } from '../test/helpers';
import { forwardedFileName, sniffImageType, sniffUploadType } from './uploads';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(content: Buffer, { field = 'file', filename = 'foto.png', type = 'image/png' } = {}) {
  const boundary = '----teste123';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const stack = useStack();

async function upload(client: TestClient, body: ReturnType<typeof multipart>, csrf = true) {
  const response = await stack.bff.inject({
    method: 'POST',
    url: '/uploads/profile-picture',
    headers: {
      'content-type': body.contentType,
      ...client.cookieHeader(),
      ...(csrf ? { 'x-talhao-upload': '1' } : {}),
    },
    payload: body.payload,
  });
  client.track(response);
  return response;
}

describe('sniffImageType', () => {
  it('knows PNG and JPEG by their first bytes only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});

describe('sniffUploadType', () => {
  it('an image target takes PNG/JPEG only; a document target PDF too', () => {
    const pdf = Buffer.from('%PDF-1.7\n');
    expect(sniffUploadType('image', pdf)).toBeNull();
    expect(sniffUploadType('document', pdf)).toBe('application/pdf');
    expect(sniffUploadType('document', PNG)).toBe('image/png');
    expect(sniffUploadType('document', Buffer.from('GIF89a'))).toBeNull();
  });

  it('names the forwarded file by the sniffed type', () => {
    expect(forwardedFileName('../../laudo.final.html', 'application/pdf')).toBe('laudo_final.pdf');
    expect(forwardedFileName('', 'application/pdf')).toBe('arquivo.pdf');
    expect(forwardedFileName('scan.pdf', 'image/png')).toBe('scan.png');
  });
});

describe('POST /uploads/profile-picture', () => {
  it('refuses a request without the CSRF header', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    stack.fixture.resetCalls();
    const response = await upload(client, multipart(PNG), false);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Você não possui autorização para realizar esta operação.',
    });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('refuses a visitor', async () => {
    const response = await upload(new TestClient(stack.bff), multipart(PNG));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sua sessão expirou. Entre novamente.' });
  });

  it('refuses content that is not PNG/JPEG whatever its declared type', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    stack.fixture.resetCalls();
    const response = await upload(client, multipart(Buffer.from('<html><script>alert(1)</script></html>')));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'Envie uma imagem PNG ou JPEG' });
    expect(stack.fixture.calls()).toEqual({});
  });

  it('refuses a file over 3 MB', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024 + 10)]);
    const response = await upload(client, multipart(big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'O arquivo deve ter no máximo 3 MB' });
  });

  it('refuses another field name', async () => {
    const client = await signedInClient(stack.bff, 'CONSULTANT');
    const response = await upload(client, multipart(PNG, { field: 'foto' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_USER_INPUT', message: 'Erro ao carregar a imagem' });
  });

  it('streams a PNG to the role’s profile family and answers the picture URL; /files serves it back', async () => {
    const client = await signedInClient(stack.bff, 'ENTERPRISE_CONSULTANT');
    stack.fixture.resetCalls();
    const response = await upload(client, multipart(PNG));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { pictureUrl: string; message: string };
    expect(body.message).toBe('Foto Atualizada com sucesso! 📸 😎');
    expect(body.pictureUrl).toMatch(/^\/files\/uploads\/.+/);
    expect(stack.fixture.calls()).toEqual({ 'POST /enterpriseConsultantProfileApi/picture-update': 1 });
    expect(response.headers['server-timing']).toMatch(/desc="1 calls"/);

    const file = await stack.bff.inject({ method: 'GET', url: body.pictureUrl, headers: client.cookieHeader() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-disposition']).toBeUndefined();

    const viewer = await client.gql('{ viewer { profile { pictureUrl } } }');
    expect(viewer.body.data?.viewer).toEqual({ profile: { pictureUrl: body.pictureUrl } });
  });
});

describe('GET /files/*', () => {
  it('404s a missing file and refuses traversal', async () => {
    const missing = await stack.bff.inject({ method: 'GET', url: '/files/uploads/nao-existe.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Dados não encontrados' });
    const traversal = await stack.bff.inject({ method: 'GET', url: '/files/uploads/%2e%2e/consultantProfileApi' });
    expect(traversal.statusCode).toBe(404);
  });
});
