import { describe, expect, it } from 'vitest';
import { webSocketLiveSocket } from './live';
import { parseStatusUpdates } from './updates';

describe('parseStatusUpdates', () => {
  it.each([
    ['one update', { id: 'a', progress: 10 }, [{ id: 'a', progress: 10 }]],
    ['a list', [{ id: 'a', status: 'completed' }], [{ id: 'a', status: 'completed' }]],
    [
      'a jobs envelope',
      { jobs: [{ id: 'b', status: 'error', error: 'x' }] },
      [{ id: 'b', status: 'error', error: 'x' }],
    ],
  ])('reads %s', (_, data, expected) => {
    expect(parseStatusUpdates(data)).toEqual(expected);
  });

  it.each([
    ['text', 'hello'],
    ['an unknown status', { id: 'a', status: 'paused' }],
    ['no id', { progress: 3 }],
    ['null', null],
  ])('refuses %s', (_, data) => {
    expect(parseStatusUpdates(data)).toBeNull();
  });
});

describe('webSocketLiveSocket', () => {
  it('opens the url on each connect, parses JSON messages and forwards closes', () => {
    const opened: FakeSocket[] = [];
    class FakeSocket {
      onopen: (() => void) | null = null;
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onclose: ((event: { code: number; reason: string }) => void) | null = null;
      closedWith: number | undefined;
      constructor(readonly url: string) {
        opened.push(this);
      }
      close(code?: number) {
        this.closedWith = code;
      }
    }
    let token = 0;
    const factory = webSocketLiveSocket(() => `ws://host/queue?token=${++token}`, FakeSocket);
    const events: unknown[] = [];
    const handlers = {
      onOpen: () => events.push('open'),
      onMessage: (data: unknown) => events.push(data),
      onClose: (code: number, reason: string) => events.push([code, reason]),
    };
    const socket = factory(handlers);
    factory(handlers);
    expect(opened.map((s) => s.url)).toEqual(['ws://host/queue?token=1', 'ws://host/queue?token=2']);
    const ws = opened[0]!;
    ws.onopen?.();
    ws.onmessage?.({ data: '{"id":"a","progress":5}' });
    ws.onmessage?.({ data: 'not json' });
    ws.onclose?.({ code: 1006, reason: 'gone' });
    expect(events).toEqual(['open', { id: 'a', progress: 5 }, 'not json', [1006, 'gone']]);
    socket.close();
    expect(ws.closedWith).toBe(1000);
  });
});
