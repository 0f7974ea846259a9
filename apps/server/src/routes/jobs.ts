import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

export function jobHandlers(s: Services): HandlerGroup<'jobs.get' | 'jobs.errors' | 'jobs.skippedRows'> {
  return {
    'jobs.get': ({ auth, params }) => s.jobs.get(auth.user.id, params.id),
    'jobs.errors': ({ auth, params }) => s.csvDownloads.errorsCsv(auth.user.id, params.id),
    'jobs.skippedRows': ({ auth, params }) => s.csvDownloads.skippedRowsCsv(auth.user.id, params.id),
  };
}
