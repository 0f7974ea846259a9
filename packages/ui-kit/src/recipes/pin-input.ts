import { pinInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const pinInputRecipe = defineSlotRecipe({
  className: 'pin-input',
  slots: pinInputAnatomy.keys(),
  jsx: ['PinInput'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', alignItems: 'center' },
    label: { color: 'fg', fontWeight: 'medium', textStyle: 'sm' },
    control: { display: 'flex', gap: { base: '1.5', sm: '2' } },
    input: {
      w: { base: '10', sm: '11' },
      h: { base: '11', sm: '12' },
      textAlign: 'center',
      textStyle: 'lg',
      fontWeight: 'semibold',
      bg: 'bg',
      color: 'fg',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'l2',
      outline: 0,
      _focusVisible: { borderColor: 'ring', boxShadow: '0 0 0 1px var(--colors-ring)' },
      _invalid: { borderColor: 'destructive' },
      _disabled: { opacity: 0.6 },
    },
  },
});
