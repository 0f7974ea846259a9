import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

/** The server's own routes: health and the development outbox. */
export function platformHandlers(s: Services): HandlerGroup<'health' | 'dev.outbox'> {
  return {
    health: () => s.platform.health(),
    'dev.outbox': async () => s.platform.devOutbox(),
  };
}
