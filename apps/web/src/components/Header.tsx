import { Button, Logo, Menu, Portal } from '@rapport/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { AppThemeToggle } from './chrome';
import { UserMenu } from './UserMenu';

const headerLink = css({
  px: { base: '2', sm: '3' },
  whiteSpace: 'nowrap',
  py: '2',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { color: 'fg', bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
  '&[aria-current=page]': { color: 'fg' },
});

const PAGES = [
  { to: '/contacts', label: 'People' },
  { to: '/companies', label: 'Companies' },
  { to: '/follow-ups', label: 'Follow-ups' },
] as const;

/** Below 640 px the pages are a menu (issue 26: three links did not fit a 375 px phone). */
function PagesMenu() {
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={(d) => void navigate({ to: d.value })}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="ghost" className={css({ display: { base: 'inline-flex', sm: 'none' } })}>
          Go to <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {PAGES.map((p) => (
              <Menu.Item key={p.to} value={p.to}>
                {p.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** §2 Page header: logo on the left; theme toggle and user menu on the right. */
export function Header({ start }: { start?: ReactNode }) {
  return (
    <header
      className={css({
        h: '14',
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        px: { base: '3', sm: '4' },
        borderBottomWidth: '1px',
        borderColor: 'border',
        bg: 'bg.surface',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 })}>
        {start}
        <Link
          to="/"
          aria-label="Rapport home"
          className={css({ rounded: 'md', _focusVisible: { outline: '2px solid', outlineColor: 'ring' } })}
        >
          <Logo size="sm" />
        </Link>
      </div>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '1', minW: '0' })}>
        <nav aria-label="Main" className={css({ display: 'flex', alignItems: 'center', minW: '0' })}>
          <div className={css({ display: { base: 'none', sm: 'flex' }, alignItems: 'center' })}>
            {PAGES.map((p) => (
              <Link key={p.to} to={p.to} className={headerLink} activeProps={{ 'aria-current': 'page' }}>
                {p.label}
              </Link>
            ))}
          </div>
          <PagesMenu />
        </nav>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 })}>
          <AppThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

/** A page with the header and a centered content column (settings, admin). */
export function PageLayout({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div
      className={css({
        minH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.subtle',
        color: 'fg',
      })}
    >
      <Header />
      <main className={css({ flex: '1', px: '4', py: { base: '6', sm: '10' } })}>
        <div className={css({ mx: 'auto', w: 'full' })} style={{ maxWidth: wide ? '64rem' : '40rem' }}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '6' })}>{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
