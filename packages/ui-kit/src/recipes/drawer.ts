import { dialogAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** A side sheet on the Dialog machine: used for the mobile chat sidebar (with backdrop). */
export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  slots: dialogAnatomy.keys(),
  jsx: [/Drawer\.[A-Z]/],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      bg: 'bg.overlay',
      zIndex: 'overlay',
      _open: { animation: 'fadeIn 0.2s ease-out' },
      _closed: { animation: 'fadeOut 0.15s ease-in' },
    },
    positioner: {
      position: 'fixed',
      top: '0',
      bottom: '0',
      display: 'flex',
      zIndex: 'modal',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      h: 'full',
      w: { base: '80vw', sm: '80' },
      maxW: '80',
      bg: 'bg.surface',
      color: 'fg',
      boxShadow: 'popover',
      outline: 0,
      overflowY: 'auto',
    },
    title: { textStyle: 'lg', fontWeight: 'semibold', px: '4', pt: '4' },
    description: { textStyle: 'sm', color: 'fg.muted', px: '4' },
    closeTrigger: {
      position: 'absolute',
      top: '3',
      insetInlineEnd: '3',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '8',
      w: '8',
      borderRadius: 'l1',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg' },
    },
  },
  variants: {
    placement: {
      start: {
        positioner: { insetInlineStart: '0' },
        content: {
          borderInlineEndWidth: '1px',
          borderColor: 'border',
          _open: { animation: 'slideInFromLeft 0.2s ease-out' },
          _closed: { animation: 'slideOutToLeft 0.15s ease-in' },
        },
      },
      end: {
        positioner: { insetInlineEnd: '0' },
        content: {
          borderInlineStartWidth: '1px',
          borderColor: 'border',
          _open: { animation: 'slideInFromRight 0.2s ease-out' },
          _closed: { animation: 'slideOutToRight 0.15s ease-in' },
        },
      },
    },
  },
  defaultVariants: { placement: 'start' },
});
