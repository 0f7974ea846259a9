import { progressAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const progressRecipe = defineSlotRecipe({
  className: 'progress',
  slots: progressAnatomy.keys(),
  jsx: [/Progress\.[A-Z]/, 'ProgressBar'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg' },
    valueText: { textStyle: 'sm', color: 'fg.muted' },
    track: { position: 'relative', overflow: 'hidden', borderRadius: 'full', bg: 'bg.muted' },
    range: {
      h: 'full',
      borderRadius: 'full',
      bg: 'accent',
      transitionProperty: 'width',
      transitionDuration: 'normal',
      '&[data-state=indeterminate]': { w: '40%' },
    },
  },
  variants: {
    size: {
      sm: { track: { h: '1.5' } },
      md: { track: { h: '2.5' } },
    },
    tone: {
      accent: {},
      destructive: { range: { bg: 'destructive' } },
      success: { range: { bg: 'success' } },
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});
