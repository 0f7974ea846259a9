/**
 * The one way the app shows a toast, on the ui-kit's toast store. Texts come from the SDK's
 * message tables; this only adds the variant (errors are destructive, spec §2 "Auth screens") and
 * the place: top right, below the page header and the chat's title bar (8rem), so a toast covers
 * neither the composer nor the header's theme toggle, user menu and mode switch.
 */
import { createAppToaster, showToast, type ToastVariant } from '@rapport/ui-kit';

export type { ToastVariant };

export interface NotifyInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** Defaults to the spec's duration for the variant (§9: 5000 ms). */
  durationMs?: number;
}

/** The toast showing now, as the app asked for it. */
export interface AppToast {
  id: string;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
  durationMs: number;
}

/** One toast at a time (§4), F8 focuses the region (§9): the kit's settings. */
export const appToaster = createAppToaster({
  placement: 'top-end',
  offsets: { top: '8rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

export function notify(input: NotifyInput): string {
  return showToast(appToaster, {
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    duration: input.durationMs,
  });
}

export const notifyError = (input: Omit<NotifyInput, 'variant'>): string =>
  notify({ ...input, variant: 'destructive' });

/** Removes the toast `id`, or every toast. */
export function dismissToast(id?: string): void {
  appToaster.remove(id);
}

/** Reads (and, with `null`, clears) the toast showing now. */
export const toasts = {
  get current(): AppToast | null {
    const shown = appToaster.getVisibleToasts()[0];
    if (!shown) return null;
    return {
      id: shown.id ?? '',
      title: String(shown.title ?? ''),
      description: shown.description === undefined ? undefined : String(shown.description),
      variant: (shown.meta?.variant as ToastVariant | undefined) ?? 'default',
      durationMs: shown.duration ?? 0,
    };
  },
  set current(value: null) {
    if (value === null) dismissToast();
  },
};
