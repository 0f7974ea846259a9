import type { WebSocketLike } from '../websocket';

type Listener = (event: never) => void;

/**
 * A WebSocket double for unit tests: the test plays the server (`serverOpen`,
 * `serverSend`, `serverClose`, `fail`) and reads what the client sent.
 */
export class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  static last(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (ws === undefined) throw new Error('no FakeWebSocket was created');
    return ws;
  }

  readonly url: string;
  readyState = 0;
  readonly sent: string[] = [];
  /** What the client passed to `close()`, if it called it. */
  closedWith: { code?: number; reason?: string } | null = null;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  get params(): URLSearchParams {
    return new URL(this.url).searchParams;
  }

  addEventListener(type: string, listener: Listener): void {
    const list = this.listeners.get(type) ?? [];
    list.push(listener);
    this.listeners.set(type, list);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send() while not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 2;
  }

  private dispatch(type: string, event: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) (listener as (e: unknown) => void)(event);
  }

  serverOpen(): void {
    this.readyState = 1;
    this.dispatch('open', {});
  }

  serverSend(payload: unknown): void {
    this.dispatch('message', { data: typeof payload === 'string' ? payload : JSON.stringify(payload) });
  }

  serverClose(code: number, reason = ''): void {
    this.readyState = 3;
    this.dispatch('close', { code, reason });
  }

  /** A connection that could not be established: error, then close 1006. */
  fail(): void {
    this.readyState = 3;
    this.dispatch('error', {});
    this.dispatch('close', { code: 1006, reason: '' });
  }
}
