import { ERROR_MESSAGES, errorDescription } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { notifyError } from '../../lib/notify';
import { api } from '../../lib/services';
import type { ConnectPlace } from './useConnectGmail';

/**
 * The "Microsoft 365 / Outlook" choice (issue 27): Microsoft's sign-in, the hand-off Gmail has.
 * The browser goes to Microsoft and comes back to `/auth/microsoft/callback`.
 */
export function MicrosoftChoice({ place }: { place: ConnectPlace }) {
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
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Sign in with your Microsoft work, school or Outlook.com account and allow Rapport to read your mail
        and contacts. No password is shared; your Microsoft tokens stay on the server, and the newest mail is
        searchable within seconds.
      </p>
      <Button onClick={() => void connect()} loading={connecting} loadingText="Connecting...">
        Connect Microsoft 365 / Outlook
      </Button>
    </div>
  );
}
