import {
  isMailboxBusy,
  type Mailbox,
  mailboxKindLabel,
  mailboxSkippedLabel,
  mailboxStatusLabel,
  syncCountText,
} from '@rapport/sdk';
import { Button, ProgressBar } from '@rapport/ui-kit';
import { css } from '../../../styled-system/css';
import { formatEmailDate } from './EmailView';

export interface MailboxRowProps {
  mailbox: Mailbox;
  onSync(): void;
  onSyncContacts?: (() => void) | undefined;
  onDisconnect(): void;
  onRemove(): void;
}

const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** One mailbox in Account Settings: what it is, where its sync stands, what can be done. */
export function MailboxRow({ mailbox: m, onSync, onSyncContacts, onDisconnect, onRemove }: MailboxRowProps) {
  const busy = isMailboxBusy(m);
  const counts = syncCountText(m.processed, m.total);
  return (
    <li
      aria-label={m.address}
      data-status={m.status}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '4',
        rounded: 'lg',
        borderWidth: '1px',
        borderColor: 'border',
      })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' })}>
        <span className={css({ fontWeight: 'medium', wordBreak: 'break-all' })}>{m.address}</span>
        <span
          className={css({
            fontSize: 'xs',
            px: '2',
            py: '0.5',
            rounded: 'full',
            bg: 'bg.muted',
            alignSelf: 'center',
          })}
        >
          {mailboxKindLabel(m)}
        </span>
      </div>
      <p className={muted} role="status">
        {mailboxStatusLabel(m.status)}
        {m.phase && busy ? `: ${m.phase}` : ''}
        {typeof m.emailCount === 'number' ? ` · ${m.emailCount.toLocaleString('en-US')} emails` : ''}
        {mailboxSkippedLabel(m) ? ` · ${mailboxSkippedLabel(m)}` : ''}
      </p>
      {busy ? (
        <ProgressBar
          value={m.total > 0 ? Math.min(100, Math.round((m.processed / m.total) * 100)) : null}
          label={counts ?? 'Starting...'}
          aria-label={`Sync progress of ${m.address}`}
        />
      ) : null}
      <p className={muted}>Last synced: {m.lastSyncedAt ? formatEmailDate(m.lastSyncedAt) : 'never'}</p>
      {m.error ? (
        <p className={css({ color: 'destructive.text', fontSize: 'sm' })} data-testid="mailbox-error">
          {m.error}
        </p>
      ) : null}
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button size="sm" variant="outline" onClick={onSync} disabled={busy}>
          Sync now
        </Button>
        {onSyncContacts ? (
          <Button size="sm" variant="outline" onClick={onSyncContacts}>
            Sync contacts
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={onDisconnect}>
          Disconnect
        </Button>
        <Button size="sm" variant="destructive" onClick={onRemove}>
          Remove
        </Button>
      </div>
    </li>
  );
}
