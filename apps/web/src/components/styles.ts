/** Class names shared by the app's pages (links, cards, plain labels) on the preset's tokens. */
import { css } from '../../styled-system/css';

export const labelClass = css({ color: 'fg', fontWeight: 'medium', fontSize: 'sm' });

export const linkClass = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { textDecoration: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring', rounded: 'sm' },
});

export const cardClass = css({
  w: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'xl',
  shadow: 'sm',
  p: { base: '5', sm: '8' },
});
