/** A contact's next steps by due day (issue 25): the follow-ups about them, each with Done. */
import { Spinner } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { followUpKeys } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { FollowUpItem } from '../followUps/FollowUpItem';

export function NextSteps({ contactId }: { contactId: string }) {
  const steps = useQuery({
    queryKey: followUpKeys.ofContact(contactId),
    queryFn: () => api().followUps.list({ contactId }),
  });
  if (steps.isPending) return <Spinner />;
  if (steps.isError) return <p>The next steps could not be loaded.</p>;
  if (steps.data.items.length === 0)
    return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No next steps with this person.</p>;
  return (
    <ul aria-label="Next steps">
      {steps.data.items.map((f) => (
        <FollowUpItem key={f.id} followUp={f} showSource={false} />
      ))}
    </ul>
  );
}
