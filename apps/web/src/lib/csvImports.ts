/**
 * Which server import (`csv.import` job) each upload of the queue started (issue 26): the upload
 * panel shows that import's result under the upload. Kept in memory: after a reload a finished
 * upload shows "Uploaded" only, and clears itself as any finished upload does.
 */
import { errorDescription } from '@rapport/sdk';
import { useSyncExternalStore } from 'react';
import { downloadCsv } from './download';
import { notifyError } from './notify';
import { api } from './services';

const imports = new Map<string, string>();
const listeners = new Set<() => void>();

/** The upload `uploadId` (a queue job) started the import `importJobId`. */
export function rememberImport(uploadId: string, importJobId: string | undefined): void {
  if (!importJobId) return;
  imports.set(uploadId, importJobId);
  for (const l of listeners) l();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The import the upload started, once its upload answered. */
export function useImportOf(uploadId: string): string | undefined {
  return useSyncExternalStore(subscribe, () => imports.get(uploadId));
}

/** The rows an import skipped, as the file had them, saved as `<name>-skipped.csv`. */
export async function downloadSkippedRows(importJobId: string, fileName: string): Promise<void> {
  try {
    const csv = await api().jobs.skippedRowsCsv(importJobId);
    downloadCsv(csv, `${fileName.replace(/\.[^.]*$/, '')}-skipped.csv`);
  } catch (error) {
    notifyError({ title: 'Download failed', description: errorDescription(error, 'Please try again') });
  }
}
