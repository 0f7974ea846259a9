import { createUploadQueue, memoryStorage } from '@rapport/queue';
import { createRapportClient, memoryStorage as memoryTokens } from '@rapport/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../test/fixtures';
import { server } from '../../test/server';
import { rememberImport } from '../lib/csvImports';
import { setServices } from '../lib/services';
import { FINISHED_UPLOAD_CLEAR_MS, UploadPanel } from './UploadPanel';

const csv = (name: string) => new File(['email\na@example.com\n'], name, { type: 'text/csv' });

/** `imports`: the server import each file's upload starts (as lib/queue.ts records it). */
function setup(imports: Record<string, string> = {}) {
  const uploads = new Map<string, { resolve(): void; reject(e: Error): void }>();
  const queue = createUploadQueue({
    maxRetries: 0,
    storage: memoryStorage(),
    upload: (file, { onProgress, jobId }) =>
      new Promise<void>((resolve, reject) => {
        onProgress({ loaded: 5, total: 10 });
        uploads.set(file.name, {
          resolve: () => {
            rememberImport(jobId, imports[file.name]);
            resolve();
          },
          reject,
        });
      }),
  });
  const client = createRapportClient({ baseUrl: API, storage: memoryTokens() });
  setServices({ client, queue });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UploadPanel />
    </QueryClientProvider>,
  );
  return { queue, uploads };
}

const importJob = (id: string, result: Record<string, unknown>) => ({
  id,
  kind: 'csv.import',
  status: 'completed',
  processed: 10,
  total: 10,
  result,
  error: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:01.000Z',
});

afterEach(() => vi.useRealTimers());

describe('upload panel', () => {
  it('shows each job with its progress, and pauses, resumes, retries and clears them', async () => {
    const user = userEvent.setup();
    const { queue, uploads } = setup();
    await queue.ready;
    act(() => {
      queue.add(csv('first.csv'));
      queue.add(csv('second.csv'));
    });

    const bar = await screen.findByRole('progressbar', { name: 'first.csv upload' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(screen.getByText('Uploading')).toBeTruthy();

    // The second job waits its turn (one at a time) and can be paused and resumed.
    await user.click(screen.getByRole('button', { name: 'Pause second.csv' }));
    expect(screen.getByText('Paused')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume second.csv' }));
    expect(screen.getByText('Waiting')).toBeTruthy();

    await act(async () => uploads.get('first.csv')?.reject(new Error('The server is busy')));
    expect(await screen.findByText('The server is busy')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();

    await waitFor(() => expect(uploads.has('second.csv')).toBe(true));
    await act(async () => uploads.get('second.csv')?.resolve());
    expect(await screen.findByText('Uploaded')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Retry first.csv' }));
    await waitFor(() => expect(screen.queryByText('Failed')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByText('second.csv')).toBeNull();
    expect(screen.getByText('first.csv', { exact: false })).toBeTruthy();
  });
});

describe("an upload's import result (issue 26)", () => {
  it('says what the import did, offers the skipped rows, and stays while it has some', async () => {
    server.use(
      http.get(`${API}/jobs/import-1`, () =>
        HttpResponse.json(
          importJob('import-1', {
            created: 3,
            updated: 1,
            skipped: 2,
            merged: 2,
            errors: 1,
            skippedReasons: [{ reason: 'Invalid email address', count: 1 }],
          }),
        ),
      ),
      http.get(
        `${API}/jobs/import-1/skipped.csv`,
        () =>
          new HttpResponse('row,reason,email\r\n3,Invalid email address,nope\r\n', {
            headers: { 'content-type': 'text/csv' },
          }),
      ),
    );
    const { queue, uploads } = setup({ 'people.csv': 'import-1' });
    await queue.ready;
    act(() => void queue.add(csv('people.csv')));
    await waitFor(() => expect(uploads.has('people.csv')).toBe(true));
    await act(async () => uploads.get('people.csv')?.resolve());
    const result = await screen.findByRole('status', { name: 'people.csv import result' });
    await waitFor(() =>
      expect(result.textContent).toContain(
        'Imported: 3 created, 1 updated, 2 merged, 1 skipped (Invalid email address: 1)',
      ),
    );
    const download = screen.getByRole('button', { name: 'Download skipped rows of people.csv' });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      void (blob as Blob).text().then((t) => saved.push(t));
      return 'blob:skipped';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await userEvent.setup().click(download);
    await waitFor(() => expect(saved).toEqual(['row,reason,email\r\n3,Invalid email address,nope\r\n']));
    expect(queue.getState().jobs).toHaveLength(1);
  });

  it(`clears a finished upload ${FINISHED_UPLOAD_CLEAR_MS / 1000} s after its import ended with nothing skipped`, async () => {
    server.use(
      http.get(`${API}/jobs/import-2`, () =>
        HttpResponse.json(importJob('import-2', { created: 2, updated: 0, skipped: 0, errors: 0 })),
      ),
    );
    const { queue, uploads } = setup({ 'clean.csv': 'import-2' });
    await queue.ready;
    act(() => void queue.add(csv('clean.csv')));
    await waitFor(() => expect(uploads.has('clean.csv')).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await act(async () => uploads.get('clean.csv')?.resolve());
    await screen.findByText('Imported: 2 created, 0 updated, 0 merged, 0 skipped');
    act(() => vi.advanceTimersByTime(FINISHED_UPLOAD_CLEAR_MS - 1_000));
    expect(queue.getState().jobs).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    await waitFor(() => expect(queue.getState().jobs).toHaveLength(0));
    expect(screen.queryByText('clean.csv', { exact: false })).toBeNull();
  });
});
