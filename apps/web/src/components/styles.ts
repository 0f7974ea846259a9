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

/**
 * A row of a virtualised table (People, Companies): placed by its own transform, the row's one
 * link (`rowLinkClass`) stretched over it so a click anywhere opens the record.
 */
export const virtualRowClass = css({
  position: 'absolute',
  top: 0,
  left: 0,
  w: 'full',
  borderBottomWidth: '1px',
  borderColor: 'border',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'ring', outlineOffset: '-2px' },
});

/** The row's one link; its ::after covers the row. */
export const rowLinkClass = css({
  fontWeight: 'medium',
  color: 'fg',
  rounded: 'sm',
  outline: 'none',
  _hover: { textDecoration: 'underline' },
  _after: { content: '""', position: 'absolute', inset: 0 },
});

/** A second line under a row's name that only phones show (the wide columns it stands for are hidden). */
export const phoneDetailsClass = css({
  display: { base: 'block', md: 'none' },
  fontSize: 'xs',
  color: 'fg.muted',
  truncate: true,
});
