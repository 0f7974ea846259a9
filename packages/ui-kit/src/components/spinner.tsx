import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { spinner } from '../../styled-system/recipes/spinner';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  size?: 'sm' | 'md' | 'lg' | undefined;
  /** When set, the spinner is announced (`role="status"`); otherwise it is decorative. */
  label?: string | undefined;
}

export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  return (
    <span
      {...props}
      className={cx(spinner({ size }), className)}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
