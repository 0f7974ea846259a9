/** §2: messages and post updates in one timeline, ascending by createdAt, times as h:mm a. */

import type { PostUpdate, Source } from '@rapport/sdk';
import {
  citedParts,
  draftOfAnswer,
  formatFileSize,
  formatMessageTime,
  SOURCES_OPEN_MAX,
  type TimelineItem,
  type UiChatMessage,
} from '@rapport/sdk';
import { Button, Spinner } from '@rapport/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { notifyError } from '../../lib/notify';
import { CitedSource } from '../mailbox/lazy';
import { PostUpdateChanges } from './PostUpdateChanges';

const bubble = {
  maxW: { base: '90%', md: '75%' },
  px: '4',
  py: '2.5',
  rounded: '2xl',
  fontSize: 'sm',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
} as const;
const userBubble = css(bubble, {
  alignSelf: 'flex-end',
  bg: 'accent',
  color: 'accent.fg',
  roundedBottomRight: 'sm',
});
const assistantBubble = css(bubble, {
  alignSelf: 'flex-start',
  bg: 'bg.muted',
  color: 'fg',
  roundedBottomLeft: 'sm',
});
const postUpdateBubble = css(bubble, {
  alignSelf: 'flex-end',
  bg: 'bg.surface',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  roundedBottomRight: 'sm',
  '&[data-status=error]': { borderColor: 'destructive' },
});
// Full-strength colours: a faded timestamp fails the 4.5:1 contrast ratio on the bubbles.
const timeStyle = { display: 'block', fontSize: 'xs', mt: '1' } as const;
const timeClass = css(timeStyle);

/** How fast a reply fills in (characters per tick of TYPING_TICK_MS). */
const TYPING_CHARS_PER_TICK = 4;
const TYPING_TICK_MS = 16;

/** A source's date as "Nov 22, 2026"; text that is not a date is shown as it is. */
function sourceDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function TypingDots() {
  return (
    <span
      aria-label="Assistant is typing"
      role="status"
      className={css({ display: 'inline-flex', gap: '1', py: '1' })}
    >
      {[0, 1, 2].map((i) => (
        <span
          key={i}
          className={css({
            w: '1.5',
            h: '1.5',
            rounded: 'full',
            bg: 'fg.muted',
            animation: 'typingDot 1.2s infinite',
          })}
          style={{ animationDelay: `${i * 0.2}s` }}
        />
      ))}
    </span>
  );
}

/** Fills the reply in progressively while `typing` is set, then calls `onDone`. */
function TypingText({ text, typing, onDone }: { text: string; typing: boolean; onDone(): void }) {
  const [shown, setShown] = useState(typing ? 0 : text.length);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!typing) {
      setShown(text.length);
      return;
    }
    const timer = setInterval(() => {
      setShown((n) => {
        const next = Math.min(text.length, n + TYPING_CHARS_PER_TICK);
        if (next >= text.length) {
          clearInterval(timer);
          queueMicrotask(() => done.current());
        }
        return next;
      });
    }, TYPING_TICK_MS);
    return () => clearInterval(timer);
  }, [typing, text]);
  return <>{text.slice(0, shown)}</>;
}

