import { tabsAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** Tabs on the Ark Tabs machine: a row of triggers with an underline, one panel shown at a time. */
export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  slots: tabsAnatomy.keys(),
  jsx: [/Tabs\.[A-Z]/],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', w: 'full' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: { base: '0', sm: '1' },
      borderBottomWidth: '1px',
      borderColor: 'border',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      flexShrink: 0,
      h: '9',
      px: { base: '2', sm: '3' },
      mb: '-1px',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderBottomWidth: '2px',
      borderColor: 'transparent',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _hover: { color: 'fg' },
      _selected: { color: 'fg', borderColor: 'accent' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      _focusVisible: { outline: '2px solid', outlineColor: 'ring', outlineOffset: '-2px' },
    },
    // The selected trigger paints its own underline, so no measuring is needed.
    indicator: { display: 'none' },
    content: {
      outline: 0,
      _focusVisible: { outline: '2px solid', outlineColor: 'ring', outlineOffset: '2px' },
    },
  },
});
