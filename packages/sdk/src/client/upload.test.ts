import { describe, expect, it } from 'vitest';
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