const sourceButton = css({
  textAlign: 'start',
  color: 'fg.muted',
  cursor: 'pointer',
  rounded: 'sm',
  _hover: { color: 'fg', textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
});

const citationLink = css({
  display: 'inline',
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  rounded: 'sm',
  _hover: { textDecorationThickness: '2px' },
  _focusVisible: { outline: '2px solid', outlineColor: 'ring' },
});

/** The answer with its inline citations as links that open the source they name (issue 26). */
interface AnswerTextProps {
  text: string;
  sources: readonly Source[];
  onOpenSource(source: Source): void;
}

function CitedText({ text, sources, onOpenSource }: AnswerTextProps) {
  return (
    <>
      {citedParts(text, sources).map((part, i) =>
        part.source ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={i}
            type="button"
            className={citationLink}
            // The visible citation first (axe: the name holds the visible text), then what it opens.
            aria-label={`${part.text} (open ${part.source.title ?? part.source.kind.replace('_', ' ')}, ${sourceDate(part.source.date)})`}
            onClick={() => onOpenSource(part.source as Source)}
          >
            {part.text}
          </button>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/** A drafted reply (issue 26): the draft apart, in a box, with Copy. */
function DraftedReply({ draft }: { draft: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(draft);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      notifyError({ title: 'Copy failed', description: 'Select the draft and copy it instead.' });
    }
  };
  return (
    <figure
      aria-label="Drafted reply"
      className={css({
        mt: '2',
        p: '3',
        rounded: 'lg',
        borderWidth: '1px',
        borderColor: 'border',
        bg: 'bg.surface',
      })}
    >
      <blockquote className={css({ whiteSpace: 'pre-wrap' })}>{draft}</blockquote>
      <Button size="sm" variant="outline" className={css({ mt: '2' })} onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </figure>
  );
}

/** The answer's text with its citations as links, and a drafted reply apart (issue 26). */
function AnswerText({ text, sources, onOpenSource }: AnswerTextProps) {
  const { lead, draft } = draftOfAnswer(text);
  return (
    <>
      <CitedText text={lead} sources={sources} onOpenSource={onOpenSource} />
      {draft === null ? null : <DraftedReply draft={draft} />}
    </>
  );
}

function MessageItem({
  message,
  onTyped,
  onOpenSource,
}: {
  message: UiChatMessage;
  onTyped(id: string): void;
  onOpenSource(source: Source): void;
}) {
  const time = formatMessageTime(message.createdAt);
  return (
    <>
      <div className={userBubble}>
        {message.content}
        {message.attachments.length ? (
          <ul
            aria-label="Attachments"
            className={css({ mt: '2', display: 'flex', flexDirection: 'column', gap: '1' })}
          >
            {message.attachments.map((a) => (
              <li key={a.name} className={css({ fontSize: 'xs' })}>
                📎 {a.name} ({formatFileSize(a.size)})
              </li>
            ))}
          </ul>
        ) : null}
        <time className={timeClass} dateTime={message.createdAt.toISOString()}>
          {time}
        </time>
      </div>
      {message.aiResponse === null ? (
        <div className={assistantBubble}>
          <TypingDots />
        </div>
      ) : (
        <div className={assistantBubble} aria-busy={message.typing || undefined}>
          {message.typing ? (
            <TypingText text={message.aiResponse} typing onDone={() => onTyped(message.id)} />
          ) : (
            <AnswerText text={message.aiResponse} sources={message.sources} onOpenSource={onOpenSource} />
          )}
          {!message.typing && message.sources.length ? (
            // Issue 26: a short list of sources is shown, not folded away.
            <details
              className={css({ mt: '2', fontSize: 'xs' })}
              open={message.sources.length <= SOURCES_OPEN_MAX}
            >
              <summary className={css({ cursor: 'pointer', color: 'fg.muted' })}>
                Sources ({message.sources.length})
              </summary>
              <ul className={css({ mt: '1', display: 'flex', flexDirection: 'column', gap: '1' })}>
                {message.sources.map((s) => (
                  <li key={`${s.kind}-${s.id}`}>
                    <button type="button" className={sourceButton} onClick={() => onOpenSource(s)}>
                      <strong>{s.title ?? s.kind.replace('_', ' ')}</strong> ({sourceDate(s.date)}): “
                      {s.quote}”
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <time className={timeClass} dateTime={message.createdAt.toISOString()}>
            {time}
          </time>
        </div>
      )}
    </>
  );
}

const STATUS_TEXT: Record<PostUpdate['status'], string> = {
  pending: 'Posting...',
  done: 'Posted',
  error: 'Failed',
};

function PostUpdateItem({ postUpdate }: { postUpdate: PostUpdate }) {
  return (
    <div className={postUpdateBubble} data-status={postUpdate.status}>
      <span
        className={css({
          display: 'block',
          fontSize: 'xs',
          fontWeight: 'semibold',
          color: 'accent.text',
          mb: '1',
        })}
      >
        Post update
      </span>
      {postUpdate.description}
      <span className={css(timeStyle, { display: 'flex', gap: '2', alignItems: 'center' })}>
        <time dateTime={postUpdate.createdAt}>{formatMessageTime(postUpdate.createdAt)}</time>
        {postUpdate.showStatus || postUpdate.status !== 'done' ? (
          <span
            className={css({
              display: 'inline-flex',
              gap: '1',
              alignItems: 'center',
              color: postUpdate.status === 'error' ? 'destructive.text' : 'fg.muted',
            })}
          >
            {postUpdate.status === 'pending' ? <Spinner /> : null}
            {STATUS_TEXT[postUpdate.status]}
          </span>
        ) : null}
      </span>
      <PostUpdateChanges postUpdate={postUpdate} />
    </div>
  );
}

export function Timeline({
  items,
  onTyped,
  onSourcePanel,
}: {
  items: readonly TimelineItem[];
  onTyped(id: string): void;
  /** A cited source opened or closed beside the chat (the chat makes room for it, issue 26). */
  onSourcePanel?: ((open: boolean) => void) | undefined;
}) {
  const end = useRef<HTMLDivElement>(null);
  const [openSource, setOpenSource] = useState<Source | null>(null);
  const last = items[items.length - 1];
  useEffect(() => {
    onSourcePanel?.(openSource !== null);
    return () => onSourcePanel?.(false);
  }, [openSource, onSourcePanel]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the last item changes
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [items.length, last]);
  return (
    <>
      <ol
        aria-label="Conversation"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' })}
      >
        {items.map((item) => (
          <li
            key={item.kind === 'message' ? `m-${item.message.id}` : `p-${item.postUpdate.id}`}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            {item.kind === 'message' ? (
              <MessageItem message={item.message} onTyped={onTyped} onOpenSource={setOpenSource} />
            ) : (
              <PostUpdateItem postUpdate={item.postUpdate} />
            )}
          </li>
        ))}
      </ol>
      <div ref={end} />
      <CitedSource source={openSource} onClose={() => setOpenSource(null)} />
    </>
  );
}
