/** Logo, theme toggle and full-screen loading state, shared by every screen. */
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../styled-system/css';
import { themeState, toggleTheme } from '../state/theme';
import { MoonIcon, SunIcon } from './icons';
import { Spinner } from './ui';

/** The theme-dependent logo: its colours follow the semantic tokens of the current theme. */
export function Logo({ size = 28 }: { size?: number }) {
  const { theme } = useSnapshot(themeState);
  return (
    <span
      data-theme-logo={theme}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        fontWeight: 'bold',
        fontSize: 'lg',
      })}
    >
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className={css({ fill: 'accent' })} />
        <path
          d="M10 23V9h7a4.5 4.5 0 0 1 0 9h-7m6 0 5 5"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className={css({ stroke: 'accent.fg' })}
        />
      </svg>
      <span className={css({ color: 'fg', letterSpacing: 'tight' })}>Rapport</span>
    </span>
  );
}

export function ThemeToggle() {
  const { theme } = useSnapshot(themeState);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        w: '10',
        h: '10',
        rounded: 'md',
        color: 'fg',
        cursor: 'pointer',
        _hover: { bg: 'bg.muted' },
        _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
      })}
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      className={css({
        minH: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        color: 'fg.muted',
        bg: 'bg',
      })}
    >
      <Spinner />
      <span role="status">{label}</span>
    </div>
  );
}

/**
 * Centered page with the logo and the theme toggle at the top (auth screens, 404, access denied).
 * `header` replaces that top bar (the onboarding wizard passes the full page header with the user menu).
 */
export function CenteredShell({
  children,
  wide,
  header,
}: {
  children: ReactNode;
  wide?: boolean;
  header?: ReactNode;
}) {
  return (
    <div
      className={css({
        minH: '100dvh',
        bg: 'bg.subtle',
        color: 'fg',
        display: 'flex',
        flexDirection: 'column',
      })}
    >
      {header ?? (
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: { base: '4', sm: '6' },
            py: '3',
          })}
        >
          <Logo />
          <ThemeToggle />
        </header>
      )}
      <main
        className={css({
          flex: '1',
          display: 'flex',
          alignItems: { base: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: '4',
          py: { base: '6', sm: '10' },
        })}
      >
        <div className={css({ w: 'full', maxW: wide ? '2xl' : 'md' })}>{children}</div>
      </main>
    </div>
  );
}
