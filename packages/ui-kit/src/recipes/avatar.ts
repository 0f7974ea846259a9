import { avatarAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  slots: avatarAnatomy.keys(),
  jsx: [/Avatar\.[A-Z]/],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.text',
      fontWeight: 'semibold',
      userSelect: 'none',
    },
    fallback: { lineHeight: '1', textTransform: 'uppercase' },
    image: { w: 'full', h: 'full', objectFit: 'cover' },
  },
  variants: {
    size: {
      sm: { root: { w: '8', h: '8', textStyle: 'xs' } },
      md: { root: { w: '10', h: '10', textStyle: 'sm' } },
      lg: { root: { w: '12', h: '12', textStyle: 'md' } },
    },
  },
  defaultVariants: { size: 'sm' },
});
