/**
 * Design tokens of the Rapport theme. Colours reach components only through the semantic
 * tokens below, each with a `_light` and a `_dark` value; the dark condition is
 * `[data-theme=dark] &` (see `conditions`), set on <html> by `applyTheme`.
 */
export const conditions = {
  extend: {
    light: ':root &, [data-theme=light] &',
    dark: '[data-theme=dark] &',
    // Panda's base `invalid` includes the `:invalid` pseudo-class, which matches every
    // empty required input before the user has typed anything. A field is shown invalid
    // only when the app says so (Ark's data-invalid, or aria-invalid).
    invalid: '&:is([data-invalid], [aria-invalid=true])',
  },
};

const pair = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });

export const semanticTokens = {
  colors: {
    bg: {
      DEFAULT: pair('{colors.white}', '{colors.zinc.950}'),
      subtle: pair('{colors.zinc.50}', '{colors.zinc.900}'),
      muted: pair('{colors.zinc.100}', '{colors.zinc.800}'),
      surface: pair('{colors.white}', '{colors.zinc.900}'),
      overlay: pair('rgba(9, 9, 11, 0.5)', 'rgba(0, 0, 0, 0.7)'),
    },
    fg: {
      DEFAULT: pair('{colors.zinc.900}', '{colors.zinc.50}'),
      muted: pair('{colors.zinc.600}', '{colors.zinc.400}'),
      subtle: pair('{colors.zinc.500}', '{colors.zinc.400}'),
    },
    muted: {
      DEFAULT: pair('{colors.zinc.100}', '{colors.zinc.800}'),
      fg: pair('{colors.zinc.600}', '{colors.zinc.400}'),
    },
    border: {
      DEFAULT: pair('{colors.zinc.200}', '{colors.zinc.800}'),
      strong: pair('{colors.zinc.300}', '{colors.zinc.700}'),
    },
    accent: {
      DEFAULT: pair('{colors.indigo.600}', '{colors.indigo.600}'),
      // White text on indigo.500 is 4.46:1, under WCAG AA; hover darkens in both themes.
      hover: pair('{colors.indigo.700}', '{colors.indigo.700}'),
      fg: pair('{colors.white}', '{colors.white}'),
      subtle: pair('{colors.indigo.50}', '{colors.indigo.950}'),
      text: pair('{colors.indigo.700}', '{colors.indigo.300}'),
    },
    destructive: {
      DEFAULT: pair('{colors.red.600}', '{colors.red.700}'),
      hover: pair('{colors.red.700}', '{colors.red.600}'),
      fg: pair('{colors.white}', '{colors.white}'),
      subtle: pair('{colors.red.50}', '{colors.red.950}'),
      text: pair('{colors.red.700}', '{colors.red.400}'),
    },
    success: {
      DEFAULT: pair('{colors.green.700}', '{colors.green.400}'),
    },
    ring: pair('{colors.indigo.500}', '{colors.indigo.400}'),
    /** A cited passage (`<mark>`); `fg` on it passes 4.5:1 in both themes. */
    highlight: pair('{colors.yellow.200}', '{colors.yellow.800}'),
    logo: {
      mark: pair('{colors.indigo.600}', '{colors.indigo.400}'),
      markFg: pair('{colors.white}', '{colors.zinc.950}'),
      text: pair('{colors.zinc.900}', '{colors.zinc.50}'),
    },
  },
  shadows: {
    popover: pair(
      '0 10px 15px -3px rgba(0,0,0,0.1), 0 4px 6px -4px rgba(0,0,0,0.1)',
      '0 10px 15px -3px rgba(0,0,0,0.6), 0 4px 6px -4px rgba(0,0,0,0.6)',
    ),
  },
  radii: {
    l1: { value: '{radii.sm}' },
    l2: { value: '{radii.md}' },
    l3: { value: '{radii.lg}' },
  },
};

export const globalCss = {
  'html, body': {
    bg: 'bg',
    color: 'fg',
    fontFamily: 'sans',
  },
  '*, *::before, *::after': {
    borderColor: 'border',
  },
};
