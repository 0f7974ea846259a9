/**
 * §2 Chat sidebar: "Chats", new chat, search with Clear, rows (title, date, 20-char preview),
 * empty states, and the four icon buttons at the bottom.
 */

import {
  type ChatSummary,
  chatPreview,
  errorDescription,
  filterChats,
  formatSidebarDate,
  sidebarEmptyText,
} from '@rapport/sdk';
import { IconButton, MailIcon, PhoneIcon, PlusIcon, SparklesIcon, UploadIcon, XIcon } from '@rapport/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes/input';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { showComingSoon } from '../../lib/comingSoon';
import { notifyError } from '../../lib/notify';
import { CHATS_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { ConnectMailbox } from '../mailbox/lazy';
import { useDeleteChat, withoutPendingDeletes } from './useDeleteChat';

export function useChats() {
  return useQuery({
    queryKey: CHATS_KEY,
    queryFn: async () => withoutPendingDeletes(await api().chat.list()),
  });
}

export interface SidebarProps {
  currentChatId: string | null;
  onNewChat(): void;
  onNavigate?(): void;
}

export function Sidebar({ currentChatId, onNewChat, onNavigate }: SidebarProps) {
  const chats = useChats();
  const [query, setQuery] = useState('');
  const [connectOpen, setConnectOpen] = useState(false);
  const searchId = useId();
  const all = chats.data ?? [];
  const visible = filterChats(all, query);
  const empty = sidebarEmptyText({ loading: chats.isPending, total: visible.length, query });

  return (
    <nav aria-label="Chats" className={css({ display: 'flex', flexDirection: 'column', h: 'full', minH: 0 })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: '4',
          pt: '4',
          pb: '2',
        })}
      >
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Chats</h2>
        <IconButton aria-label="New chat" tooltip onClick={onNewChat}>
          <PlusIcon size={18} />
        </IconButton>
      </div>
      <div className={css({ px: '2', pb: '2' })}>
        <Link
          to="/contacts"
          onClick={onNavigate}
          className={css({
            display: 'block',
            px: '2',
            py: '1.5',
            rounded: 'md',
            fontSize: 'sm',
            fontWeight: 'medium',
            color: 'fg.muted',
            _hover: { bg: 'bg.muted', color: 'fg' },
            _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
          })}
        >
          People
        </Link>
      </div>
      <div className={css({ px: '4', pb: '3' })}>
        <label htmlFor={searchId} className={css({ srOnly: true })}>
          Search chats
        </label>
        <div className={css({ position: 'relative' })}>
          <input
            id={searchId}
            type="search"
            placeholder="Search chats..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setQuery('');
            }}
            className={cx(
              input({ size: 'sm' }),
              css({ pe: '14', '&::-webkit-search-cancel-button': { display: 'none' } }),
            )}
          />
          {query ? (
            <button
              type="button"
              onClick={() => setQuery('')}
              className={css({
                position: 'absolute',
                right: '1',
                top: '50%',
                transform: 'translateY(-50%)',
                fontSize: 'xs',
                px: '2',
                py: '1',
                rounded: 'sm',
                color: 'fg.muted',
                cursor: 'pointer',
                _hover: { color: 'fg', bg: 'bg.muted' },
                _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
              })}
            >
              Clear
            </button>
          ) : null}
        </div>
      </div>
      <div className={css({ flex: '1', overflowY: 'auto', px: '2', minH: 0 })}>
        {empty ? (
          <p
            role="status"
            className={css({ px: '2', py: '6', textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}
          >
            {empty}
          </p>
        ) : (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
            {visible.map((chat) => (
              <ChatRow key={chat.id} chat={chat} active={chat.id === currentChatId} onNavigate={onNavigate} />
            ))}
          </ul>
        )}
      </div>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-around',
          borderTopWidth: '1px',
          borderColor: 'border',
          px: '2',
          py: '2',
        })}
      >
        <IconButton aria-label="Upload files" tooltip onClick={() => showComingSoon('File upload')}>
          <UploadIcon size={18} />
        </IconButton>
        <IconButton aria-label="Connect a mailbox" tooltip onClick={() => setConnectOpen(true)}>
          <MailIcon size={18} />
        </IconButton>
        <IconButton
          aria-label="Phone integration"
          tooltip
          onClick={() => showComingSoon('Phone integration')}
        >
          <PhoneIcon size={18} />
        </IconButton>
        <IconButton aria-label="Chat features" tooltip onClick={() => showComingSoon('Chat features')}>
          <SparklesIcon size={18} />
        </IconButton>
      </div>
      <ConnectMailbox open={connectOpen} onClose={() => setConnectOpen(false)} place="workspace" />
    </nav>
  );
}

