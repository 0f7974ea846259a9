/**
 * Small form primitives on the ui-kit's recipes (button, input, textarea from the preset).
 * Every input is tied to a visible <label> through useId.
 */
import {
  type ButtonHTMLAttributes,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { css, cx } from '../../styled-system/css';
import { button, input } from '../../styled-system/recipes';

type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'destructive';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg' | 'icon';
  fullWidth?: boolean;
  /** While true the button is disabled and shows `loadingText` (the spec's busy labels). */
  loading?: boolean;
  loadingText?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'solid',
    size = 'md',
    fullWidth,
    loading,
    loadingText,
    className,
    children,
    disabled,
    type,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
});

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className={css({
        display: 'inline-block',
        w: '4',
        h: '4',
        borderWidth: '2px',
        borderColor: 'currentColor',
        borderTopColor: 'transparent',
        rounded: 'full',
        animation: 'spin 0.8s linear infinite',
        flexShrink: 0,
      })}
    />
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  hint?: ReactNode;
}

export function TextField({ label, hint, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cx(css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' }), className)}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input id={inputId} className={input()} aria-describedby={hintId} {...rest} />
      {hint ? (
        <p id={hintId} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField({ label, id, ...rest }: Omit<TextFieldProps, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' })}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className={css({ position: 'relative' })}>
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={cx(input(), css({ pe: '16' }))}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={inputId}
          aria-pressed={visible}
          className={css({
            position: 'absolute',
            insetY: '1',
            right: '1',
            px: '2',
            fontSize: 'xs',
            color: 'fg.muted',
            cursor: 'pointer',
            rounded: 'sm',
            _hover: { color: 'fg' },
            _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
          })}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
    </div>
  );
}

export const labelClass = css({ color: 'fg', fontWeight: 'medium', fontSize: 'sm' });

export const linkClass = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring', rounded: 'sm' },
});

export const cardClass = css({
  w: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'xl',
  shadow: 'sm',
  p: { base: '5', sm: '8' },
});
