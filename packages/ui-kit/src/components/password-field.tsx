import { useState } from 'react';
import { cx } from '../../styled-system/css';
import { input } from '../../styled-system/recipes/input';
import { passwordInput } from '../../styled-system/recipes/password-input';
import { LabelledField, type TextFieldProps } from './text-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The toggle's words; it is a toggle button (`aria-pressed`) that controls the input. */
  showLabel?: string | undefined;
  hideLabel?: string | undefined;
  /** Start with the password shown. */
  defaultVisible?: boolean | undefined;
}

/**
 * A labelled password input with a "Show" / "Hide" toggle, in one piece like `TextField` (plain
 * elements, no state machine: the sign-in form renders it). `PasswordInput` is the Ark version
 * for `Field.Root` compositions.
 */
export function PasswordField({
  label,
  hint,
  invalid,
  error,
  size,
  rootProps,
  id,
  className,
  showLabel = 'Show',
  hideLabel = 'Hide',
  defaultVisible = false,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const styles = passwordInput({ trigger: 'text' });
  return (
    <LabelledField
      label={label}
      hint={hint}
      invalid={invalid}
      error={error}
      rootProps={rootProps}
      id={id}
      disabled={inputProps.disabled}
      readOnly={inputProps.readOnly}
      required={inputProps.required}
    >
      {(wiring) => (
        <div className={styles.control}>
          <input
            {...wiring}
            autoComplete={autoComplete}
            {...inputProps}
            type={visible ? 'text' : 'password'}
            className={cx(input({ size }), styles.input, className)}
          />
          <button
            type="button"
            aria-controls={wiring.id}
            aria-pressed={visible}
            disabled={inputProps.disabled}
            onClick={() => setVisible((shown) => !shown)}
            className={styles.visibilityTrigger}
          >
            {visible ? hideLabel : showLabel}
          </button>
        </div>
      )}
    </LabelledField>
  );
}
