import { useFieldContext } from '@ark-ui/react/field';
import { PasswordInput as ArkPasswordInput } from '@ark-ui/react/password-input';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import { input } from '../../styled-system/recipes/input';
import { passwordInput } from '../../styled-system/recipes/password-input';
import { EyeIcon, EyeOffIcon } from '../icons';

type ArkRootProps = ComponentProps<typeof ArkPasswordInput.Root>;
type ArkInputProps = ComponentProps<typeof ArkPasswordInput.Input>;

export interface PasswordInputProps extends Omit<ArkInputProps, 'size' | 'defaultValue'> {
  /** Optional label; inside `Field.Root` use `Field.Label` instead. */
  label?: ReactNode;
  /** Accessible names of the show/hide toggle. */
  showLabel?: string | undefined;
  hideLabel?: string | undefined;
  defaultVisible?: ArkRootProps['defaultVisible'];
  visible?: ArkRootProps['visible'];
  onVisibilityChange?: ArkRootProps['onVisibilityChange'];
  /** Props for the root element (e.g. `className`). */
  rootProps?: Omit<ArkRootProps, 'children'>;
}

/**
 * A password input with a labelled show/hide toggle ("Show password" / "Hide password").
 * Inside `Field.Root` it takes the field's id, label and invalid state.
 */
export function PasswordInput({
  label,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  defaultVisible,
  visible,
  onVisibilityChange,
  rootProps,
  className,
  autoComplete = 'current-password',
  ...inputProps
}: PasswordInputProps) {
  const styles = passwordInput();
  // Ark's password input takes the field's id and state but not its helper/error links.
  const fieldInput = useFieldContext()?.getInputProps();
  const describedBy = {
    'aria-describedby': fieldInput?.['aria-describedby'],
    'aria-errormessage': fieldInput?.['aria-errormessage'],
  };
  return (
    <ArkPasswordInput.Root
      {...rootProps}
      defaultVisible={defaultVisible}
      visible={visible}
      onVisibilityChange={onVisibilityChange}
      autoComplete={autoComplete === 'new-password' ? 'new-password' : 'current-password'}
      translations={{ visibilityTrigger: (isVisible) => (isVisible ? hideLabel : showLabel) }}
      className={cx(styles.root, rootProps?.className)}
    >
      {label ? <ArkPasswordInput.Label className={styles.label}>{label}</ArkPasswordInput.Label> : null}
      <ArkPasswordInput.Control className={styles.control}>
        <ArkPasswordInput.Input
          {...describedBy}
          {...inputProps}
          className={cx(input(), styles.input, className)}
        />
        <ArkPasswordInput.VisibilityTrigger className={styles.visibilityTrigger}>
          <ArkPasswordInput.Indicator className={styles.indicator} fallback={<EyeIcon />}>
            <EyeOffIcon />
          </ArkPasswordInput.Indicator>
        </ArkPasswordInput.VisibilityTrigger>
      </ArkPasswordInput.Control>
    </ArkPasswordInput.Root>
  );
}
