import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { type Theme, toggleTheme } from '../theme';
import { MoonIcon, SunIcon } from '../theme-icons';

export interface ThemeToggleProps extends Omit<ComponentProps<'button'>, 'onClick' | 'children'> {
  /** The current theme: a moon is shown in light (switch to dark), a sun in dark. */
  theme: Theme;
  onToggle: () => void;
  /** Accessible name and tooltip; defaults to the action: "Switch to dark theme" in light. */
  label?: ((next: Theme) => string) | undefined;
}

const switchLabel = (next: Theme) => `Switch to ${next} theme`;

/** The light/dark switch of the header and the auth screens. */
export function ThemeToggle({ theme, onToggle, label = switchLabel, className, ...props }: ThemeToggleProps) {
  const name = label(toggleTheme(theme));
  return (
    <button
      type="button"
      aria-label={name}
      title={name}
      {...props}
      data-theme-current={theme}
      className={cx(button({ variant: 'ghost', size: 'icon' }), className)}
      onClick={onToggle}
    >
      {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
    </button>
  );
}
