import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { field } from '../../styled-system/recipes/field';
import { input } from '../../styled-system/recipes/input';
import { textarea } from '../../styled-system/recipes/textarea';
import { createStyleContext } from '../utils/create-style-context';

const { withProvider, withContext } = createStyleContext(field);

/** `<Field.Root invalid required disabled>`: wires label, input, helper and error text by id. */
export const Root = withProvider(ArkField.Root, 'root');
export const Label = withContext(ArkField.Label, 'label');
export const HelperText = withContext(ArkField.HelperText, 'helperText');
/** Shown only when `Field.Root` has `invalid`. */
export const ErrorText = withContext(ArkField.ErrorText, 'errorText');
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator');

export type RootProps = ComponentProps<typeof Root>;
export type LabelProps = ComponentProps<typeof Label>;
export type HelperTextProps = ComponentProps<typeof HelperText>;
export type ErrorTextProps = ComponentProps<typeof ErrorText>;

export interface InputProps extends Omit<ComponentProps<typeof ArkField.Input>, 'size'> {
  size?: 'sm' | 'md' | 'lg' | undefined;
}

/** A text input; inside `Field.Root` it takes the field's id, label and invalid state. */
export function Input({ size, className, ...props }: InputProps) {
  return <ArkField.Input {...props} className={cx(input({ size }), className)} />;
}

export type TextareaProps = ComponentProps<typeof ArkField.Textarea>;

/** A multi-line input; inside `Field.Root` it takes the field's id, label and invalid state. */
export function Textarea({ className, ...props }: TextareaProps) {
  return <ArkField.Textarea {...props} className={cx(textarea(), className)} />;
}
