import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { MoonIcon, SunIcon } from '../icons';
import type { Theme } from '../theme';

export interface ThemeToggleProps extends Omit<ComponentProps<'button'>, 'onClick' | 'children'> {
  /** The current theme: a moon is shown in light (switch to dark), a sun in dark. */
  theme: Theme;
  onToggle: () => void;
}

/** The light/dark switch of the header and the auth screens. */
export function ThemeToggle({ theme, onToggle, className, ...props }: ThemeToggleProps) {
  return (
    <button
      type="button"
      aria-label="Toggle theme"
      title="Toggle theme"
      {...props}
      data-theme-current={theme}
      className={cx(button({ variant: 'ghost', size: 'icon' }), className)}
      onClick={onToggle}
    >
      {theme === 'dark' ? <SunIcon width={18} height={18} /> : <MoonIcon width={18} height={18} />}
    </button>
  );
}
