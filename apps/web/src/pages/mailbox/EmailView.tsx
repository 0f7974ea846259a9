/** One email: who, when, subject, its text with the cited passage marked, the quoted part folded, attachments, its thread. */
import { type EmailDetail, formatFileSize, type Participant } from '@rapport/sdk';
import { Button, Spinner } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { emailKey, threadKey } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { ErrorNote } from './formParts';
import { Highlighted } from './Highlighted';

const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const bodyClass = css({ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 'sm', lineHeight: '1.6' });

const who = (p: Participant) => (p.name ? `${p.name} <${p.address}>` : p.address);

export const formatEmailDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      })
    : 'No date';

export function Loading() {
  return (
    <p className={cx(css({ display: 'flex', gap: '2', alignItems: 'center' }), muted)}>
      <Spinner /> <span role="status">Loading..</span>
    </p>
  );
}

export const LoadError = ({ error }: { error: unknown }) => (
  <ErrorNote error={error} fallback="This could not be loaded." />
);

function Headers({ email }: { email: EmailDetail }) {
  const rows: Array<[string, string]> = [
    ['From', email.from ? who(email.from) : 'Unknown sender'],
    ['To', email.to.map(who).join(', ') || '—'],
    ...(email.cc.length ? ([['Cc', email.cc.map(who).join(', ')]] as Array<[string, string]>) : []),
    ['Date', formatEmailDate(email.date)],
  ];
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        rowGap: '1',
        columnGap: '4',
        fontSize: 'sm',
      })}
    >
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={css({ color: 'fg.muted' })}>{label}</dt>
          <dd className={css({ wordBreak: 'break-word' })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmailBody({ email, quote }: { email: EmailDetail; quote?: string }) {
  return (
    <>
      <div className={bodyClass}>
        {quote ? <Highlighted text={email.bodyText} quote={quote} subject={email.subject} /> : email.bodyText}
      </div>
      {email.quotedText.trim() ? (
        <details className={css({ fontSize: 'sm' })}>
          <summary className={css({ cursor: 'pointer', color: 'fg.muted' })}>Show quoted text</summary>
          <div
            className={cx(
              css({ mt: '2', pl: '3', borderLeftWidth: '2px', borderColor: 'border' }),
              bodyClass,
            )}
          >
            {quote ? <Highlighted text={email.quotedText} quote={quote} /> : email.quotedText}
          </div>
        </details>
      ) : null}
      {email.attachments.length ? (
        <ul
          aria-label="Attachments"
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}
        >
          {email.attachments.map((a) => (
            <li key={`${a.filename}-${a.size}-${a.mimeType}`}>
              📎 {a.filename} <span className={css({ color: 'fg.muted' })}>({formatFileSize(a.size)})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function ThreadView({ threadId, currentId }: { threadId: string; currentId: string }) {
  const thread = useQuery({ queryKey: threadKey(threadId), queryFn: () => api().threads.get(threadId) });
  if (thread.isPending) return <Loading />;
  if (thread.isError) return <LoadError error={thread.error} />;
  return (
    <section aria-label="Thread" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
        Thread: {thread.data.messageCount} {thread.data.messageCount === 1 ? 'email' : 'emails'}
      </h3>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {thread.data.emails.map((e) => (
          <li
            key={e.id}
            aria-current={e.id === currentId || undefined}
            className={css({
              p: '3',
              rounded: 'md',
              borderWidth: '1px',
              borderColor: 'border',
              '&[aria-current=true]': { borderColor: 'accent' },
            })}
          >
            <p className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {e.from ? who(e.from) : 'Unknown sender'}
            </p>
            <p className={muted}>{formatEmailDate(e.date)}</p>
            <p className={cx(css({ mt: '1' }), bodyClass)}>{e.bodyText}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function EmailView({ id, quote }: { id: string; quote?: string }) {
  const email = useQuery({ queryKey: emailKey(id), queryFn: () => api().emails.get(id) });
  const [showThread, setShowThread] = useState(false);
  if (email.isPending) return <Loading />;
  if (email.isError) return <LoadError error={email.error} />;
  const e = email.data;
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>{e.subject || '(no subject)'}</h3>
      <Headers email={e} />
      <EmailBody email={e} {...(quote ? { quote } : {})} />
      {e.threadId ? (
        showThread ? (
          <ThreadView threadId={e.threadId} currentId={e.id} />
        ) : (
          <div>
            <Button variant="outline" size="sm" onClick={() => setShowThread(true)}>
              Open thread
            </Button>
          </div>
        )
      ) : null}
    </article>
  );
}
