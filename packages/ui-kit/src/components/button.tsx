import { type ComponentProps, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { Spinner } from './spinner';

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentProps<'button'> {
  /** `solid` (default, accent), `outline`, `ghost`, `destructive`. */
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  fullWidth?: boolean | undefined;
  /** Busy: the button is disabled, `aria-busy`, and shows a spinner with `loadingText` (not with `asChild`). */
  loading?: boolean | undefined;
  /** The busy label (spec: "Signing in...", "Creating account..."); defaults to the children. */
  loadingText?: ReactNode;
  /** Renders the only child (e.g. a router `<Link>`) with the button's classes and props. */
  asChild?: boolean | undefined;
}

type ChildProps = { className?: string | undefined };

// A plain <button> rather than Ark's factory: every screen renders one, and the first load of
// /sign-in has a 150 KB budget. `asChild` needs only a clone, not Ark's prop merging.
export function Button(props: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props);
  const { loading, loadingText, disabled, children, className, type, asChild, ...buttonProps } = rest;
  const classes = cx(button(variants), className);
  if (asChild && isValidElement<ChildProps>(children)) {
    const child = children as ReactElement<ChildProps>;
    return cloneElement(child, {
      ...buttonProps,
      ...child.props,
      className: cx(classes, child.props.className),
    });
  }
  return (
    <button
      type={type ?? 'button'}
      {...buttonProps}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
    >
      {loading ? (
        <>
          <Spinner />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
