import { ERROR_MESSAGES, errorDescription } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { notifyError } from '../../lib/notify';
import { api } from '../../lib/services';
import type { ConnectPlace } from './useConnectGmail';

/**
 * Microsoft's sign-in (issue 27), the hand-off Gmail has: fetch the consent URL and send the
 * browser there; it comes back to `/auth/microsoft/callback`. On failure the "Connection Failed"
 * toast of the place it was asked from.
 */
export function useConnectMicrosoft(place: ConnectPlace) {
  const [connecting, setConnecting] = useState(false);
  const failure =
    place === 'workspace' ? ERROR_MESSAGES.mailboxConnectWorkspace : ERROR_MESSAGES.mailboxConnect;
  const connect = async () => {
    setConnecting(true);
    try {
      const { url } = await api().mailboxes.microsoftLogin();
      window.location.assign(url);
    } catch (error) {
      notifyError({ title: failure.title, description: errorDescription(error, failure.description) });
      setConnecting(false);
    }
  };
  return { connect, connecting };
}

/** The "Microsoft 365 / Outlook" choice of "Connect a mailbox". */
export function MicrosoftChoice({ place }: { place: ConnectPlace }) {
  const microsoft = useConnectMicrosoft(place);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Sign in with your Microsoft work, school or Outlook.com account and allow Rapport to read your mail
        and contacts. No password is shared; your Microsoft tokens stay on the server, and the newest mail is
        searchable within seconds.
      </p>
      <Button
        onClick={() => void microsoft.connect()}
        loading={microsoft.connecting}
        loadingText="Connecting..."
      >
        Connect Microsoft 365 / Outlook
      </Button>
    </div>
  );
}
