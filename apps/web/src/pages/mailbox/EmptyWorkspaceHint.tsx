import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { MAILBOXES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { DemoMailboxOffer } from './lazy';

/** On an empty workspace with no mailbox yet: the demo mailbox, to see Query Mode work at once. */
export function EmptyWorkspaceHint() {
  const mailboxes = useQuery({
    queryKey: MAILBOXES_KEY,
    queryFn: async () => (await api().mailboxes.list()).items,
  });
  if (!mailboxes.data || mailboxes.data.length > 0) return null;
  return (
    <div
      className={css({ mt: '6', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' })}
    >
      <p className={css({ fontSize: 'sm' })}>No mailbox yet? Try Query Mode on made-up mail.</p>
      <DemoMailboxOffer />
    </div>
  );
}
