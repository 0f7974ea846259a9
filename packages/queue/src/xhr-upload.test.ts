import { describe, expect, it, vi } from 'vitest';
import { isQueueError, UploadError } from './errors';
import { createUploadQueue } from './queue';
import { tick } from './test-helpers';
import { type XMLHttpRequestLike, xhrUpload } from './xhr-upload';

class FakeXhr implements XMLHttpRequestLike {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: XMLHttpRequestLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File(['email\nada@example.com\n'], 'leads.csv', { type: 'text/csv' });
const context = () => ({ jobId: 'j', signal: new AbortController().signal, onProgress: vi.fn() });

async function lastSent(): Promise<FakeXhr> {
  await tick();
  return FakeXhr.sent[FakeXhr.sent.length - 1]!;
}

describe('xhrUpload', () => {
  it('posts the file in the repeated "files" field with fresh headers and reports upload progress', async () => {
    FakeXhr.sent = [];
    const upload = xhrUpload({
      url: '/api/csv/upload',
      headers: () => ({ Authorization: 'Bearer t1' }),
      XMLHttpRequest: FakeXhr,
    });
    const ctx = context();
    const result = upload(file(), ctx);
    const xhr = await lastSent();
    expect([xhr.method, xhr.url, xhr.headers]).toEqual([
      'POST',
      '/api/csv/upload',
      { Authorization: 'Bearer t1' },
    ]);
    const sentFile = xhr.body!.get('files') as File;
    expect([sentFile.name, await sentFile.text()]).toEqual(['leads.csv', 'email\nada@example.com\n']);
    xhr.progress(10, 40);
    expect(ctx.onProgress).toHaveBeenCalledWith({ loaded: 10, total: 40 });
    xhr.answer(202, { message: 'ok', jobs: [{ jobId: 's1', fileName: 'leads.csv' }] });
    await expect(result).resolves.toEqual({ message: 'ok', jobs: [{ jobId: 's1', fileName: 'leads.csv' }] });
  });

  it.each([
    [{ detail: 'Files must be smaller than 10MB.' }, 'Files must be smaller than 10MB.'],
    [{ message: 'Bad file' }, 'Bad file'],
    ['<html>oops</html>', 'Upload failed (HTTP 413)'],
  ])('rejects with the server detail, else message, else a generic text (%j)', async (body, message) => {
    FakeXhr.sent = [];
    const result = xhrUpload({ url: '/u', XMLHttpRequest: FakeXhr })(file(), context());
    (await lastSent()).answer(413, body);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect([(error as UploadError).status, (error as UploadError).message]).toEqual([413, message]);
  });

  it('refreshes once on 401 and sends again with the new token', async () => {
    FakeXhr.sent = [];
    let token = 'old';
    const onUnauthorized = vi.fn(async () => {
      token = 'new';
      return true;
    });
    const result = xhrUpload({
      url: '/u',
      headers: () => ({ Authorization: `Bearer ${token}` }),
      onUnauthorized,
      XMLHttpRequest: FakeXhr,
    })(file(), context());
    (await lastSent()).answer(401, { detail: 'expired' });
    const second = await lastSent();
    expect(second.headers.Authorization).toBe('Bearer new');
    second.answer(401, { detail: 'still expired' });
    await expect(result).rejects.toMatchObject({ status: 401, message: 'still expired' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when the signal aborts, and maps a network error to status 0', async () => {
    FakeXhr.sent = [];
    const controller = new AbortController();
    const aborted = xhrUpload({ url: '/u', XMLHttpRequest: FakeXhr })(file(), {
      ...context(),
      signal: controller.signal,
    });
    const xhr = await lastSent();
    controller.abort();
    const error = await aborted.catch((e: unknown) => e);
    expect(xhr.aborted).toBe(true);
    expect(isQueueError(error) && error.code).toBe('aborted');

    const failing = xhrUpload({ url: '/u', XMLHttpRequest: FakeXhr })(file(), context());
    (await lastSent()).onerror?.();
    await expect(failing).rejects.toMatchObject({ code: 'upload_failed', status: 0 });
  });

  it('drives an upload queue job from real progress events to completion', async () => {
    FakeXhr.sent = [];
    const queue = createUploadQueue({ upload: xhrUpload({ url: '/u', XMLHttpRequest: FakeXhr }) });
    queue.add(file());
    const xhr = await lastSent();
    xhr.progress(30, 120);
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'processing', progress: 25 });
    xhr.answer(202, { message: 'ok', jobs: [] });
    await tick();
    expect(queue.getState().jobs[0]).toMatchObject({ status: 'completed', progress: 100 });
  });
});
