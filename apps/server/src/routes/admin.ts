import type { Services } from '../wiring.js';
import type { HandlerGroup } from './define.js';

/** Routes of access `admin` (the permission is checked in register.ts for every one of them). */
export function adminHandlers(s: Services): HandlerGroup<'admin.users'> {
  return {
    'admin.users': () => s.users.listAll(),
  };
}
