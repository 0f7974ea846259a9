export type EventMap = Record<string, unknown>;
export type Handler<T> = (event: T) => void;

export interface Emitter<Events extends EventMap> {
  on<K extends keyof Events>(type: K, handler: Handler<Events[K]>): () => void;
  emit<K extends keyof Events>(type: K, event: Events[K]): void;
  clear(): void;
}

/** A tiny typed event emitter (mitt's shape, without the dependency). */
export function createEmitter<Events extends EventMap>(): Emitter<Events> {
  const handlers = new Map<keyof Events, Set<Handler<never>>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler as Handler<never>);
      return () => {
        set.delete(handler as Handler<never>);
      };
    },
    emit(type, event) {
      const set = handlers.get(type);
      if (!set) return;
      for (const handler of [...set]) (handler as Handler<typeof event>)(event);
    },
    clear() {
      handlers.clear();
    },
  };
}
