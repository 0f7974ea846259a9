/**
 * The one way the app shows a toast. Texts come from the SDK's message tables; this only adds
 * the variant (errors are destructive, spec §2 "Auth screens") and the duration (spec §9).
 */
import { proxy } from 'valtio';

export type ToastVariant = 'default' | 'destructive';

export interface AppToast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  durationMs: number;
}

export interface NotifyInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  durationMs?: number;
}

/** §9: default 5000 ms; errors 5000 ms. */
export const TOAST_DEFAULT_DURATION_MS = 5_000;

/** §4 "Toasts": one at a time, so a new toast replaces the current one. */
export const toasts = proxy<{ current: AppToast | null }>({ current: null });

let nextId = 1;

export function notify(input: NotifyInput): AppToast {
  const toast: AppToast = {
    id: nextId++,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? TOAST_DEFAULT_DURATION_MS,
  };
  toasts.current = toast;
  return toast;
}

export const notifyError = (input: Omit<NotifyInput, 'variant'>): AppToast =>
  notify({ ...input, variant: 'destructive' });

export function dismissToast(id?: number): void {
  if (id === undefined || toasts.current?.id === id) toasts.current = null;
}
