/**
 * Disconnect (keep or delete its mail) and Remove (with its mail), confirmed. A connected Gmail goes
 * through the spec's `POST /gmail/disconnect` (it also revokes the grant at Google); other kinds
 * through `POST /mailboxes/{id}/disconnect` (keep its mail: it stays listed as disconnected) and
 * `DELETE /mailboxes/{id}`. Removing with the mail says first how many contacts go and stay.
 */
import { errorDescription, type Mailbox, mailboxRemovalText } from '@rapport/sdk';
import { Button, Dialog, Portal } from '@rapport/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { contactKeys, mailboxRemovalKey } from '../../lib/queryKeys';
import { api } from '../../lib/services';

export function DisconnectDialog({
  mailbox,
  remove,
  onClose,
  onDone,
}: {
  mailbox: Mailbox;
  remove: boolean;
  onClose(): void;
  onDone(): void;
}) {
  const [busy, setBusy] = useState<'keep' | 'delete' | null>(null);
  const queryClient = useQueryClient();
  // Deleting its mail deletes the contacts that came only from it: the server counts them first.
  const removal = useQuery({
    queryKey: mailboxRemovalKey(mailbox.id),
    queryFn: () => api().mailboxes.removal(mailbox.id),
    staleTime: 0,
    gcTime: 0,
  });

  const run = async (deleteData: boolean) => {
    setBusy(deleteData ? 'delete' : 'keep');
    const query = { deleteData: deleteData ? 'true' : 'false' } as const;
    try {
      // Gmail also revokes the grant (only a connected one has one); "keep its mail" keeps the
      // mailbox listed as disconnected (issue 26).
      const { message } =
        mailbox.kind === 'gmail' && !mailbox.disconnectedAt
          ? await api().mailbox.disconnect(query)
          : deleteData
            ? await api().mailboxes.remove(mailbox.id, query)
            : await api().mailboxes.disconnect(mailbox.id);
      notify({ title: remove ? 'Mailbox removed' : 'Mailbox disconnected', description: message });
      if (deleteData) void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      onDone();
      onClose();
    } catch (error) {
      notifyError({ title: 'Error', description: errorDescription(error, 'Please try again later') });
      setBusy(null);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => (d.open ? undefined : onClose())} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>
              {remove ? `Remove ${mailbox.address}?` : `Disconnect ${mailbox.address}?`}
            </Dialog.Title>
            <Dialog.Description>
              {remove
                ? 'The mailbox and every email synced from it are deleted.'
                : 'Rapport stops syncing it. Keep its mail to go on asking about it (it stays listed, to reconnect later), or delete the mail too.'}
            </Dialog.Description>
            <p data-testid="mailbox-removal" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {remove ? '' : 'If its mail is deleted: '}
              {removal.data
                ? mailboxRemovalText(removal.data)
                : removal.isError
                  ? 'Contacts that came only from its mail go with it.'
                  : 'Counting the contacts that came from its mail...'}
            </p>
            <div
              className={css({
                display: 'flex',
                gap: '2',
                flexWrap: 'wrap',
                justifyContent: 'flex-end',
                mt: '2',
              })}
            >
              <Button variant="ghost" onClick={onClose} disabled={busy !== null}>
                Cancel
              </Button>
              {remove ? null : (
                <Button
                  variant="outline"
                  onClick={() => void run(false)}
                  loading={busy === 'keep'}
                  loadingText="Disconnecting..."
                >
                  Disconnect, keep its mail
                </Button>
              )}
              <Button
                variant="destructive"
                onClick={() => void run(true)}
                loading={busy === 'delete'}
                loadingText="Deleting..."
              >
                {remove ? 'Remove with its mail' : 'Disconnect and delete its mail'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
