import { defineSlotRecipe } from '@pandacss/dev';

/**
 * The wordmark: a speech-bubble mark and the name, coloured from the `logo.*` tokens. A pinned
 * tone is a `data-theme` attribute on the svg, which re-scopes the semantic tokens.
 */
export const logoRecipe = defineSlotRecipe({
  className: 'logo',
  slots: ['root', 'mark', 'markGlyph', 'wordmark'],
  jsx: ['Logo'],
  base: {
    root: { display: 'inline-block', flexShrink: 0, h: 'auto' },
    mark: { fill: 'logo.mark' },
    markGlyph: { fill: 'logo.markFg' },
    wordmark: { fill: 'logo.text' },
  },
  variants: {
    size: {
      sm: { root: { h: '6' } },
      md: { root: { h: '8' } },
      lg: { root: { h: '10' } },
    },
  },
  defaultVariants: { size: 'md' },
});
