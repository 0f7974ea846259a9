import { editableAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';

/** A value shown as text that becomes an input in place (a contact's fields). */
export const editableRecipe = defineSlotRecipe({
  className: 'editable',
  slots: editableAnatomy.keys(),
  jsx: ['EditableField'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', w: 'full' },
    label: { textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted' },
    area: { display: 'flex', alignItems: 'center', minH: '9', w: 'full' },
    preview: {
      display: 'block',
      w: 'full',
      px: '2',
      py: '1.5',
      mx: '-2',
      borderRadius: 'l1',
      textStyle: 'sm',
      color: 'fg',
      cursor: 'text',
      overflowWrap: 'anywhere',
      _hover: { bg: 'bg.muted' },
      _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
      '&[data-placeholder-shown]': { color: 'fg.muted' },
    },
    input: {
      w: 'full',
      h: '9',
      px: '2',
      mx: '-2',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l1',
      bg: 'bg.surface',
      color: 'fg',
      textStyle: 'sm',
      _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
      _invalid: { borderColor: 'destructive' },
    },
    control: { display: 'flex', gap: '1', ms: '2' },
    editTrigger: {},
    submitTrigger: {},
    cancelTrigger: {},
  },
});
