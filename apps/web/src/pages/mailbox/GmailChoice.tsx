import { SUCCESS_MESSAGES } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { MAILBOX_STATUS_KEY } from '../../lib/queryKeys';
import { api } from '../../lib/services';
import { type ConnectPlace, useConnectGmail } from './useConnectGmail';

/** The Gmail choice: the spec's OAuth hand-off, and "already connected" when it is. */
export function GmailChoice({ place }: { place: ConnectPlace }) {
  const gmail = useConnectGmail(place);
  const status = useQuery({
    queryKey: MAILBOX_STATUS_KEY,
    queryFn: () => api().mailbox.status(),
    retry: false,
  });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      {status.data?.connected ? (
        <p role="status" className={css({ color: 'success', fontSize: 'sm' })}>
          {SUCCESS_MESSAGES.mailboxAlreadyConnected.title}
          {status.data.email ? ` (${status.data.email})` : ''}.
        </p>
      ) : (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          Sign in with Google and allow Rapport to read your mail and contacts. Your Google tokens stay on the
          server; the newest mail is searchable within seconds.
        </p>
      )}
      <Button onClick={gmail.connect} loading={gmail.connecting} loadingText="Connecting...">
        Connect Gmail
      </Button>
    </div>
  );
}
