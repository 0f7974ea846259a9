import type { UploadQueueState } from '@rapport/queue';
import { useSyncExternalStore } from 'react';
import { getQueue } from './queue';

/** The upload queue's state, bound with useSyncExternalStore. */
export function useUploadQueue(): UploadQueueState {
  const queue = getQueue();
  return useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
}
