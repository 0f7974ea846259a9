import type { AppToaster, ToasterOptions, ToastOptions, ToastVariant } from './toast-store';

// The toast store (zag's) weighs ~2 KB gzip that no page needs to paint. A deferred toaster
// takes toasts from the first chunk, holds the newest until the store is loaded, then hands it
// over; from then on it is a thin front for the store. Framework-free: getState/subscribe.

/** The toast showing (or waiting to show), as it was asked for. */
export interface ShownToast {
  id: string;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  /** Milliseconds; the store's default for the variant when the caller gave none. */
  duration: number | undefined;
}

export interface DeferredToaster {
  /** Shows a toast (one at a time, the newest wins). Returns its id. */
  show(options: ToastOptions): string;
  /** Removes the toast `id`, or every toast. */
  dismiss(id?: string): void;
  /** The toast showing now, or waiting for the store; `null` when none. */
  getState(): ShownToast | null;
  /** Called on every show and dismiss, and on every change of the loaded store. */
  subscribe(listener: () => void): () => void;
  /** Loads the store (once) and hands it the waiting toast. */
  load(): Promise<AppToaster>;
}

export interface DeferredToasterOptions {
  /** Settings of the store (`createAppToaster`). */
  toaster?: Partial<ToasterOptions> | undefined;
  /** Where the store comes from; tests pass their own. */
  loadStore?:
    | (() => Promise<Pick<typeof import('./toast-store'), 'createAppToaster' | 'showToast'>>)
    | undefined;
}

const text = (value: unknown): string | undefined =>
  value === undefined || value === null ? undefined : String(value);

export function createDeferredToaster(options: DeferredToasterOptions = {}): DeferredToaster {
  const loadStore = options.loadStore ?? (() => import('./toast-store'));
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  let kit: Awaited<ReturnType<typeof loadStore>> | null = null;
  let store: AppToaster | null = null;
  let loading: Promise<AppToaster> | null = null;
  let waiting: (ToastOptions & { id: string }) | null = null;
  let nextId = 0;

  return {
    show(toast) {
      if (store && kit) return kit.showToast(store, toast);
      nextId += 1;
      waiting = { ...toast, id: toast.id ?? `toast:${nextId}` };
      emit();
      return waiting.id;
    },
    dismiss(id) {
      if (store) {
        store.remove(id);
        return;
      }
      if (waiting && (id === undefined || id === waiting.id)) waiting = null;
      emit();
    },
    getState() {
      if (!store) {
        if (!waiting) return null;
        return {
          id: waiting.id,
          title: text(waiting.title) ?? '',
          description: text(waiting.description),
          variant: waiting.variant ?? 'default',
          duration: waiting.duration,
        };
      }
      const shown = store.getVisibleToasts()[0];
      if (!shown) return null;
      return {
        id: shown.id ?? '',
        title: text(shown.title) ?? '',
        description: text(shown.description),
        variant: (shown.meta?.variant as ToastVariant | undefined) ?? 'default',
        duration: shown.duration,
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      loading ??= loadStore().then((loaded) => {
        kit = loaded;
        store = loaded.createAppToaster(options.toaster);
        store.subscribe(emit);
        const toast = waiting;
        waiting = null;
        if (toast) loaded.showToast(store, toast);
        return store;
      });
      return loading;
    },
  };
}
