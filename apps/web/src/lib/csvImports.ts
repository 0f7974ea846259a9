/**
 * Which server import (`csv.import` job) each upload of the queue started (issue 26): the upload
 * panel shows that import's result under the upload. Kept in local storage beside the persisted
 * queue, so after a reload a finished upload still shows its import's result; the newest
 * `REMEMBERED_IMPORTS` links are kept.
 */
import { errorDescription } from '@rapport/sdk';
import { useSyncExternalStore } from 'react';
import { downloadCsv } from './download';
import { notifyError } from './notify';
import { api } from './services';

/** The local storage item (beyond the spec's §3 items): JSON pairs of upload id and import job id. */
export const CSV_IMPORTS_KEY = 'csv_imports';

/** Links kept: far more than the queue shows, since finished uploads leave it within seconds. */
export const REMEMBERED_IMPORTS = 50;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The saved links, oldest first; nothing when storage is missing or holds something else. */
function load(): Map<string, string> {
  try {
    const saved: unknown = JSON.parse(storage()?.getItem(CSV_IMPORTS_KEY) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (p): p is [string, string] =>
          Array.isArray(p) && typeof p[0] === 'string' && typeof p[1] === 'string',
      ),
    );
  } catch {
    return new Map();
  }
}

let imports: Map<string, string> | undefined;
const listeners = new Set<() => void>();
const links = () => {
  imports ??= load();
  return imports;
};

/** The upload `uploadId` (a queue job) started the import `importJobId`. */
export function rememberImport(uploadId: string, importJobId: string | undefined): void {
  if (!importJobId) return;
  const map = links();
  map.delete(uploadId);
  map.set(uploadId, importJobId);
  for (const oldest of [...map.keys()].slice(0, Math.max(0, map.size - REMEMBERED_IMPORTS)))
    map.delete(oldest);
  try {
    storage()?.setItem(CSV_IMPORTS_KEY, JSON.stringify([...map]));
  } catch {
    // Storage full or refused: the link still holds for this page.
  }
  for (const l of listeners) l();
}

/** Forgets what this page read, so the next read comes from storage (a reload, in tests). */
export function forgetLoadedImports(): void {
  imports = undefined;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The import the upload started, once its upload answered. */
export function useImportOf(uploadId: string): string | undefined {
  return useSyncExternalStore(subscribe, () => links().get(uploadId));
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
