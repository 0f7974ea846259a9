import {
  CONTACT_POLICIES,
  CONTACT_POLICY_LABELS,
  type ContactPolicy,
  isMailboxBusy,
  leftOutText,
  type Mailbox,
  mailboxKindLabel,
  mailboxSkippedLabel,
  mailboxStateLabel,
  syncCountText,
} from '@rapport/sdk';
import { Button, ProgressBar } from '@rapport/ui-kit';
import { css } from '../../../styled-system/css';
import { formatEmailDate } from './EmailView';
import { SelectField } from './formParts';

export interface MailboxRowProps {
  mailbox: Mailbox;
  onSync(): void;
  onSyncContacts?: (() => void) | undefined;
  onDisconnect(): void;
  onRemove(): void;
  /** A disconnected mailbox connected again (Gmail signs in, IMAP asks for the password, an archive syncs). */
  onReconnect?: (() => void) | undefined;
  /** A new contact policy chosen (Settings re-applies it to the mail already imported). */
  onPolicyChange?: ((policy: ContactPolicy) => void) | undefined;
  /** While a policy change is being applied: its progress ("120 of 2,400"), else null. */
  applying?: { processed: number; total: number } | null | undefined;
}

const muted = css({ color: 'fg.muted', fontSize: 'sm' });

/** One mailbox in Account Settings: what it is, where its sync stands, what can be done. */
export function MailboxRow({
  mailbox: m,
  onSync,
  onSyncContacts,
  onDisconnect,
  onRemove,
  onReconnect,
  onPolicyChange,
  applying,
}: MailboxRowProps) {
  // "Disconnect, keep its mail" keeps it listed (issue 26): Reconnect or Remove are what is left.
  const disconnected = Boolean(m.disconnectedAt);
  const busy = !disconnected && isMailboxBusy(m);
  const counts = syncCountText(m.processed, m.total);
  const leftOut = leftOutText(m.leftOut);
  const policy = m.contactPolicy ?? 'two_way';
  return (
    <li
      aria-label={m.address}
      data-status={disconnected ? 'disconnected' : m.status}
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
        {mailboxStateLabel(m)}
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
      {leftOut ? (
        <p className={muted} data-testid="mailbox-left-out">
          {leftOut}: spam, trash and unsent drafts are never imported.
        </p>
      ) : null}
      {onPolicyChange ? (
        <SelectField
          label="Make contacts of"
          value={policy}
          onChange={(value) => onPolicyChange(value as ContactPolicy)}
          options={CONTACT_POLICIES.map((p) => ({ value: p, label: CONTACT_POLICY_LABELS[p].label }))}
          hint={CONTACT_POLICY_LABELS[policy].help}
        />
      ) : null}
      {applying ? (
        <ProgressBar
          value={
            applying.total > 0 ? Math.min(100, Math.round((applying.processed / applying.total) * 100)) : null
          }
          label={`Applying to imported mail: ${syncCountText(applying.processed, applying.total) ?? 'starting...'}`}
          aria-label={`Contact policy of ${m.address} being applied`}
        />
      ) : null}
      {m.error ? (
        <p className={css({ color: 'destructive.text', fontSize: 'sm' })} data-testid="mailbox-error">
          {m.error}
        </p>
      ) : null}
      {disconnected ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <Button size="sm" variant="outline" onClick={onReconnect ?? onSync}>
            Reconnect
          </Button>
          <Button size="sm" variant="destructive" onClick={onRemove}>
            Remove
          </Button>
        </div>
      ) : (
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
      )}
    </li>
  );
}
