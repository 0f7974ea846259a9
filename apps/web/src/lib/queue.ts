/** The upload queue (CSV files, pasted CSV), persisted in local storage and IndexedDB. */
import { createUploadQueue, indexedDbFileStore, localStorageAdapter, type UploadQueue } from '@rapport/queue';
import { getServices } from './services';

export function getQueue(): UploadQueue {
  const services = getServices();
  if (!services.queue) {
    const { client } = services;
    services.queue = createUploadQueue({
      upload: (file, { onProgress, signal }) =>
        client.csv.upload([file], {
          signal,
          onProgress: (p) => onProgress({ loaded: p.transferredBytes, total: p.totalBytes }),
        }),
      storage: localStorageAdapter(),
      fileStore: indexedDbFileStore(),
    });
  }
  return services.queue;
}
