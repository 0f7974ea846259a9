import { Toast as ArkToast, Toaster as ArkToaster, useToastContext } from '@ark-ui/react/toast';
import { type ReactNode, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { css, cx } from '../../styled-system/css';
import { toast as toastRecipe } from '../../styled-system/recipes/toast';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '../constants';
import { XIcon } from '../icons';
import { createStyleContext } from '../utils/create-style-context';
import { type AppToaster, isSwipeDismiss, type ToastVariant, toaster } from './toast-store';

const { withProvider, withContext } = createStyleContext(toastRecipe);

/** Parts for custom toast markup inside `<Toaster>`'s render function. */
export const ToastRoot = withProvider(ArkToast.Root, 'root');
export const ToastTitle = withContext(ArkToast.Title, 'title');
export const ToastDescription = withContext(ArkToast.Description, 'description');
export const ToastCloseTrigger = withContext(ArkToast.CloseTrigger, 'closeTrigger');
export const ToastActionTrigger = withContext(ArkToast.ActionTrigger, 'actionTrigger');

export interface ToasterProps {
  /** Defaults to the app-wide `toaster`. */
  toaster?: AppToaster | undefined;
  /** Name of the region; the hotkey is appended: "Notifications (F8)". */
  label?: string | undefined;
  /** Accessible name of each toast's close button. */
  closeLabel?: string | undefined;
  swipeThreshold?: number | undefined;
  className?: string | undefined;
}

const actionButton = css({
  px: '3',
  h: '8',
  me: '6',
  borderRadius: 'l1',
  borderWidth: '1px',
  borderColor: 'currentColor',
  textStyle: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
});

/** Renders the toast region once, near the app root. */
export function Toaster({
  toaster: target = toaster,
  label = 'Notifications',
  closeLabel = 'Close',
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  className,
}: ToasterProps) {
  return (
    <ArkToaster
      toaster={target}
      aria-label={`${label} (${TOAST_HOTKEY.join('+')})`}
      className={cx(toastRecipe().group, className)}
    >
      {(item) => (
        <ToastItem
          title={item.title as ReactNode}
          description={item.description as ReactNode}
          variant={(item.meta?.variant as ToastVariant | undefined) ?? 'default'}
          action={item.action?.label}
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
  /** The label of the toast's action button, when it has one (its click handler is the store's). */
  action?: string | undefined;
  closeLabel: string;
  swipeThreshold: number;
}

function ToastItem({ title, description, variant, action, closeLabel, swipeThreshold }: ToastItemProps) {
  const api = useToastContext();
  const swipe = useSwipeToDismiss(api.dismiss, swipeThreshold);
  return (
    // An error interrupts (role alert); anything else is a polite status.
    <ToastRoot data-variant={variant} role={variant === 'destructive' ? 'alert' : 'status'} {...swipe.props}>
      {title ? <ToastTitle>{title}</ToastTitle> : null}
      {description ? <ToastDescription>{description}</ToastDescription> : null}
      {action ? <ToastActionTrigger className={actionButton}>{action}</ToastActionTrigger> : null}
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
