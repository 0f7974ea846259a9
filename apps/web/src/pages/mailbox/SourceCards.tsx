/** The card of a cited contact or post update, opened from an answer's sources. */
import { contactName, contactSourceLabel } from '@rapport/sdk';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { contactKeys, POST_UPDATES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { formatEmailDate, LoadError, Loading } from './EmailView';
import { Highlighted } from './Highlighted';

const fieldsClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  rowGap: '1',
  columnGap: '4',
  fontSize: 'sm',
});

export function ContactCard({ id }: { id: string }) {
  const contact = useQuery({ queryKey: contactKeys.detail(id), queryFn: () => api().contacts.get(id) });
  if (contact.isPending) return <Loading />;
  if (contact.isError) return <LoadError error={contact.error} />;
  const c = contact.data;
  const name = contactName(c);
  const rows: Array<[string, string | null]> = [
    ['Title', c.title],
    ['Company', c.company],
    ['Email', c.email],
    ['Phone', c.phone],
    ['Notes', c.notes],
    ['Last contacted', c.lastContactedAt ? formatEmailDate(c.lastContactedAt) : null],
    ['Emails', c.emailCount ? String(c.emailCount) : null],
    ['Source', contactSourceLabel(c.source)],
  ];
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>{name}</h3>
      <dl className={fieldsClass}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className={css({ display: 'contents' })}>
              <dt className={css({ color: 'fg.muted' })}>{label}</dt>
              <dd className={css({ wordBreak: 'break-word' })}>{value}</dd>
            </div>
          ))}
      </dl>
    </article>
  );
}

export function PostUpdateCard({ id, quote }: { id: string; quote: string }) {
  // There is no single-update route: the user's updates are one list, usually short.
  const updates = useQuery({ queryKey: POST_UPDATES_KEY, queryFn: () => api().postUpdates.list() });
  if (updates.isPending) return <Loading />;
  if (updates.isError) return <LoadError error={updates.error} />;
  const update = updates.data.find((u) => u.id === id);
  if (!update)
    return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>This post update no longer exists.</p>;
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{formatEmailDate(update.createdAt)}</p>
      <p className={css({ whiteSpace: 'pre-wrap', fontSize: 'sm' })}>
        <Highlighted text={update.description} quote={quote} />
      </p>
    </article>
  );
}
