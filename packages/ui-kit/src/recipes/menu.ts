import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  slots: menuAnatomy.keys(),
  jsx: [/Menu\.[A-Z]/],
  base: {
    content: {
      // Spec section 2 / 9: the user menu is 56 units wide (56 × 0.25rem = 14rem).
      w: '56',
      display: 'flex',
      flexDirection: 'column',
      p: '1',
      bg: 'bg.surface',
      color: 'fg',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l2',
      boxShadow: 'popover',
      outline: 0,
      zIndex: 'dropdown',
      _open: { animation: 'fadeIn 0.12s ease-out' },
      _closed: { animation: 'fadeOut 0.1s ease-in' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      h: '9',
      px: '2',
      borderRadius: 'l1',
      textStyle: 'sm',
      cursor: 'pointer',
      color: 'fg',
      textDecoration: 'none',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '& svg': { w: '4', h: '4' },
    },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: { px: '2', py: '1.5', textStyle: 'sm', fontWeight: 'semibold' },
    separator: { my: '1', mx: '-1', borderTopWidth: '1px', borderColor: 'border' },
    trigger: { cursor: 'pointer' },
  },
});
