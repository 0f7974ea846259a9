import type { UploadQueueState } from '@rapport/queue';
import { useSyncExternalStore } from 'react';
import { getServices } from './services';

const serverQueueState: UploadQueueState = {
  jobs: [],
  hydrated: false,
  polling: false,
  live: { status: 'off' } as never,
};

/** The upload queue's state, bound with useSyncExternalStore. */
export function useUploadQueue(): UploadQueueState {
  const { queue } = getServices();
  return useSyncExternalStore(queue.subscribe, queue.getState, () => serverQueueState);
}
