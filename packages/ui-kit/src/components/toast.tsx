import {
  Toast as ArkToast,
  Toaster as ArkToaster,
  createToaster,
  useToastContext,
} from '@ark-ui/react/toast';
import { type ReactNode, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { cx } from '../../styled-system/css';
import { toast as toastRecipe } from '../../styled-system/recipes';
import {
  TOAST_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_EXIT_ANIMATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_STATUS_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../constants';
import { XIcon } from '../icons';
import { createStyleContext } from '../utils/create-style-context';

const { withProvider, withContext } = createStyleContext(toastRecipe);

/** Parts for custom toast markup inside `<Toaster>`'s render function. */
export const ToastRoot = withProvider(ArkToast.Root, 'root');
export const ToastTitle = withContext(ArkToast.Title, 'title');
export const ToastDescription = withContext(ArkToast.Description, 'description');
export const ToastCloseTrigger = withContext(ArkToast.CloseTrigger, 'closeTrigger');
export const ToastActionTrigger = withContext(ArkToast.ActionTrigger, 'actionTrigger');

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
    meta: { variant },
  });
}

/** `toast({ title, description, variant, duration })` on the app-wide toaster. */
export const toast = Object.assign((options: ToastOptions) => showToast(toaster, options), {
  dismiss: (id?: string) => toaster.dismiss(id),
});

export interface ToasterProps {
  /** Defaults to the app-wide `toaster`. */
  toaster?: AppToaster | undefined;
  /** Accessible name of each toast's close button. */
  closeLabel?: string | undefined;
  swipeThreshold?: number | undefined;
  className?: string | undefined;
}

/** Renders the toast region once, near the app root. */
export function Toaster({
  toaster: target = toaster,
  closeLabel = 'Close',
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  className,
}: ToasterProps) {
  return (
    <ArkToaster toaster={target} className={cx(toastRecipe().group, className)}>
      {(item) => (
        <ToastItem
          title={item.title as ReactNode}
          description={item.description as ReactNode}
          variant={(item.meta?.variant as ToastVariant | undefined) ?? 'default'}
          closeLabel={closeLabel}
          swipeThreshold={swipeThreshold}
        />
      )}
    </ArkToaster>
  );
}

interface ToastItemProps {
  title: ReactNode;
  description: ReactNode;
  variant: ToastVariant;
  closeLabel: string;
  swipeThreshold: number;
}

function ToastItem({ title, description, variant, closeLabel, swipeThreshold }: ToastItemProps) {
  const api = useToastContext();
  const swipe = useSwipeToDismiss(api.dismiss, swipeThreshold);
  return (
    <ToastRoot data-variant={variant} {...swipe.props}>
      {title ? <ToastTitle>{title}</ToastTitle> : null}
      {description ? <ToastDescription>{description}</ToastDescription> : null}
      <ToastCloseTrigger aria-label={closeLabel}>
        <XIcon />
      </ToastCloseTrigger>
    </ToastRoot>
  );
}

function useSwipeToDismiss(onDismiss: () => void, threshold: number) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const reset = () => {
    startX.current = null;
    setOffset(0);
  };
  return {
    props: {
      'data-swiping': offset !== 0 ? '' : undefined,
      style: offset !== 0 ? { transform: `translateX(${offset}px)` } : undefined,
      onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        if ((event.target as HTMLElement).closest('button')) return;
        startX.current = event.clientX;
      },
      onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => {
        if (startX.current === null) return;
        setOffset(event.clientX - startX.current);
      },
      onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => {
        if (startX.current === null) return;
        const deltaX = event.clientX - startX.current;
        reset();
        if (isSwipeDismiss(deltaX, threshold)) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}

/** `Toast.Root`, `Toast.Title`, ... for custom markup; most code only needs `<Toaster />` and `toast()`. */
export const Toast = {
  Root: ToastRoot,
  Title: ToastTitle,
  Description: ToastDescription,
  CloseTrigger: ToastCloseTrigger,
  ActionTrigger: ToastActionTrigger,
};
