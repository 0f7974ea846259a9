import { segmentGroupAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** Two-or-more-way switch (Input Mode / Query Mode) on the Ark SegmentGroup. */
export const segmentedControlRecipe = defineSlotRecipe({
  className: 'segmented-control',
  slots: segmentGroupAnatomy.keys(),
  jsx: ['SegmentedControl'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'stretch',
      p: '1',
      gap: '1',
      bg: 'bg.muted',
      borderRadius: 'l2',
      isolation: 'isolate',
    },
    label: { srOnly: true },
    // The checked item paints itself, so the control looks right before any measuring (SSR, tests).
    indicator: { display: 'none' },
    item: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1.5',
      h: '8',
      px: '3',
      borderRadius: 'l1',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      cursor: 'pointer',
      userSelect: 'none',
      _checked: { color: 'fg', bg: 'bg.surface', boxShadow: 'xs' },
      _hover: { color: 'fg' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'ring' },
    },
    itemText: {},
    itemControl: {},
  },
});
