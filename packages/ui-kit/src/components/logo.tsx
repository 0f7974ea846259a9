import type { ComponentProps } from 'react';
import { cx } from '../../styled-system/css';
import { logo } from '../../styled-system/recipes/logo';
import type { Theme } from '../theme';

export interface LogoProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Height: sm 1.5rem, md 2rem (default), lg 2.5rem. */
  size?: 'sm' | 'md' | 'lg' | undefined;
  /**
   * `auto` (default) follows the page theme; `light`/`dark` pin that theme's colours (for a
   * band of the other colour). Colours come from the `logo.*` semantic tokens either way.
   */
  tone?: Theme | 'auto' | undefined;
  /** Accessible name. */
  title?: string | undefined;
}

/** The Rapport wordmark: a speech-bubble mark and the name, as inline SVG. */
export function Logo({ tone = 'auto', size, title = 'Rapport', className, ...props }: LogoProps) {
  const styles = logo({ size });
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 148 36"
      role="img"
      aria-label={title}
      data-tone={tone}
      {...(tone === 'auto' ? {} : { 'data-theme': tone })}
      {...props}
      className={cx(styles.root, className)}
    >
      <title>{title}</title>
      <path
        className={styles.mark}
        d="M8 2h20a6 6 0 0 1 6 6v14a6 6 0 0 1-6 6H17l-7 6v-6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6Z"
      />
      <path
        className={styles.markGlyph}
        d="M12.5 8.5h6.2c3.1 0 5 1.7 5 4.3 0 2-1.1 3.4-2.9 4l3.4 5.2h-3.6l-3-4.7h-2v4.7h-3.1V8.5Zm3.1 2.6v3.6h2.9c1.3 0 2-.7 2-1.8s-.7-1.8-2-1.8h-2.9Z"
      />
      <text
        className={styles.wordmark}
        x="42"
        y="25"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.3"
      >
        Rapport
      </text>
    </svg>
  );
}
