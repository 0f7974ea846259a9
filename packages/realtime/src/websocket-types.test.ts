import { describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { WebSocketConstructor } from './websocket';

describe('WebSocketConstructor', () => {
  it('accepts the ws package and the browser WebSocket class (checked by tsc)', () => {
    const fromWs: WebSocketConstructor = NodeWebSocket;
    // The DOM lib's WebSocket type; at runtime Node 20 may not have a global one.
    const fromDom: WebSocketConstructor | undefined = (globalThis as { WebSocket?: typeof WebSocket })
      .WebSocket;
    expect(typeof fromWs).toBe('function');
    expect(fromDom === undefined || typeof fromDom === 'function').toBe(true);
  });
});
