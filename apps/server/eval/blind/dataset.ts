/** The blind set's data for `buildEvalWorld` (`npm run eval -- --set=blind`). */
import type { EvalDataset } from '../world.js';
import { BLIND_CONTACTS_CSV } from './contacts.js';
import { BLIND_MESSAGES, BLIND_NOW, blindMbox, OWNER } from './mailbox.js';
import { BLIND_UPDATES } from './updates.js';

export const BLIND_DATASET: EvalDataset = {
  name: 'blind',
  owner: OWNER,
  now: BLIND_NOW,
  // Written by hand: the same messages whatever `--messages` says.
  mbox: () => blindMbox(),
  describe: () => `${BLIND_MESSAGES.length} blind messages`,
  contactsCsv: BLIND_CONTACTS_CSV,
  updates: BLIND_UPDATES,
};
