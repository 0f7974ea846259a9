/**
 * Keyboard shortcuts (issue 26): ⌘K / Ctrl+K opens the command palette (people, chats, new chat,
 * mode, connect a mailbox, People), "/" focuses the message box, "?" lists the shortcuts. The
 * rules (which key, what matches) are the SDK's; this listens, renders and dispatches.
 */
import { contactName, filterPalette, KEYBOARD_SHORTCUTS, type PaletteItem, shortcutOf } from '@rapport/sdk';
import { Dialog, Portal, XIcon } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes/input';
import { api } from '../../lib/services';
import { setMode } from '../../state/workspace';
import { ConnectMailbox } from '../mailbox/lazy';
import { useChats } from './Sidebar';

/** The message box, marked by the composer. */
export const COMPOSER_SELECTOR = 'textarea[data-composer]';
const PEOPLE_SEARCH_MIN_CHARS = 2;
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const ACTIONS: PaletteItem[] = [
  { id: 'action:new-chat', label: 'New chat', group: 'Action' },
  { id: 'action:query', label: 'Switch to Query Mode', group: 'Action', keywords: 'ask question' },
  { id: 'action:input', label: 'Switch to Input Mode', group: 'Action', keywords: 'post update' },
  { id: 'action:connect', label: 'Connect a mailbox', group: 'Action', keywords: 'gmail imap archive demo' },
  { id: 'action:people', label: 'Open People', group: 'Action', keywords: 'contacts' },
];

export function KeyboardShortcuts({ onNewChat }: { onNewChat(): void }) {
  const [open, setOpen] = useState<'palette' | 'help' | null>(null);
  const [connectOpen, setConnectOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf({
        key: event.key,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        inTextField: isTextField(event.target),
      });
      if (!action) return;
      // Not over an open dialog (a closed one stays in the DOM, hidden).
      if (action !== 'palette' && document.querySelector(OPEN_DIALOG)) return;
      event.preventDefault();
      if (action === 'composer') document.querySelector<HTMLTextAreaElement>(COMPOSER_SELECTOR)?.focus();
      else setOpen(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {open === 'palette' ? (
        <CommandPalette
          onClose={() => setOpen(null)}
          onNewChat={onNewChat}
          onConnect={() => setConnectOpen(true)}
        />
      ) : null}
      <Dialog.Root open={open === 'help'} onOpenChange={(d) => setOpen(d.open ? 'help' : null)}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content className={css({ maxW: 'md' })}>
              <Dialog.Title>Keyboard shortcuts</Dialog.Title>
              <Dialog.CloseTrigger aria-label="Close">
                <XIcon size={16} />
              </Dialog.CloseTrigger>
              <dl
                className={css({
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  gap: '2',
                  columnGap: '4',
                  mt: '4',
                  fontSize: 'sm',
                })}
              >
                {KEYBOARD_SHORTCUTS.map((s) => (
                  <div key={s.keys} className={css({ display: 'contents' })}>
                    <dt>
                      <kbd className={css({ fontFamily: 'mono', fontWeight: 'semibold' })}>{s.keys}</kbd>
                    </dt>
                    <dd className={css({ color: 'fg.muted' })}>{s.does}</dd>
                  </div>
                ))}
              </dl>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConnectMailbox open={connectOpen} onClose={() => setConnectOpen(false)} place="workspace" />
    </>
  );
}

function CommandPalette({
  onClose,
  onNewChat,
  onConnect,
}: {
  onClose(): void;
  onNewChat(): void;
  onConnect(): void;
}) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const listId = useId();
  const chats = useChats();
  const term = query.trim();
  const people = useQuery({
    queryKey: ['palette', 'people', term],
    queryFn: () => api().contacts.list({ query: term, limit: 8 }),
    enabled: term.length >= PEOPLE_SEARCH_MIN_CHARS,
  });
  const items = filterPalette(
    [
      ...ACTIONS,
      ...(people.data?.items ?? []).map((c) => ({
        id: `person:${c.id}`,
        label: contactName(c),
        group: c.company ? `Person · ${c.company}` : 'Person',
        keywords: [c.company, c.email, c.title].filter(Boolean).join(' '),
      })),
      ...(chats.data ?? []).map((c) => ({ id: `chat:${c.id}`, label: c.title, group: 'Chat' })),
    ],
    // People come back already matched by the server's search (names, companies, emails).
    term,
  );

  const run = (item: PaletteItem) => {
    onClose();
    const [kind, id = ''] = item.id.split(':');
    if (kind === 'chat') void navigate({ to: '/chat/$chatId', params: { chatId: id } });
    else if (kind === 'person') void navigate({ to: '/contacts/$contactId', params: { contactId: id } });
    else if (id === 'new-chat') onNewChat();
    else if (id === 'query') setMode('query');
    else if (id === 'input') setMode('input');
    else if (id === 'connect') onConnect();
    else if (id === 'people') void navigate({ to: '/contacts' });
  };

  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: 'lg', w: 'full', p: '4' })}>
            <Dialog.Title className={css({ srOnly: true })}>Command palette</Dialog.Title>
            <label htmlFor={inputId} className={css({ srOnly: true })}>
              Search people, chats and actions
            </label>
            <input
              id={inputId}
              // biome-ignore lint/a11y/noAutofocus: the palette opens to be typed into
              autoFocus
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              placeholder="Search people, chats and actions…"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && items[0]) {
                  e.preventDefault();
                  run(items[0]);
                }
              }}
              className={input({ size: 'md' })}
            />
            <ul
              id={listId}
              aria-label="Results"
              className={css({
                mt: '3',
                display: 'flex',
                flexDirection: 'column',
                gap: '0.5',
                maxH: '60dvh',
                overflowY: 'auto',
              })}
            >
              {items.length === 0 ? (
                <li className={css({ px: '3', py: '2', color: 'fg.muted', fontSize: 'sm' })}>
                  Nothing found.
                </li>
              ) : (
                items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => run(item)}
                      className={css({
                        display: 'flex',
                        justifyContent: 'space-between',
                        gap: '3',
                        w: 'full',
                        textAlign: 'start',
                        px: '3',
                        py: '2',
                        rounded: 'md',
                        fontSize: 'sm',
                        cursor: 'pointer',
                        _hover: { bg: 'bg.muted' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
                      })}
                    >
                      <span className={css({ truncate: true })}>{item.label}</span>
                      <span className={css({ color: 'fg.muted', flexShrink: 0 })}>{item.group}</span>
                    </button>
                  </li>
                ))
              )}
            </ul>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
