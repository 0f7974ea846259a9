/** One follow-up with what to do about it: Done, Snooze (tomorrow, next week, a day) and Open. */
import { type FollowUp, formatDueDay, localDay, snoozeDays } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { linkClass } from '../../components/styles';
import { notifyError } from '../../lib/notify';
import { followUpKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';

/** Done or a new due day, then every follow-up list is read again. */
export function useUpdateFollowUp(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { done?: boolean; dueOn?: string }) => api().followUps.update(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: followUpKeys.all }),
    onError: (error) => notifyError({ title: 'Follow-up not saved', description: String(error) }),
  });
}

export function FollowUpItem({ followUp, showSource = true }: { followUp: FollowUp; showSource?: boolean }) {
  const update = useUpdateFollowUp(followUp.id);
  const pickId = useId();
  const { tomorrow, nextWeek } = snoozeDays(localDay());
  const title = followUp.about ?? followUp.text;
  return (
    <li
      aria-label={title}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        py: '3',
        borderBottomWidth: '1px',
        borderColor: 'border',
        _last: { borderBottomWidth: 0 },
      })}
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}>
        <span className={css({ fontWeight: 'medium' })}>{title}</span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {followUp.dueOn ? `due ${formatDueDay(followUp.dueOn)}` : 'no due day'}
        </span>
      </div>
      {showSource ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>
          {followUp.contactName
            ? `${followUp.contactName}${followUp.company ? `, ${followUp.company}` : ''} · `
            : ''}
          from a post update: “{followUp.source ?? followUp.text}”
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>
        <Button size="sm" disabled={update.isPending} onClick={() => update.mutate({ done: true })}>
          Done
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ dueOn: tomorrow })}
        >
          Tomorrow
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending}
          onClick={() => update.mutate({ dueOn: nextWeek })}
        >
          Next week
        </Button>
        <label htmlFor={pickId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          Pick a day
        </label>
        <input
          id={pickId}
          type="date"
          min={tomorrow}
          disabled={update.isPending}
          className={css({
            fontSize: 'sm',
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'md',
            px: '2',
            py: '1',
            bg: 'bg.surface',
          })}
          onChange={(e) => {
            if (e.target.value) update.mutate({ dueOn: e.target.value });
          }}
        />
        {followUp.contactId ? (
          <Link to="/contacts/$contactId" params={{ contactId: followUp.contactId }} className={linkClass}>
            Open
          </Link>
        ) : null}
      </div>
    </li>
  );
}
