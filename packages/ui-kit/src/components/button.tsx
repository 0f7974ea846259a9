import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import type { ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { Spinner } from './spinner';

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends HTMLArkProps<'button'> {
  /** `solid` (default, accent), `outline`, `ghost`, `destructive`. */
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  fullWidth?: boolean | undefined;
  /** Busy: the button is disabled, `aria-busy`, and shows a spinner with `loadingText` (not with `asChild`). */
  loading?: boolean | undefined;
  /** The busy label (spec: "Signing in...", "Creating account..."); defaults to the children. */
  loadingText?: ReactNode;
}

export function Button(props: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props);
  const { loading, loadingText, disabled, children, className, type, ...buttonProps } = rest;
  return (
    <ark.button
      type={type ?? (buttonProps.asChild ? undefined : 'button')}
      {...buttonProps}
      className={cx(button(variants), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
    >
      {loading && !buttonProps.asChild ? (
        <>
          <Spinner />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </ark.button>
  );
}
