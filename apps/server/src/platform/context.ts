import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Clock } from '../lib/clock.js';
import type { Outbox } from './outbox.js';

/** What every service needs; built once in app.ts. */
export interface ServiceContext {
  config: Config;
  database: Database;
  clock: Clock;
  /** Outbound mail (OTP, reset links). */
  outbox: Outbox;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
}
