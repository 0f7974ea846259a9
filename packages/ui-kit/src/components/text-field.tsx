import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../../styled-system/css';
import { field } from '../../styled-system/recipes/field';
import { input } from '../../styled-system/recipes/input';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'> {
  /** The visible label, tied to the input. */
  label: ReactNode;
  /** Helper text under the input, announced with it (`aria-describedby`). */
  hint?: ReactNode;
  /** Shows `error` (announced with the input) and marks the input invalid. */
  invalid?: boolean | undefined;
  error?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | undefined;
  /** Props for the root element. */
  rootProps?: Omit<ComponentProps<'div'>, 'children'> | undefined;
}

/** What `LabelledField` gives its input: the id, the links to its texts, its state attributes. */
export interface FieldInputWiring {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-errormessage': string | undefined;
  'data-invalid': '' | undefined;
  'data-disabled': '' | undefined;
  'data-readonly': '' | undefined;
  'data-required': '' | undefined;
}

type LabelledFieldProps = Pick<
  TextFieldProps,
  'label' | 'hint' | 'invalid' | 'error' | 'rootProps' | 'id' | 'disabled' | 'readOnly' | 'required'
> & { children: (wiring: FieldInputWiring) => ReactNode };

/**
 * The frame of `TextField` and `PasswordField`: root, label, the input `children` renders,
 * helper and error text, tied by ids. Plain elements with the `field` recipe's slots and the
 * `data-*` state attributes of Ark's Field parts (the auth screens render it, and the first
 * load of /sign-in has a budget); compose `Field.Root` for Ark's field context.
 */
export function LabelledField({
  label,
  hint,
  invalid,
  error,
  rootProps,
  id,
  disabled,
  readOnly,
  required,
  children,
}: LabelledFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = invalid && error ? `${inputId}-error` : undefined;
  const state = {
    'data-invalid': invalid ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-readonly': readOnly ? '' : undefined,
    'data-required': required ? '' : undefined,
  } as const;
  const styles = field();
  return (
    <div {...rootProps} {...state} className={cx(styles.root, rootProps?.className)}>
      <label htmlFor={inputId} {...state} className={styles.label}>
        {label}
      </label>
      {children({
        id: inputId,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        'aria-invalid': invalid || undefined,
        'aria-errormessage': errorId,
        ...state,
      })}
      {hint ? (
        <span id={hintId} className={styles.helperText}>
          {hint}
        </span>
      ) : null}
      {errorId ? (
        <span id={errorId} aria-live="polite" className={styles.errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled text input in one piece: label + input + helper/error text. */
export function TextField({
  label,
  hint,
  invalid,
  error,
  size,
  rootProps,
  id,
  className,
  ...inputProps
}: TextFieldProps) {
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
      {(wiring) => <input {...wiring} {...inputProps} className={cx(input({ size }), className)} />}
    </LabelledField>
  );
}
