/** The theme toggle binding, the full-screen loading state and the centered shell, shared by every screen. */
import { Logo, Spinner, ThemeToggle } from '@rapport/ui-kit';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { toggleTheme, useTheme } from '../state/theme';

/** The theme toggle of every screen, bound to the app's theme store. */
export function AppThemeToggle() {
  return <ThemeToggle theme={useTheme()} onToggle={toggleTheme} />;
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
          <Logo size="sm" />
          <AppThemeToggle />
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
