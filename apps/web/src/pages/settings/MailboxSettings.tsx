/**
 * Account Settings → Mailbox: the Gmail connection (status, connect, disconnect) and the syncs
 * of spec §7 (POST /emails/sync with its status, POST /gmail/sync-contacts).
 */

import { ERROR_MESSAGES, errorDescription, SUCCESS_MESSAGES } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { api } from '../../lib/services';

const MAILBOX_KEY = ['mailbox', 'status'] as const;
const SYNC_KEY = ['emails', 'syncStatus'] as const;
/** While a sync runs, its status is re-read this often. */
const SYNC_POLL_MS = 2_000;

export function MailboxSettings() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: MAILBOX_KEY, queryFn: () => api().mailbox.status(), retry: false });
  const connected = Boolean(status.data?.connected);
  const sync = useQuery({
    queryKey: SYNC_KEY,
    queryFn: () => api().email.syncStatus(),
    enabled: connected,
    retry: false,
    refetchInterval: (q) =>
      q.state.data?.syncStatus === 'queued' || q.state.data?.syncStatus === 'syncing' ? SYNC_POLL_MS : false,
  });
  const [busy, setBusy] = useState<null | 'connect' | 'disconnect' | 'emails' | 'contacts'>(null);

  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<unknown>, done?: string) => {
    setBusy(kind);
    try {
      await action();
      if (done) notify({ title: done });
      await queryClient.invalidateQueries({ queryKey: ['mailbox'] });
      await queryClient.invalidateQueries({ queryKey: ['emails'] });
    } catch (error) {
      notifyError({ title: 'Error', description: errorDescription(error, 'Please try again later') });
    } finally {
      setBusy(null);
    }
  };

  const connect = async () => {
    setBusy('connect');
    try {
      const { url } = await api().mailbox.authorizationUrl();
      window.location.assign(url);
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.mailboxConnect.title,
        description: errorDescription(error, ERROR_MESSAGES.mailboxConnect.description),
      });
      setBusy(null);
    }
  };

  if (status.isPending) return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Loading..</p>;
  if (status.isError)
    return (
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {errorDescription(status.error, 'The mailbox status is not available.')}
      </p>
    );

  if (!connected) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>No mailbox is connected.</p>
        <Button onClick={connect} loading={busy === 'connect'} loadingText="Connecting...">
          Connect Gmail
        </Button>
      </div>
    );
  }

  const s = sync.data;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ fontSize: 'sm' })}>
        {SUCCESS_MESSAGES.mailboxAlreadyConnected.title}
        {status.data?.email ? ` (${status.data.email})` : ''}.
      </p>
      {s ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })} role="status">
          Email sync: {s.syncStatus}
          {s.total ? ` (${s.processed} of ${s.total})` : ''}
          {s.lastSyncedAt ? `, last synced ${new Date(s.lastSyncedAt).toLocaleString()}` : ''}
          {s.error ? `: ${s.error}` : ''}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          variant="outline"
          onClick={() => run('emails', () => api().email.sync(), 'Email sync started')}
          loading={busy === 'emails'}
          loadingText="Starting..."
        >
          Sync emails
        </Button>
        <Button
          variant="outline"
          onClick={() => run('contacts', () => api().mailbox.syncContacts(), 'Contact sync started')}
          loading={busy === 'contacts'}
          loadingText="Starting..."
        >
          Sync contacts
        </Button>
        <Button
          variant="destructive"
          onClick={() => run('disconnect', () => api().mailbox.disconnect(), 'Gmail disconnected')}
          loading={busy === 'disconnect'}
          loadingText="Disconnecting..."
        >
          Disconnect
        </Button>
      </div>
    </div>
  );
}
