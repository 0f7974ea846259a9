import { definePreset } from '@pandacss/dev';
import pandaPreset from '@pandacss/dev/presets';
import { recipes, slotRecipes } from './recipes';
import { conditions, globalCss, semanticTokens } from './tokens';

const keyframes = {
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
  slideInFromLeft: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
  slideOutToLeft: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } },
  slideInFromRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutToRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
};

/**
 * The Rapport panda preset: panda's default token scales (so `w: '56'` is 14rem), the
 * light/dark semantic colours, the `[data-theme=dark] &` dark condition and one recipe per
 * ui-kit component. Use it as `presets: ['@pandacss/preset-base', rapportPreset]`.
 */
export const rapportPreset = definePreset({
  name: '@rapport/ui-kit',
  presets: [pandaPreset],
  conditions,
  globalCss,
  theme: {
    extend: {
      semanticTokens,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
});

export default rapportPreset;
