import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from './upload';

/** A minimal XMLHttpRequest double that records the request and lets the test drive the events. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  private listeners: Record<string, Array<() => void>> = {};
  private uploadListeners: Record<string, Array<(event: ProgressEvent) => void>> = {};
  upload = {
    addEventListener: (type: string, fn: (event: ProgressEvent) => void) => {
      this.uploadListeners[type] = [...(this.uploadListeners[type] ?? []), fn];
    },
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), fn];
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    for (const fn of this.uploadListeners.progress ?? [])
      fn({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    for (const fn of this.listeners.load ?? []) fn();
  }
  fail() {
    for (const fn of this.listeners.error ?? []) fn();
  }
}

describe('uploadFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file as multipart with the CSRF header and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    const onProgress = vi.fn();
    const pending = uploadFile('/uploads/profile-picture', file, onProgress);
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/uploads/profile-picture');
    expect(xhr.headers['x-talhao-upload']).toBe('1');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    xhr.progress(50, 100);
    expect(onProgress).toHaveBeenCalledWith(0.5);
    xhr.respond(201, '{"pictureUrl":"/files/p.png"}');
    await expect(pending).resolves.toEqual({ ok: true, status: 201, body: { pictureUrl: '/files/p.png' } });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('resolves with ok=false on an HTTP error and rejects on a network failure', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['x'], 'a.gif', { type: 'image/gif' });
    const refused = uploadFile('/uploads/x', file);
    FakeXhr.last.respond(415, '{"message":"Envie uma imagem PNG ou JPEG"}');
    await expect(refused).resolves.toEqual({
      ok: false,
      status: 415,
      body: { message: 'Envie uma imagem PNG ou JPEG' },
    });

    const broken = uploadFile('/uploads/x', file);
    FakeXhr.last.fail();
    await expect(broken).rejects.toBeInstanceOf(TypeError);
  });

  it('sends a document upload’s text fields before the file, in order', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File(['%PDF-'], 'laudo.pdf', { type: 'application/pdf' });
    const pending = uploadFile('/uploads/lab-analysis/f1', file, undefined, [
      ['name', 'Solo'],
      ['date', '2026-03-01'],
    ]);
    const form = FakeXhr.last.body as FormData;
    expect([...form.keys()]).toEqual(['name', 'date', 'file']);
    expect(form.get('date')).toBe('2026-03-01');
    FakeXhr.last.respond(200, '{"id":"a1"}');
    await expect(pending).resolves.toMatchObject({ ok: true, body: { id: 'a1' } });
  });
});
