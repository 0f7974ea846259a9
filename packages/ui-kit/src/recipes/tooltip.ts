import { tooltipAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  jsx: [/Tooltip\.[A-Z]/],
  base: {
    content: {
      px: '2.5',
      py: '1.5',
      maxW: '64',
      bg: 'fg',
      color: 'bg',
      borderRadius: 'l1',
      textStyle: 'xs',
      fontWeight: 'medium',
      boxShadow: 'popover',
      zIndex: 'tooltip',
      _open: { animation: 'fadeIn 0.1s ease-out' },
      _closed: { animation: 'fadeOut 0.1s ease-in' },
    },
    arrow: {
      '--arrow-size': 'sizes.2',
      '--arrow-background': 'colors.fg',
    },
    arrowTip: {},
  },
});