/** A row's rename and delete buttons: shown on hover or focus from md up, always on a phone. */
const rowActionStyle = css.raw({
  position: 'absolute',
  right: '1',
  top: '1',
  opacity: { base: 1, md: 0 },
  p: '1',
  rounded: 'sm',
  fontSize: 'xs',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring', opacity: 1 },
});
const rowAction = cx('rename', css(rowActionStyle));
const rowActionBelow = cx('rename', css(rowActionStyle, { top: 'auto', bottom: '1' }));

function ChatRow({
  chat,
  active,
  onNavigate,
}: {
  chat: ChatSummary;
  active: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const queryClient = useQueryClient();
  const deleteChat = useDeleteChat();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(chat.title);
  const inputId = useId();
  const date = formatSidebarDate(chat.lastMessage?.createdAt ?? chat.updatedAt ?? chat.createdAt);
  const preview = chat.lastMessage ? chatPreview(chat.lastMessage.content) : 'No messages yet';

  const onRename = async (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    setEditing(false);
    if (!next || next === chat.title) return;
    queryClient.setQueryData<ChatSummary[]>(CHATS_KEY, (old) =>
      old?.map((c) => (c.id === chat.id ? { ...c, title: next } : c)),
    );
    try {
      await api().chat.rename(chat.id, { title: next });
    } catch (error) {
      notifyError({ title: 'Error', description: errorDescription(error, 'Could not rename the chat') });
    }
    void queryClient.invalidateQueries({ queryKey: CHATS_KEY });
  };

  if (editing) {
    return (
      <li>
        <form onSubmit={onRename} className={css({ px: '2', py: '1.5' })}>
          <label htmlFor={inputId} className={css({ srOnly: true })}>
            Chat title
          </label>
          <input
            id={inputId}
            // biome-ignore lint/a11y/noAutofocus: the user asked to rename this row
            autoFocus
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={onRename}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                setTitle(chat.title);
                setEditing(false);
              }
            }}
            className={input({ size: 'sm' })}
          />
        </form>
      </li>
    );
  }

  return (
    <li className={css({ position: 'relative', '&:hover .rename, &:focus-within .rename': { opacity: 1 } })}>
      <Link
        to="/chat/$chatId"
        params={{ chatId: chat.id }}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        className={css({
          display: 'block',
          px: '3',
          py: '2',
          pe: '9',
          rounded: 'md',
          color: 'fg',
          _hover: { bg: 'bg.muted' },
          _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
          '&[aria-current=page]': { bg: 'accent.subtle' },
        })}
      >
        <span
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            gap: '2',
            alignItems: 'baseline',
          })}
        >
          <span className={css({ fontWeight: 'medium', fontSize: 'sm', truncate: true })}>{chat.title}</span>
          <span className={css({ fontSize: 'xs', color: 'fg.muted', flexShrink: 0 })}>{date}</span>
        </span>
        <span
          className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', truncate: true, mt: '0.5' })}
        >
          {preview}
        </span>
      </Link>
      <button
        type="button"
        className={rowAction}
        aria-label={`Rename chat ${chat.title}`}
        onClick={() => {
          setTitle(chat.title);
          setEditing(true);
        }}
      >
        ✎
      </button>
      <button
        type="button"
        className={rowActionBelow}
        aria-label={`Delete chat ${chat.title}`}
        onClick={() => {
          // On a phone the sidebar lies over the page: close it so the dialog is in front.
          onNavigate?.();
          setConfirming(true);
        }}
      >
        <XIcon size={14} />
      </button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${chat.title}”?`}
        description="Its messages are deleted. Post updates made in it, and what they changed, stay."
        onConfirm={() => {
          setConfirming(false);
          deleteChat(chat, active);
        }}
      />
    </li>
  );
}
