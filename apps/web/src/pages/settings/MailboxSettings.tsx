/**
 * Account Settings → Mailboxes (issue 14): every mailbox with its kind, live status and phase, a
 * progress bar while it syncs (EMAIL_SYNC_PROGRESS updates the cache), last sync, the last error
 * in words, and Sync now / Disconnect (keep or delete its mail) / Remove.
 */
import { errorDescription, type Mailbox } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { MAILBOX_KEY_PREFIX, MAILBOXES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { DisconnectDialog } from '../mailbox/DisconnectDialog';
import { ConnectMailbox } from '../mailbox/lazy';
import { MailboxRow } from '../mailbox/MailboxRow';

/** While a sync runs, the list is re-read this often too (the socket may be down). */
const SYNC_POLL_MS = 3_000;

export function useMailboxes() {
  return useQuery({
    queryKey: MAILBOXES_KEY,
    queryFn: async () => (await api().mailboxes.list()).items,
    refetchInterval: (q) =>
      q.state.data?.some((m) => m.status === 'queued' || m.status === 'syncing') ? SYNC_POLL_MS : false,
  });
}

export function MailboxSettings() {
  const queryClient = useQueryClient();
  const mailboxes = useMailboxes();
  const [connectOpen, setConnectOpen] = useState(false);
  const [disconnecting, setDisconnecting] = useState<{ mailbox: Mailbox; remove: boolean } | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MAILBOXES_KEY });
    void queryClient.invalidateQueries({ queryKey: MAILBOX_KEY_PREFIX });
  };

  const syncNow = async (mailbox: Mailbox) => {
    try {
      await api().mailboxes.sync(mailbox.id);
      notify({ title: 'Sync started', description: mailbox.address });
    } catch (error) {
      notifyError({ title: 'Error', description: errorDescription(error, 'Please try again later') });
    }
    refresh();
  };

  const syncContacts = async () => {
    try {
      await api().mailbox.syncContacts();
      notify({ title: 'Contact sync started' });
    } catch (error) {
      notifyError({ title: 'Error', description: errorDescription(error, 'Please try again later') });
    }
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {mailboxes.isPending ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Loading..</p>
      ) : mailboxes.isError ? (
        <p role="alert" className={css({ color: 'destructive.text', fontSize: 'sm' })}>
          {errorDescription(mailboxes.error, 'The mailboxes could not be loaded.')}
        </p>
      ) : mailboxes.data.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No mailbox is connected.</p>
      ) : (
        <ul aria-label="Mailboxes" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {mailboxes.data.map((m) => (
            <MailboxRow
              key={m.id}
              mailbox={m}
              onSync={() => void syncNow(m)}
              onSyncContacts={m.kind === 'gmail' ? () => void syncContacts() : undefined}
              onDisconnect={() => setDisconnecting({ mailbox: m, remove: false })}
              onRemove={() => setDisconnecting({ mailbox: m, remove: true })}
            />
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setConnectOpen(true)}>Connect a mailbox</Button>
      </div>
      <ConnectMailbox open={connectOpen} onClose={() => setConnectOpen(false)} place="settings" />
      {disconnecting ? (
        <DisconnectDialog
          mailbox={disconnecting.mailbox}
          remove={disconnecting.remove}
          onClose={() => setDisconnecting(null)}
          onDone={refresh}
        />
      ) : null}
    </div>
  );
}
