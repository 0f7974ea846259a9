/** §2 Chat workspace (/ and /chat/{chatId}): header, collapsible sidebar and the chat panel. */

import { DEFAULT_CHAT_TITLE, mergeTimeline } from '@rapport/sdk';
import { MenuIcon, Spinner, XIcon } from '@rapport/ui-kit';
import { Navigate, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { css } from '../../../styled-system/css';
import { Header } from '../../components/Header';
import { UploadPanel } from '../../components/UploadPanel';
import { useSession } from '../../state/session';
import { openSidebar, setMode, workspace } from '../../state/workspace';
import { EmptyWorkspaceHint } from '../mailbox/EmptyWorkspaceHint';
import { Composer } from './Composer';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { ModeSwitch } from './ModeSwitch';
import { Sidebar, useChats } from './Sidebar';
import { Timeline } from './Timeline';
import { useChatActions, useChatData } from './useChatActions';

/** §9 Initial workspace loading: 1 second. */
export const WORKSPACE_INITIAL_LOADING_MS = 1_000;

/** The initial loading happens once per page load, not on every switch between chats. */
let initialLoadingDone = false;

export function WorkspacePage() {
  const { chatId } = useParams({ strict: false }) as { chatId?: string };
  const user = useSession().user;
  const ui = useSnapshot(workspace);
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState(initialLoadingDone);
  const currentChatId = chatId ?? null;

  useEffect(() => {
    if (initialLoadingDone) return;
    const timer = setTimeout(() => {
      initialLoadingDone = true;
      setLoaded(true);
    }, WORKSPACE_INITIAL_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    workspace.currentChatId = currentChatId;
  }, [currentChatId]);

  useEffect(() => {
    if (!ui.sidebarOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') openSidebar(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ui.sidebarOpen]);

  // §2 Onboarding: shown when onboarding is not marked complete.
  if (user && !user.onBoardingCompleted) return <Navigate to="/onboarding" replace />;

  const onNewChat = () => {
    // §4: creating a chat resets the messages; the chat itself is created with the first send.
    openSidebar(false);
    void navigate({ to: '/' });
  };

  return (
    <div
      className={css({
        h: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg',
        color: 'fg',
        overflow: 'hidden',
      })}
    >
      <Header
        start={
          <button
            type="button"
            aria-label={ui.sidebarOpen ? 'Close chats' : 'Open chats'}
            aria-expanded={ui.sidebarOpen}
            aria-controls="chat-sidebar"
            onClick={() => openSidebar(!ui.sidebarOpen)}
            className={css({
              display: { base: 'inline-flex', md: 'none' },
              alignItems: 'center',
              justifyContent: 'center',
              w: '10',
              h: '10',
              rounded: 'md',
              cursor: 'pointer',
              _hover: { bg: 'bg.muted' },
              _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
            })}
          >
            {ui.sidebarOpen ? <XIcon size={18} /> : <MenuIcon size={18} />}
          </button>
        }
      />
      <div className={css({ flex: '1', display: 'flex', minH: 0, position: 'relative' })}>
        {ui.sidebarOpen ? (
          <div
            data-testid="sidebar-overlay"
            aria-hidden="true"
            onClick={() => openSidebar(false)}
            className={css({
              position: 'fixed',
              inset: 0,
              top: '14',
              bg: 'bg.overlay',
              zIndex: 30,
              md: { display: 'none' },
            })}
          />
        ) : null}
        <aside
          id="chat-sidebar"
          data-open={ui.sidebarOpen}
          className={css({
            w: { base: '80', md: '72' },
            maxW: '85vw',
            flexShrink: 0,
            bg: 'bg.subtle',
            borderRightWidth: '1px',
            borderColor: 'border',
            position: { base: 'fixed', md: 'static' },
            top: '14',
            bottom: 0,
            left: 0,
            zIndex: 40,
            transition: 'transform 0.2s ease',
            transform: { base: 'translateX(-100%)', md: 'none' },
            visibility: { base: 'hidden', md: 'visible' },
            '&[data-open=true]': { transform: 'none', visibility: 'visible' },
          })}
        >
          <Sidebar
            currentChatId={currentChatId}
            onNewChat={onNewChat}
            onNavigate={() => openSidebar(false)}
          />
        </aside>
        <ChatPanel chatId={currentChatId} loaded={loaded} mode={ui.mode} />
      </div>
      <KeyboardShortcuts onNewChat={onNewChat} />
    </div>
  );
}

function ChatPanel({
  chatId,
  loaded,
  mode,
}: {
  chatId: string | null;
  loaded: boolean;
  mode: 'input' | 'query';
}) {
  const { messages, postUpdates } = useChatData(chatId);
  const { send, uploadPastedCsv, markTyped } = useChatActions();
  const chats = useChats();
  const title = chats.data?.find((c) => c.id === chatId)?.title ?? DEFAULT_CHAT_TITLE;
  const items = useMemo(
    () => mergeTimeline(messages.data ?? [], postUpdates.data ?? []),
    [messages.data, postUpdates.data],
  );
  const loadingChat = chatId !== null && (messages.isPending || postUpdates.isPending);
  // From 768 px a cited source opens beside the chat (SourcePanel): the chat shares the width.
  const [sourceOpen, setSourceOpen] = useState(false);

  return (
    <main
      data-source-open={sourceOpen || undefined}
      className={css({
        flex: '1',
        display: 'flex',
        flexDirection: 'column',
        minW: 0,
        '&[data-source-open]': { pr: { md: 'min(36rem, 50vw)' } },
      })}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
          px: { base: '3', md: '6' },
          py: '3',
          borderBottomWidth: '1px',
          borderColor: 'border',
        })}
      >
        <h1 className={css({ fontSize: 'md', fontWeight: 'semibold', truncate: true, minW: 0 })}>
          {chatId ? title : DEFAULT_CHAT_TITLE}
        </h1>
        <ModeSwitch mode={mode} onChange={setMode} />
      </div>
      <div className={css({ flex: '1', overflowY: 'auto', px: { base: '3', md: '6' }, py: '4', minH: 0 })}>
        <div className={css({ maxW: '3xl', mx: 'auto' })}>
          {!loaded || loadingChat ? (
            <p
              className={css({
                display: 'flex',
                gap: '2',
                alignItems: 'center',
                color: 'fg.muted',
                justifyContent: 'center',
                py: '10',
              })}
            >
              <Spinner /> <span role="status">Loading..</span>
            </p>
          ) : items.length === 0 ? (
            <div className={css({ textAlign: 'center', py: '16', color: 'fg.muted' })}>
              <p className={css({ fontSize: 'lg', fontWeight: 'medium', color: 'fg' })}>
                {mode === 'query'
                  ? 'Ask about your mailbox and data'
                  : 'Post an update about a deal, a contact or a meeting'}
              </p>
              <p className={css({ mt: '2', fontSize: 'sm' })}>No messages yet</p>
              <EmptyWorkspaceHint />
            </div>
          ) : (
            <Timeline
              items={items}
              onTyped={(id) => chatId && markTyped(chatId, id)}
              onSourcePanel={setSourceOpen}
            />
          )}
        </div>
      </div>
      <div className={css({ px: { base: '3', md: '6' }, pb: '4', pt: '2' })}>
        <div className={css({ maxW: '3xl', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '2' })}>
          <UploadPanel />
          <Composer
            disabled={!loaded}
            placeholder={mode === 'query' ? 'Ask a question...' : 'Post an update...'}
            onPasteText={uploadPastedCsv}
            onSend={async (text, attachments) => {
              const outcome = await send({ text, mode, chatId, attachments });
              return outcome === 'restore' ? text : null;
            }}
          />
        </div>
      </div>
    </main>
  );
}
