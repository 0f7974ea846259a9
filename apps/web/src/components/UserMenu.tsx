/**
 * §2 Page header user menu. Guest: avatar "G" with Sign In / Sign Up. Signed in: avatar, first
 * name (or "User") above the email; Profile Settings, Account Settings, Sign out.
 */
import { avatarInitials, ERROR_MESSAGES, menuName, SUCCESS_MESSAGES } from '@rapport/sdk';
import { UserAvatar } from '@rapport/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { css } from '../../styled-system/css';
import { notify, notifyError } from '../lib/notify';
import { signOut, useSession } from '../state/session';

interface Entry {
  label: string;
  onSelect(): void;
}

export function UserMenu() {
  const snap = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const user = snap.status === 'authenticated' ? snap.user : null;

  const close = (focusTrigger = true) => {
    setOpen(false);
    if (focusTrigger) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    itemsRef.current[0]?.focus();
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const onSignOut = async () => {
    const ok = await signOut();
    if (ok) notify(SUCCESS_MESSAGES.signedOut);
    else notifyError(ERROR_MESSAGES.signOutMenu);
    await navigate({ to: '/sign-in' });
  };

  const entries: Entry[] = user
    ? [
        { label: 'Profile Settings', onSelect: () => void navigate({ to: '/settings/profile' }) },
        { label: 'Account Settings', onSelect: () => void navigate({ to: '/settings/account' }) },
        { label: 'Sign out', onSelect: () => void onSignOut() },
      ]
    : [
        { label: 'Sign In', onSelect: () => void navigate({ to: '/sign-in' }) },
        { label: 'Sign Up', onSelect: () => void navigate({ to: '/sign-up' }) },
      ];

  const onMenuKey = (event: KeyboardEvent) => {
    const items = itemsRef.current.filter(Boolean) as HTMLButtonElement[];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const fallback = avatarInitials(user?.email, !user);

  return (
    <div ref={rootRef} className={css({ position: 'relative' })}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={user ? `${fallback} Account menu for ${menuName(user)}` : 'Guest menu'}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={css({
          rounded: 'full',
          cursor: 'pointer',
          display: 'inline-flex',
          _focusVisible: { outline: '2px solid', outlineColor: 'ring', outlineOffset: '2px' },
        })}
      >
        <UserAvatar src={user?.user_metadata?.avatar_url} initials={fallback} alt={user?.email ?? ''} />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={user ? 'Account' : 'Guest'}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={css({
            position: 'absolute',
            right: 0,
            top: 'calc(100% + 0.5rem)',
            w: '56',
            zIndex: 50,
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'lg',
            shadow: 'lg',
            py: '1',
          })}
        >
          {user ? (
            <div
              className={css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', mb: '1' })}
            >
              <p className={css({ fontWeight: 'medium', fontSize: 'sm' })}>{menuName(user)}</p>
              <p
                className={css({
                  color: 'fg.muted',
                  fontSize: 'xs',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
                title={user.email}
              >
                {user.email}
              </p>
            </div>
          ) : null}
          {entries.map((entry, i) => (
            <button
              key={entry.label}
              ref={(el) => {
                itemsRef.current[i] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(false);
                entry.onSelect();
              }}
              className={css({
                display: 'block',
                w: 'full',
                textAlign: 'left',
                px: '3',
                py: '2',
                fontSize: 'sm',
                cursor: 'pointer',
                color: 'fg',
                _hover: { bg: 'bg.muted' },
                _focus: { bg: 'bg.muted', outline: 'none' },
              })}
            >
              {entry.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
