import { defineRecipe } from '@pandacss/dev';

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: 'full',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderInlineStartColor: 'transparent',
    borderBlockEndColor: 'transparent',
    animation: 'spin',
    animationDuration: '0.7s',
  },
  variants: {
    size: {
      sm: { w: '4', h: '4' },
      md: { w: '6', h: '6' },
      lg: { w: '10', h: '10', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'sm' },
});
