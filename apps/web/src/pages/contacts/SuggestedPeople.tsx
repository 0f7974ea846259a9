/**
 * People → "Suggested (N)" (issue 23): people who wrote to the user and are no contacts under the
 * mailboxes' contact policies, best first. Add makes one a contact (from their own mail), Dismiss
 * never suggests them again, Add all adds every one shown. Hidden when there is nobody to suggest.
 */
import { type ContactSuggestion, errorDescription, formatLastContacted } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

export function useSuggestions() {
  return useQuery({
    queryKey: contactKeys.suggestions(),
    queryFn: async ({ signal }) => (await api().contacts.suggestions({ signal })).items,
  });
}

export function SuggestedPeople() {
  const queryClient = useQueryClient();
  const suggestions = useSuggestions();
  const items = suggestions.data ?? [];

  /** Takes them off the list at once; the contacts (and the list) are read again after. */
  const drop = (emails: string[]) =>
    queryClient.setQueryData<ContactSuggestion[]>(contactKeys.suggestions(), (old) =>
      old?.filter((s) => !emails.includes(s.email)),
    );
  const settle = () => void queryClient.invalidateQueries({ queryKey: contactKeys.all });
  const failed = (error: unknown) =>
    notifyError({ title: 'Error', description: errorDescription(error, 'Please try again later') });

  const add = useMutation({
    mutationFn: async (people: ContactSuggestion[]) => {
      let added = 0;
      try {
        for (const p of people) {
          await api().contacts.acceptSuggestion(p.email);
          added += 1;
          drop([p.email]);
        }
      } finally {
        settle();
      }
      return added;
    },
    onSuccess: (added, people) =>
      notify({
        title: added === 1 ? 'Contact added' : `${plural(added, 'contact')} added`,
        description: people.length === 1 ? (people[0]?.name ?? people[0]?.email) : undefined,
      }),
    onError: failed,
  });

  const dismiss = useMutation({
    mutationFn: (person: ContactSuggestion) => api().contacts.dismissSuggestion(person.email),
    onMutate: (person) => drop([person.email]),
    onError: (error) => {
      failed(error);
      settle();
    },
  });

  if (items.length === 0) return null;
  return (
    <details
      data-testid="suggestions"
      className={css({ rounded: 'lg', borderWidth: '1px', borderColor: 'border', bg: 'bg', flexShrink: 0 })}
    >
      <summary
        className={css({ cursor: 'pointer', px: '4', py: '2.5', fontWeight: 'semibold', fontSize: 'sm' })}
      >
        Suggested ({items.length.toLocaleString('en-US')})
        <span className={css({ fontWeight: 'normal', color: 'fg.muted', ms: '2' })}>
          people who wrote to you and are not contacts yet
        </span>
      </summary>
      <div className={css({ px: '4', pb: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <div>
          <Button size="sm" onClick={() => add.mutate(items)} disabled={add.isPending}>
            {add.isPending ? 'Adding…' : `Add all (${items.length.toLocaleString('en-US')})`}
          </Button>
        </div>
        <ul
          aria-label="Suggested people"
          className={css({ maxH: '16rem', overflowY: 'auto', display: 'flex', flexDirection: 'column' })}
        >
          {items.map((s) => (
            <li
              key={s.email}
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: '2',
                py: '2',
                borderTopWidth: '1px',
                borderColor: 'border',
              })}
            >
              <div className={css({ flex: '1', minW: '12rem' })}>
                <div className={css({ fontSize: 'sm', fontWeight: 'medium', wordBreak: 'break-all' })}>
                  {s.name ?? s.email}
                  {s.company ? <span className={css({ color: 'fg.muted' })}> · {s.company}</span> : null}
                </div>
                <div className={css({ fontSize: 'xs', color: 'fg.muted', wordBreak: 'break-all' })}>
                  {s.name ? `${s.email} · ` : ''}
                  {plural(s.emailCount, 'email')} · last {formatLastContacted(s.lastEmailAt)}
                </div>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Add ${s.name ?? s.email}`}
                onClick={() => add.mutate([s])}
                disabled={add.isPending}
              >
                Add
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Dismiss ${s.name ?? s.email}`}
                onClick={() => dismiss.mutate(s)}
              >
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
