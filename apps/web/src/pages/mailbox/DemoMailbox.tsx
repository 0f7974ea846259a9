import {
  DEMO_MAILBOX_ADDRESS,
  DEMO_MAILBOX_DESCRIPTION,
  errorDescription,
  isMailboxBusy,
  type Mailbox,
  mailboxStateLabel,
  syncCountText,
} from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { MAILBOXES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';

const DEMO_POLL_MS = 2_000;

/** "Try the demo mailbox": made-up mail, so Query Mode can be tried with no mail account. */
export function useAddDemoMailbox(onStarted?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api().mailboxes.addDemo(),
    onSuccess: () => {
      notify({
        title: 'Demo mailbox added',
        description: 'Its mail is being imported; ask a question in Query Mode in a few seconds.',
      });
      void queryClient.invalidateQueries({ queryKey: MAILBOXES_KEY });
      onStarted?.();
    },
    onError: (error) =>
      notifyError({ title: 'Error', description: errorDescription(error, 'Could not add the demo mailbox') }),
  });
}

/** The user's demo mailbox, if added; polled while its import runs. */
export function useDemoMailbox(): Mailbox | undefined {
  const mailboxes = useQuery({
    queryKey: MAILBOXES_KEY,
    queryFn: async () => (await api().mailboxes.list()).items,
    refetchInterval: (query) => (query.state.data?.some(isMailboxBusy) ? DEMO_POLL_MS : false),
  });
  return mailboxes.data?.find((m) => m.kind === 'mbox' && m.address === DEMO_MAILBOX_ADDRESS);
}

/** Where the demo mailbox stands once added ("Syncing 120 of 240", "Up to date"). */
export function DemoMailboxState({ mailbox }: { mailbox: Mailbox }) {
  const count = isMailboxBusy(mailbox) ? syncCountText(mailbox.processed, mailbox.total) : null;
  const emails = mailbox.emailCount ? ` · ${mailbox.emailCount.toLocaleString('en-US')} emails` : '';
  return (
    <p
      role="status"
      className={css({ fontSize: 'sm', color: mailbox.status === 'error' ? 'destructive.text' : 'fg' })}
    >
      Demo mailbox: {mailboxStateLabel(mailbox)}
      {count ? ` (${count})` : emails}
      {mailbox.status === 'completed' ? '. Ask a question in Query Mode.' : ''}
    </p>
  );
}

export function DemoMailboxButton({
  onStarted,
  variant = 'outline',
}: {
  onStarted?: () => void;
  variant?: 'solid' | 'outline';
}) {
  const demo = useAddDemoMailbox(onStarted);
  return (
    <Button variant={variant} onClick={() => demo.mutate()} loading={demo.isPending} loadingText="Adding...">
      Try the demo mailbox
    </Button>
  );
}

export function DemoMailbox({ onStarted }: { onStarted(): void }) {
  const added = useDemoMailbox();
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{DEMO_MAILBOX_DESCRIPTION}</p>
      {added ? (
        <DemoMailboxState mailbox={added} />
      ) : (
        <DemoMailboxButton onStarted={onStarted} variant="solid" />
      )}
    </div>
  );
}
