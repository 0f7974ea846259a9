/** A contact's timeline: emails, post updates naming them and next steps, newest first. */
import { type ContactTimelineEntry, formatDueDay, formatTimelineDate } from '@rapport/sdk';
import { Button, Spinner } from '@rapport/ui-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';

const KIND_LABELS: Record<ContactTimelineEntry['kind'], string> = {
  email: 'Email',
  post_update: 'Post update',
  next_step: 'Next step',
};

const badge = css({
  display: 'inline-block',
  px: '2',
  py: '0.5',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'medium',
  bg: 'bg.muted',
  color: 'fg',
  '&[data-kind=next_step]': { bg: 'accent.subtle', color: 'accent.text' },
});

export function ContactTimeline({ contactId }: { contactId: string }) {
  const timeline = useInfiniteQuery({
    queryKey: contactKeys.timeline(contactId),
    queryFn: ({ pageParam }) => api().contacts.timeline(contactId, pageParam ? { before: pageParam } : {}),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  if (timeline.isPending)
    return (
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <Spinner /> <span>Loading the timeline…</span>
      </p>
    );
  if (timeline.isError) return <p>The timeline could not be loaded.</p>;
  const entries = timeline.data.pages.flatMap((p) => p.items);
  if (entries.length === 0)
    return (
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        No emails or post updates with this person yet.
      </p>
    );
  return (
    <>
      <ol aria-label="Timeline" className={css({ display: 'flex', flexDirection: 'column' })}>
        {entries.map((entry) => (
          <li
            key={`${entry.kind}:${entry.id}`}
            className={css({
              display: 'grid',
              gridTemplateColumns: '6.5rem 1fr',
              gap: '3',
              py: '3',
              borderBottomWidth: '1px',
              borderColor: 'border',
              _last: { borderBottomWidth: 0 },
            })}
          >
            <div
              className={css({
                display: 'flex',
                flexDirection: 'column',
                gap: '1',
                alignItems: 'flex-start',
              })}
            >
              <span className={badge} data-kind={entry.kind}>
                {KIND_LABELS[entry.kind]}
              </span>
              <time dateTime={entry.date} className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {formatTimelineDate(entry.date)}
              </time>
            </div>
            <EntryBody entry={entry} />
          </li>
        ))}
      </ol>
      {timeline.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className={css({ mt: '3' })}
          disabled={timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {timeline.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </Button>
      ) : null}
    </>
  );
}

function EntryBody({ entry }: { entry: ContactTimelineEntry }) {
  const text = css({ fontSize: 'sm', overflowWrap: 'anywhere', minW: 0 });
  // An undone update stays on the timeline, struck through (issue 25).
  if (entry.kind === 'post_update' && entry.undoneAt)
    return (
      <p className={text}>
        <s>{entry.text}</s> <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>(undone)</span>
      </p>
    );
  if (entry.kind === 'next_step')
    return (
      <p className={text}>
        {entry.text}
        {entry.dueOn ? (
          <span className={css({ color: 'fg.muted' })}> · due {formatDueDay(entry.dueOn)}</span>
        ) : null}
      </p>
    );
  if (entry.kind !== 'email') return <p className={text}>{entry.text}</p>;
  return (
    <div className={text}>
      <p className={css({ fontWeight: 'medium' })}>{entry.subject || '(no subject)'}</p>
      <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
        {entry.fromContact ? 'From them' : `From ${entry.from?.name ?? entry.from?.address ?? 'you'}`}
      </p>
      {entry.snippet ? (
        <p className={css({ mt: '1', color: 'fg.muted', lineClamp: 2 })}>{entry.snippet}</p>
      ) : null}
    </div>
  );
}
