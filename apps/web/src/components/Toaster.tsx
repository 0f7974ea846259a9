import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../styled-system/css';
import { dismissToast, toasts } from '../lib/notify';

/** §9: F8 moves focus to the toast region. */
const HOTKEY = 'F8';

/**
 * One toast at a time (spec §4), auto-dismissed after its duration. Top right, below the page
 * header and the chat's title bar (8rem), so it never covers the composer at the bottom or the
 * header's theme toggle, user menu and mode switch.
 */
export function Toaster() {
  const { current } = useSnapshot(toasts);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) region.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissToast(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-label="Notifications (F8)"
      className={css({
        position: 'fixed',
        zIndex: 100,
        top: '32',
        right: '4',
        left: { base: '4', sm: 'auto' },
        maxW: { sm: '96' },
        outline: 'none',
      })}
    >
      {current ? (
        <div
          key={current.id}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          data-variant={current.variant}
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'flex-start',
            p: '4',
            rounded: 'lg',
            borderWidth: '1px',
            shadow: 'lg',
            bg: 'bg.surface',
            color: 'fg',
            borderColor: 'border',
            animation: 'fadeIn 0.15s ease-out',
            '&[data-variant=destructive]': {
              bg: 'destructive',
              color: 'destructive.fg',
              borderColor: 'destructive',
            },
          })}
        >
          <div className={css({ flex: '1', minW: 0 })}>
            <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{current.title}</p>
            {current.description ? (
              <p className={css({ fontSize: 'sm', mt: '1' })}>{current.description}</p>
            ) : null}
          </div>
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => dismissToast(current.id)}
            className={css({
              cursor: 'pointer',
              rounded: 'sm',
              px: '1',
              lineHeight: '1',
              fontSize: 'lg',
              _hover: { bg: 'bg.muted' },
              _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
            })}
          >
            ×
          </button>
        </div>
      ) : null}
    </section>
  );
}
