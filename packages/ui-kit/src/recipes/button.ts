import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Action button; `loading` shows a spinner and a busy label',
  jsx: ['Button', 'ThemeToggle'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'medium',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: 'fast',
    _focusVisible: { outline: '2px solid', outlineColor: 'ring', outlineOffset: '2px' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent',
        color: 'accent.fg',
        _hover: { _enabled: { bg: 'accent.hover' } },
      },
      outline: {
        bg: 'bg',
        color: 'fg',
        borderColor: 'border.strong',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg',
        _hover: { _enabled: { bg: 'bg.muted' } },
      },
      destructive: {
        bg: 'destructive',
        color: 'destructive.fg',
        _hover: { _enabled: { bg: 'destructive.hover' } },
      },
    },
    size: {
      sm: { h: '8', px: '3', textStyle: 'sm' },
      md: { h: '10', px: '4', textStyle: 'sm' },
      lg: { h: '11', px: '6', textStyle: 'md' },
      icon: { h: '10', w: '10', p: '0' },
    },
    fullWidth: {
      true: { w: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
});
