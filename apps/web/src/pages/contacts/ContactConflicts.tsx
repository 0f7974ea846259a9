/**
 * A contact's open conflicts (issue 25): a value a post update (or an import) proposed beside the
 * stored one — "Head of Procurement (from a post update on 27 Nov)" — with Keep and Replace.
 */
import { type Contact, conflictFieldLabel, conflictProposal } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { notifyError } from '../../lib/notify';
import { contactKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';

export function ContactConflicts({ contact }: { contact: Contact }) {
  const client = useQueryClient();
  const resolve = useMutation({
    mutationFn: ({ field, keep }: { field: string; keep: 'stored' | 'proposed' }) =>
      api().contacts.resolveConflict(contact.id, field, keep),
    onSuccess: (updated) => {
      client.setQueryData(contactKeys.detail(contact.id), updated);
      void client.invalidateQueries({ queryKey: contactKeys.lists() });
    },
    onError: (error) => notifyError({ title: 'Conflict not settled', description: String(error) }),
  });
  const conflicts = contact.conflicts ?? [];
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-label="Conflicts"
      className={css({ mt: '6', display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 className={css({ fontSize: 'md', fontWeight: 'semibold' })}>To settle</h2>
      {conflicts.map((c) => {
        const label = conflictFieldLabel(c.field);
        return (
          <fieldset
            key={c.field}
            aria-label={`${label} conflict`}
            className={css({
              borderWidth: '1px',
              borderColor: 'border',
              rounded: 'md',
              p: '3',
              fontSize: 'sm',
            })}
          >
            <p>
              <span className={css({ fontWeight: 'medium' })}>{label}:</span> {c.stored ?? '(empty)'}
            </p>
            <p className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{conflictProposal(c)}</p>
            <div className={css({ display: 'flex', gap: '2', mt: '2' })}>
              <Button
                size="sm"
                variant="outline"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ field: c.field, keep: 'stored' })}
              >
                Keep
              </Button>
              <Button
                size="sm"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ field: c.field, keep: 'proposed' })}
              >
                Replace
              </Button>
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
