import { passwordInputAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

export const passwordInputRecipe = defineSlotRecipe({
  className: 'password-input',
  slots: passwordInputAnatomy.keys(),
  jsx: ['PasswordInput'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { color: 'fg', fontWeight: 'medium', textStyle: 'sm' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', w: 'full' },
    visibilityTrigger: {
      position: 'absolute',
      insetInlineEnd: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '8',
      borderRadius: 'l1',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg', bg: 'bg.muted' },
      _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
    },
    indicator: { display: 'inline-flex', '& svg': { w: '4', h: '4' } },
  },
  variants: {
    /** `icon`: an eye (PasswordInput); `text`: the words "Show" / "Hide" (PasswordField). */
    trigger: {
      icon: { input: { pe: '10' }, visibilityTrigger: { w: '8' } },
      text: { input: { pe: '16' }, visibilityTrigger: { px: '2', textStyle: 'xs', fontWeight: 'medium' } },
    },
  },
  defaultVariants: { trigger: 'icon' },
});
