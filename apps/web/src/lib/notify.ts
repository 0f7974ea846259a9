/**
 * The one way the app shows a toast, on the ui-kit's deferred toaster (the toast store loads with
 * the toast region, not in the first chunk). Texts come from the SDK's message tables; this only
 * adds the variant (errors are destructive, spec §2 "Auth screens") and the place (issue 26: a
 * toast never covers a heading, the mode switch or the newest message): at the bottom, where
 * `ToastRegion` sets the offsets and width by breakpoint. From 768 px, bottom left over the chat
 * list, as wide as the sidebar, above its action bar; below, across the bottom over the composer
 * (the newest message sits above it), at most three lines of text.
 */
import { createDeferredToaster, type ShownToast, type ToastVariant } from '@rapport/ui-kit';

export type { ToastVariant };

export interface NotifyInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** Defaults to the spec's duration for the variant (§9: 5000 ms). */
  durationMs?: number;
  /** A button in the toast ("Undo"). */
  action?: { label: string; onClick: () => void };
}

/** One toast at a time (§4), F8 focuses the region (§9): the kit's settings. */
export const appToaster = createDeferredToaster({
  toaster: {
    placement: 'bottom-start',
    offsets: {
      top: '1rem',
      right: '1rem',
      bottom: 'var(--app-toast-bottom, 1rem)',
      left: 'var(--app-toast-left, 1rem)',
    },
  },
});

export function notify(input: NotifyInput): string {
  return appToaster.show({
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.durationMs,
    ...(input.action ? { action: input.action } : {}),
  });
}

export const notifyError = (input: Omit<NotifyInput, 'variant'>): string =>
  notify({ ...input, variant: 'destructive' });

/** Removes the toast `id`, or every toast. */
export function dismissToast(id?: string): void {
  appToaster.dismiss(id);
}

/** Reads (and, with `null`, clears) the toast showing now. */
export const toasts = {
  get current(): ShownToast | null {
    return appToaster.getState();
  },
  /** Only `null` is meaningful: it removes every toast. */
  set current(value: ShownToast | null) {
    if (value === null) dismissToast();
  },
};
