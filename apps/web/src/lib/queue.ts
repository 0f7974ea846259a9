/** The upload queue (CSV files, pasted CSV), persisted in local storage and IndexedDB. */
import { createUploadQueue, indexedDbFileStore, localStorageAdapter, type UploadQueue } from '@rapport/queue';
import { rememberImport } from './csvImports';
import { getServices } from './services';

export function getQueue(): UploadQueue {
  const services = getServices();
  if (!services.queue) {
    const { client } = services;
    services.queue = createUploadQueue({
      upload: async (file, { jobId, onProgress, signal }) => {
        const started = await client.csv.upload([file], {
          signal,
          onProgress: (p) => onProgress({ loaded: p.transferredBytes, total: p.totalBytes }),
        });
        // The panel shows the import's result under its upload (issue 26).
        rememberImport(jobId, started.jobs[0]?.jobId);
        return started;
      },
      storage: localStorageAdapter(),
      fileStore: indexedDbFileStore(),
    });
  }
  return services.queue;
}
