import { NOTIFICATION_TYPES as CONTRACT_TYPES } from '@rapport/sdk/contract';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './events.js';

// The realtime package keeps its own copy of the message types so it does not pull zod
// into the browser socket client; this test keeps the copy equal to the API contract.
describe('notification types', () => {
  it('are exactly the types of the API contract', () => {
    expect([...NOTIFICATION_TYPES].sort()).toEqual([...CONTRACT_TYPES].sort());
  });
});
