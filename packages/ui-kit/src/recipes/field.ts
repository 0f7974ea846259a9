import { fieldAnatomy } from '@ark-ui/react/anatomy';
import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  slots: fieldAnatomy.keys(),
  jsx: [/Field\.[A-Z]/],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: {
      color: 'fg',
      fontWeight: 'medium',
      textStyle: 'sm',
      _disabled: { opacity: 0.6 },
    },
    requiredIndicator: { color: 'destructive.text', ms: '0.5' },
    helperText: { color: 'fg.muted', textStyle: 'sm' },
    errorText: { color: 'destructive.text', textStyle: 'sm' },
  },
});

export const inputRecipe = defineRecipe({
  className: 'input',
  jsx: ['Input', 'Field.Input', 'Textarea', 'Field.Textarea'],
  base: {
    appearance: 'none',
    w: 'full',
    minW: '0',
    bg: 'bg',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'l2',
    outline: 0,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { borderColor: 'ring', boxShadow: '0 0 0 1px var(--colors-ring)' },
    _invalid: {
      borderColor: 'destructive',
      _focusVisible: { boxShadow: '0 0 0 1px var(--colors-destructive)' },
    },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    size: {
      sm: { h: '8', px: '2.5', textStyle: 'sm' },
      md: { h: '10', px: '3', textStyle: 'sm' },
      lg: { h: '11', px: '3.5', textStyle: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const textareaRecipe = defineRecipe({
  className: 'textarea',
  jsx: ['Textarea'],
  base: {
    appearance: 'none',
    w: 'full',
    minW: '0',
    bg: 'bg',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'l2',
    outline: 0,
    px: '3',
    py: '2',
    textStyle: 'sm',
    resize: 'none',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { borderColor: 'ring', boxShadow: '0 0 0 1px var(--colors-ring)' },
    _invalid: { borderColor: 'destructive' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
});
