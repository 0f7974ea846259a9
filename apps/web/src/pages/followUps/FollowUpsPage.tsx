/**
 * /follow-ups (issue 25): every open follow-up, grouped overdue, today, this week and later, each
 * with its person, company and source update, to work through: Done, Snooze, Open.
 */
import { FOLLOW_UP_GROUP_LABELS, groupFollowUps, localDay } from '@rapport/sdk';
import { Spinner } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { Header } from '../../components/Header';
import { cardClass } from '../../components/styles';
import { followUpKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { FollowUpItem } from './FollowUpItem';

export function FollowUpsPage() {
  const followUps = useQuery({ queryKey: followUpKeys.list(), queryFn: () => api().followUps.list() });
  const groups = followUps.data ? groupFollowUps(followUps.data.items, localDay()) : [];
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
      <main className={css({ flex: '1', px: { base: '3', md: '6' }, py: { base: '4', md: '8' } })}>
        <div
          className={css({
            mx: 'auto',
            w: 'full',
            maxW: '4xl',
            display: 'flex',
            flexDirection: 'column',
            gap: '4',
          })}
        >
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Follow-ups</h1>
          {followUps.isPending ? (
            <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <Spinner /> <span role="status">Loading follow-ups…</span>
            </p>
          ) : followUps.isError ? (
            <p role="alert">The follow-ups could not be loaded.</p>
          ) : groups.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>
              Nothing to follow up. Post an update in Input Mode to add some.
            </p>
          ) : (
            groups.map(([group, items]) => (
              <section key={group} aria-labelledby={`group-${group}`} className={cardClass}>
                <h2 id={`group-${group}`} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
                  {FOLLOW_UP_GROUP_LABELS[group]} ({items.length})
                </h2>
                <ul aria-label={FOLLOW_UP_GROUP_LABELS[group]}>
                  {items.map((f) => (
                    <FollowUpItem key={f.id} followUp={f} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </main>
    </div>
  );
}
