import { createToaster } from '@ark-ui/react/toast';
import type { ReactNode } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_EXIT_ANIMATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_STATUS_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../constants';

// The toast store and its rules, apart from the <Toaster> UI (./toast.tsx): an app can show
// toasts from its first chunk and load the toast region (zag's machines) with the first toast.

/** `default` for information and success; `destructive` for errors (spec §2: errors use a destructive style). */
export type ToastVariant = 'default' | 'destructive';
/** Which spec duration applies: `status` = START/COMPLETE notifications (3000 ms). */
export type ToastKind = 'default' | 'status' | 'error';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant | undefined;
  /** Milliseconds; defaults to the spec duration of `kind` (or 5000 ms). */
  duration?: number | undefined;
  kind?: ToastKind | undefined;
  id?: string | undefined;
  /** A button in the toast ("Undo"); clicking it runs `onClick` and closes the toast. */
  action?: { label: string; onClick: () => void } | undefined;
}

export type AppToaster = ReturnType<typeof createToaster>;
export type ToasterOptions = NonNullable<Parameters<typeof createToaster>[0]>;

export const DEFAULT_TOASTER_OPTIONS = {
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  hotkey: [...TOAST_HOTKEY],
  removeDelay: TOAST_EXIT_ANIMATION_MS,
  overlap: false,
  gap: 12,
} as const satisfies ToasterOptions;

/** Spec §9 durations: start/complete 3000 ms, errors 5000 ms, everything else 5000 ms. */
export function toastDuration(kind: ToastKind = 'default'): number {
  if (kind === 'status') return TOAST_STATUS_DURATION_MS;
  if (kind === 'error') return TOAST_ERROR_DURATION_MS;
  return TOAST_DURATION_MS;
}

/** Swipe-to-dismiss rule: a horizontal travel of at least the threshold (spec §9: 50) dismisses. */
export function isSwipeDismiss(deltaX: number, threshold: number = TOAST_SWIPE_THRESHOLD_PX): boolean {
  return Math.abs(deltaX) >= threshold;
}

/** A toaster with the spec's settings: one toast at a time, 5000 ms, F8 focuses the region. */
export function createAppToaster(options: Partial<ToasterOptions> = {}): AppToaster {
  return createToaster({ ...DEFAULT_TOASTER_OPTIONS, hotkey: [...TOAST_HOTKEY], ...options });
}

/** The app-wide toaster used by `toast()` and by `<Toaster />` when none is passed. */
export const toaster: AppToaster = createAppToaster();

/**
 * Shows a toast. One toast at a time and the newest wins: whatever is showing (or waiting) is
 * removed first. Returns the toast id.
 */
export function showToast(target: AppToaster, options: ToastOptions): string {
  const variant = options.variant ?? 'default';
  const kind = options.kind ?? (variant === 'destructive' ? 'error' : 'default');
  target.remove();
  return target.create({
    // An explicit `id: undefined` would override the store's generated id.
    ...(options.id ? { id: options.id } : {}),
    title: options.title,
    description: options.description,
    type: variant === 'destructive' ? 'error' : 'info',
    duration: options.duration ?? toastDuration(kind),
    ...(options.action ? { action: options.action } : {}),
    meta: { variant },
  });
}

/** `toast({ title, description, variant, duration })` on the app-wide toaster. */
export const toast = Object.assign((options: ToastOptions) => showToast(toaster, options), {
  dismiss: (id?: string) => toaster.dismiss(id),
});
