import { CATALOGUE, COMMON, fillStatus, LIMITS } from '@talhao/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entityImageUploadUrl, pictureFileProblem, uploadEntityImage } from './entityImage';
import { uploadFile } from './upload';

vi.mock('./upload', () => ({ uploadFile: vi.fn() }));

afterEach(() => vi.mocked(uploadFile).mockReset());

const png = new File(['png'], 'capa.png', { type: 'image/png' });

describe('entity images', () => {
  it('sends each record kind to its BFF route', () => {
    expect(entityImageUploadUrl('offer', 'a/1')).toBe('/uploads/consultancy-image/a%2F1');
    expect(entityImageUploadUrl('training', 't1')).toBe('/uploads/training-image/t1');
    expect(entityImageUploadUrl('advert', 'ad1')).toBe('/uploads/advert-image/ad1');
  });

  it('accepts PNG and JPEG up to the size limit only', () => {
    expect(pictureFileProblem(png)).toBeNull();
    expect(pictureFileProblem(new File(['gif'], 'a.gif', { type: 'image/gif' }))).toBe(COMMON.imageRejected);
    const large = new File([new Uint8Array(LIMITS.uploadMaxBytes + 1)], 'big.png', { type: 'image/png' });
    expect(pictureFileProblem(large)).toBe(COMMON.fileTooLarge);
  });

  it('resolves to null when the image went through, reporting progress', async () => {
    vi.mocked(uploadFile).mockImplementation(async (_url, _file, onProgress) => {
      onProgress?.(1);
      return { ok: true, status: 200, body: { message: 'ok' } };
    });
    const onProgress = vi.fn();
    await expect(uploadEntityImage('training', 't1', png, onProgress)).resolves.toBeNull();
    expect(uploadFile).toHaveBeenCalledWith('/uploads/training-image/t1', png, onProgress);
    expect(onProgress).toHaveBeenCalledWith(1);
  });

  it('resolves to the warning: the route’s message, else the catalogue text of the kind', async () => {
    vi.mocked(uploadFile).mockResolvedValueOnce({ ok: false, status: 413, body: { message: 'Arquivo muito grande' } });
    await expect(uploadEntityImage('offer', 'o1', png, vi.fn())).resolves.toBe('Arquivo muito grande');
    vi.mocked(uploadFile).mockResolvedValueOnce({ ok: false, status: 502, body: null });
    await expect(uploadEntityImage('advert', 'ad1', png, vi.fn())).resolves.toBe(
      fillStatus(CATALOGUE.advertImage.other, 502),
    );
    vi.mocked(uploadFile).mockRejectedValueOnce(new TypeError('Falha de rede ao enviar o arquivo'));
    await expect(uploadEntityImage('offer', 'o1', png, vi.fn())).resolves.toBe(
      fillStatus(CATALOGUE.offerImage.other, 'Falha de rede ao enviar o arquivo'),
    );
  });
});
