import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

/** The server's own routes: health and the development outbox. */
export function platformHandlers(s: Services): HandlerGroup<'health' | 'dev.outbox'> {
  return {
    health: () => s.platform.health(),
    // The socket's own address, never X-Forwarded-For: a proxy in front must not open it up.
    'dev.outbox': async ({ request }) => s.platform.devOutbox(request.raw.socket?.remoteAddress),
  };
}
