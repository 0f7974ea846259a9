import { errorDescription } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { MAILBOXES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';

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
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        No account needed: a mailbox of made-up mail from ten people at ten companies, so you can see Query
        Mode answer from email in under a minute. Remove it any time in Account Settings.
      </p>
      <DemoMailboxButton onStarted={onStarted} variant="solid" />
    </div>
  );
}
