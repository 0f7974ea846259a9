/**
 * Property tests: whatever the server and the user do, in any order and at any time, the
 * client never makes an illegal state move, never holds two live sockets, and its state
 * always agrees with its socket.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationClient } from './client';
import { FakeWebSocket } from './testing/fake-websocket';

type Step =
  | { kind: 'tick'; ms: number }
  | { kind: 'serverOpen' }
  | { kind: 'serverClose'; code: number; reason: string }
  | { kind: 'fail' }
  | { kind: 'serverSend'; frame: string }
  | { kind: 'connect' }
  | { kind: 'close' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 20_000 }) }),
  fc.constant({ kind: 'serverOpen' as const }),
  fc.record({
    kind: fc.constant('serverClose' as const),
    code: fc.constantFrom(1000, 1001, 1006, 1008, 1011, 4003),
    reason: fc.constantFrom('', '403', 'going away'),
  }),
  fc.constant({ kind: 'fail' as const }),
  fc.record({
    kind: fc.constant('serverSend' as const),
    frame: fc.oneof(
      fc.string(),
      fc.constantFrom(
        '{"type":"CSV_PROCESSING_START","message":"x","id":"7"}',
        '{"type":"heartbeat"}',
        '{"type":"connection_established","message":"hi"}',
      ),
    ),
  }),
  fc.constant({ kind: 'connect' as const }),
  fc.constant({ kind: 'close' as const }),
);

const live = () => FakeWebSocket.instances.filter((ws) => ws.readyState === 0 || ws.readyState === 1);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notification client under random event sequences', () => {
  it('keeps its state consistent with at most one live socket', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { maxLength: 40 }),
        fc.array(fc.constantFrom<'ok' | 'false' | 'reject'>('ok', 'false', 'reject'), { minLength: 1 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        async (steps, refreshOutcomes, r) => {
          FakeWebSocket.reset();
          let refreshes = 0;
          const client = createNotificationClient({
            url: 'ws://test/api/ws/notifications',
            getAccessToken: async () => 'token',
            refresh: async () => {
              const outcome = refreshOutcomes[refreshes++ % refreshOutcomes.length];
              if (outcome === 'reject') throw new Error('refresh failed');
              return outcome === 'ok';
            },
            WebSocket: FakeWebSocket,
            random: () => r,
          });
          let failedEvents = 0;
          let connects = 0;
          client.on('failed', () => failedEvents++);

          for (const step of steps) {
            const current = live().at(-1);
            switch (step.kind) {
              case 'tick':
                await vi.advanceTimersByTimeAsync(step.ms);
                break;
              case 'serverOpen':
                if (current?.readyState === 0) current.serverOpen();
                break;
              case 'serverClose':
                if (current !== undefined) current.serverClose(step.code, step.reason);
                break;
              case 'fail':
                if (current?.readyState === 0) current.fail();
                break;
              case 'serverSend':
                if (current?.readyState === 1) current.serverSend(step.frame);
                break;
              case 'connect':
                connects++;
                client.connect();
                break;
              case 'close':
                client.close();
                break;
            }
            await vi.advanceTimersByTimeAsync(0);

            const sockets = live();
            expect(sockets.length).toBeLessThanOrEqual(1);
            const state = client.getState();
            if (state === 'open') expect(sockets[0]?.readyState).toBe(1);
            if (state === 'closed' || state === 'failed') expect(sockets).toHaveLength(0);
            if (sockets[0]?.readyState === 1) expect(state).toBe('open');
            expect(failedEvents).toBeLessThanOrEqual(connects);
          }

          // Once closed or failed, nothing reconnects on its own.
          const settled = client.getState();
          if (settled === 'closed' || settled === 'failed') {
            const count = FakeWebSocket.instances.length;
            await vi.advanceTimersByTimeAsync(120_000);
            expect(FakeWebSocket.instances.length).toBe(count);
          }
          client.close();
        },
      ),
      { numRuns: 300 },
    );
  });
});
