import type { UploadContext, UploadFn } from './types';

export interface UploadCall {
  file: File;
  context: UploadContext;
  resolve(): void;
  reject(error: unknown): void;
}

/** An upload the test finishes by hand: each call waits for `resolve()` or `reject()`. */
export function controlledUpload() {
  const calls: UploadCall[] = [];
  const upload: UploadFn = (file, context) =>
    new Promise((resolve, reject) => {
      calls.push({ file, context, resolve: () => resolve(undefined), reject });
    });
  return { upload, calls, last: () => calls[calls.length - 1]! };
}

/** Lets queued promise callbacks run (file store reads, upload settlements) without timers. */
export async function tick(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}

export function csvFile(name = 'contacts.csv', content = 'email\nada@example.com\n'): File {
  return new File([content], name, { type: 'text/csv' });
}

export const silentLogger = () => ({ warn: () => {} });
