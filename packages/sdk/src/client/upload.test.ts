import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupRapportServer } from '../mocks/fixture.js';
import { errorResponse } from '../mocks/rapport.js';
import { testClient } from './test-helpers.js';
import type { UploadProgress } from './types.js';

const { requests, baseUrl, answer } = setupRapportServer();

const files = () => [
  new File(['email,name\nada@example.com,Ada\n'], 'leads.csv', { type: 'text/csv' }),
  new File(['email\ngrace@acme.com\n'], 'more.csv', { type: 'text/csv' }),
];

describe('csv.upload', () => {
  it('sends one authenticated multipart form with a repeated files field', async () => {
    const { client } = testClient(baseUrl);

    const result = await client.csv.upload(files());

    expect(result.jobs.map((j) => j.fileName)).toEqual(['leads.csv', 'more.csv']);
    const [sent] = requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/csv/upload');
    expect(sent?.authorization).toBe('Bearer access-1');
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent?.body as FormData;
    expect([...form.keys()]).toEqual(['files', 'files']);
    const sentFiles = form.getAll('files') as File[];
    expect(sentFiles.map((f) => f.name)).toEqual(['leads.csv', 'more.csv']);
    expect(await sentFiles[0]?.text()).toBe('email,name\nada@example.com,Ada\n');
    expect(await sentFiles[1]?.text()).toBe('email\ngrace@acme.com\n');
  });

  it('accepts named Blobs as well as Files', async () => {
    const { client } = testClient(baseUrl);
    const blob = Object.assign(new Blob(['email\n'], { type: 'text/csv' }), { name: 'blob.csv' });
    await client.csv.upload([blob]);
    const form = requests[0]?.body as FormData;
    expect((form.get('files') as File).name).toBe('blob.csv');
  });

  it('reports progress that never goes back and ends at 100 %', async () => {
    const { client } = testClient(baseUrl);
    const events: UploadProgress[] = [];
    await client.csv.upload(files(), { onProgress: (p) => events.push(p) });
    expect(events.length).toBeGreaterThan(0);
    const percents = events.map((e) => e.percent);
    expect([...percents].sort((a, b) => a - b)).toEqual(percents);
    expect(percents.at(-1)).toBe(1);
  });

  it('rejects with the server detail when the upload is refused, without retrying the POST', async () => {
    answer('csv.upload', () => errorResponse(413, 'File too large'));
    const { client } = testClient(baseUrl);
    const error = await client.csv.upload(files(), { onProgress: () => {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'payload_too_large', detail: 'File too large' });
    expect(requests).toHaveLength(1);
  });

  it('replays the same files after a refresh', async () => {
    answer('csv.upload', (r) =>
      r.authorization === 'Bearer access-2'
        ? { message: 'ok', jobs: [{ jobId: 'j', fileName: 'leads.csv' }] }
        : errorResponse(401, 'expired'),
    );
    const { client } = testClient(baseUrl);
    await client.csv.upload(files());
    const uploads = requests.filter((r) => r.key === 'csv.upload');
    expect(uploads).toHaveLength(2);
    expect(((uploads[1]!.body as FormData).getAll('files') as File[]).map((f) => f.name)).toEqual([
      'leads.csv',
      'more.csv',
    ]);
  });
});

/** A scripted XMLHttpRequest, as browsers have: progress events, then the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static answer:
    | { status: number; body: string }
    | 'network-error'
    | ((xhr: FakeXhr) => { status: number; body: string }) = { status: 202, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: 1\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = typeof FakeXhr.answer === 'function' ? FakeXhr.answer(this) : FakeXhr.answer;
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
      if (answer === 'network-error') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    }, 1);
  }
}

describe('csv.upload in a browser (XMLHttpRequest progress)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.sent = [];
  });

  const uploaded = JSON.stringify({
    message: 'Files processed',
    jobs: [{ jobId: 'j1', fileName: 'leads.csv' }],
  });

  it('sends the form with XHR, with the bearer token and no hand-written content type, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 202, body: uploaded };
    const { client } = testClient(baseUrl);
    const events: number[] = [];

    const result = await client.csv.upload(files(), { onProgress: (p) => events.push(p.percent) });

    expect(result.jobs).toEqual([{ jobId: 'j1', fileName: 'leads.csv' }]);
    expect(events).toEqual([0.5, 1]);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe(`${baseUrl}/csv/upload`);
    expect(xhr?.headers.authorization).toBe('Bearer access-1');
    expect(xhr?.headers['content-type']).toBeUndefined();
    expect((xhr!.body!.getAll('files') as File[]).map((f) => f.name)).toEqual(['leads.csv', 'more.csv']);
  });

  it('refreshes on a 401 and sends the form again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = (xhr) =>
      xhr.headers.authorization === 'Bearer access-2'
        ? { status: 202, body: uploaded }
        : { status: 401, body: JSON.stringify({ detail: 'expired', code: 'token_expired' }) };
    const { client } = testClient(baseUrl);
    const pending = client.csv.upload(files(), { onProgress: () => {} });

    await expect(pending).resolves.toMatchObject({ message: 'Files processed' });

    expect(requests.map((r) => r.key)).toEqual(['auth.refresh']);
    expect(FakeXhr.sent.map((x) => x.headers.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('maps an XHR network error to a retryable RapportNetworkError', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = 'network-error';
    const { client } = testClient(baseUrl);
    await expect(client.csv.upload(files(), { onProgress: () => {} })).rejects.toMatchObject({
      code: 'network_error',
      retryable: true,
    });
  });

  it('maps an error status with its detail', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 413, body: JSON.stringify({ detail: 'File too large', code: 'too_large' }) };
    const { client } = testClient(baseUrl);
    await expect(client.csv.upload(files(), { onProgress: () => {} })).rejects.toMatchObject({
      code: 'payload_too_large',
      detail: 'File too large',
    });
  });
});
