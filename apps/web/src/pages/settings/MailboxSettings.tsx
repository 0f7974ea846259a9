/**
 * Account Settings → Mailboxes (issue 14): every mailbox with its kind, live status and phase, a
 * progress bar while it syncs (EMAIL_SYNC_PROGRESS updates the cache), last sync, the last error
 * in words, and Sync now / Disconnect (keep or delete its mail) / Remove.
 */
import { type ContactPolicy, errorDescription, type Mailbox } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { notify, notifyError } from '../../lib/notify';
import { contactKeys, jobKey, MAILBOX_KEY_PREFIX, MAILBOXES_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { DisconnectDialog } from '../mailbox/DisconnectDialog';
import { ConnectMailbox } from '../mailbox/lazy';
import { MailboxRow } from '../mailbox/MailboxRow';
import { useConnectMicrosoft } from '../mailbox/MicrosoftChoice';
import { useConnectGmail } from '../mailbox/useConnectGmail';

/** While a sync runs, the list is re-read this often too (the socket may be down). */
const SYNC_POLL_MS = 3_000;
/** A contact policy being applied: its job is read this often. */
const POLICY_POLL_MS = 1_000;

/** Gmail and Microsoft 365 have an address book of their own to read again; the rest take contacts from mail. */
const hasAddressBook = (m: Mailbox) => m.kind === 'gmail' || m.kind === 'microsoft';

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
  const [connectOpen, setConnectOpen] = useState<false | { initialChoice?: 'imap' }>(false);
  const gmail = useConnectGmail('settings');
  const microsoft = useConnectMicrosoft('settings');
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

  /**
   * A disconnected mailbox connected again: Gmail and Microsoft sign in, IMAP asks for the
   * password, an archive syncs.
   */
  const reconnect = (mailbox: Mailbox) => {
    if (mailbox.kind === 'gmail') void gmail.connect();
    else if (mailbox.kind === 'microsoft') void microsoft.connect();
    else if (mailbox.kind === 'imap') setConnectOpen({ initialChoice: 'imap' });
    else void syncNow(mailbox);
  };

  /** Policy jobs being applied, by mailbox: their progress is read until they end. */
  const [applying, setApplying] = useState<Record<string, string>>({});
  const changePolicy = async (mailbox: Mailbox, contactPolicy: ContactPolicy) => {
    try {
      const { jobId } = await api().mailboxes.update(mailbox.id, { contactPolicy });
      notify({
        title: 'Contact policy changed',
        description: 'It applies to the mail already imported too.',
      });
      if (jobId) setApplying((a) => ({ ...a, [mailbox.id]: jobId }));
    } catch (error) {
      notifyError({ title: 'Error', description: errorDescription(error, 'Please try again later') });
    }
    refresh();
  };
  const applied = (mailboxId: string) => {
    setApplying(({ [mailboxId]: _, ...rest }) => rest);
    void queryClient.invalidateQueries({ queryKey: contactKeys.all });
  };

  const syncContacts = async (mailboxId: string) => {
    try {
      await api().mailboxes.syncContacts(mailboxId);
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
            <PolicyJob key={m.id} jobId={applying[m.id]} onDone={() => applied(m.id)}>
              {(progress) => (
                <MailboxRow
                  mailbox={m}
                  onPolicyChange={(policy) => void changePolicy(m, policy)}
                  applying={progress}
                  onSync={() => void syncNow(m)}
                  onSyncContacts={hasAddressBook(m) ? () => void syncContacts(m.id) : undefined}
                  onDisconnect={() => setDisconnecting({ mailbox: m, remove: false })}
                  onRemove={() => setDisconnecting({ mailbox: m, remove: true })}
                  onReconnect={() => reconnect(m)}
                />
              )}
            </PolicyJob>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setConnectOpen({})}>Connect a mailbox</Button>
      </div>
      <ConnectMailbox
        open={connectOpen !== false}
        onClose={() => setConnectOpen(false)}
        place="settings"
        {...(connectOpen ? connectOpen : {})}
      />
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

/** Reads a policy job's progress every second until it ends; hands its counts to the row. */
function PolicyJob({
  jobId,
  onDone,
  children,
}: {
  jobId: string | undefined;
  onDone(): void;
  children(progress: { processed: number; total: number } | null): ReactNode;
}) {
  const job = useQuery({
    queryKey: jobKey(jobId ?? ''),
    queryFn: () => api().jobs.get(jobId as string),
    enabled: jobId !== undefined,
    refetchInterval: (q) =>
      q.state.data?.status === 'completed' || q.state.data?.status === 'error' ? false : POLICY_POLL_MS,
  });
  const status = job.data?.status;
  const error = job.data?.error;
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (jobId === undefined || status === undefined) return;
    if (status === 'completed') {
      notify({ title: 'Contact policy applied' });
      done.current();
    } else if (status === 'error') {
      notifyError({ title: 'Contact policy not applied', description: error ?? 'Please try again' });
      done.current();
    }
  }, [jobId, status, error]);
  const running = jobId !== undefined && status !== 'completed' && status !== 'error';
  return (
    <>{children(running ? { processed: job.data?.processed ?? 0, total: job.data?.total ?? 0 } : null)}</>
  );
}
