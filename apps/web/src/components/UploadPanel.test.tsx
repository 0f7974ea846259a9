import { createUploadQueue, memoryStorage } from '@rapport/queue';
import { createRapportClient, memoryStorage as memoryTokens } from '@rapport/sdk';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setServices } from '../lib/services';
import { UploadPanel } from './UploadPanel';

const csv = (name: string) => new File(['email\na@example.com\n'], name, { type: 'text/csv' });

function setup() {
  const uploads = new Map<string, { resolve(): void; reject(e: Error): void }>();
  const queue = createUploadQueue({
    maxRetries: 0,
    storage: memoryStorage(),
    upload: (file, { onProgress }) =>
      new Promise<void>((resolve, reject) => {
        onProgress({ loaded: 5, total: 10 });
        uploads.set(file.name, { resolve, reject });
      }),
  });
  const client = createRapportClient({ baseUrl: 'http://localhost:3000/api', storage: memoryTokens() });
  setServices({ client, queue });
  render(<UploadPanel />);
  return { queue, uploads };
}

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
