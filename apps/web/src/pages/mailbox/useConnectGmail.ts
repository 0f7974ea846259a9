/**
 * The Gmail OAuth hand-off (spec §4 Mailbox connection): already connected → the spec's toast;
 * otherwise fetch the authorization URL and send the browser there. On failure the spec's
 * "Connection Failed" toast (the workspace has its own description, §8).
 */
import { ERROR_MESSAGES, errorDescription, SUCCESS_MESSAGES } from '@rapport/sdk';
import { useState } from 'react';
import { notify, notifyError } from '../../lib/notify';
import { api } from '../../lib/services';

export type ConnectPlace = 'workspace' | 'onboarding' | 'settings';

export function useConnectGmail(place: ConnectPlace) {
  const [connecting, setConnecting] = useState(false);
  const failure =
    place === 'workspace' ? ERROR_MESSAGES.mailboxConnectWorkspace : ERROR_MESSAGES.mailboxConnect;

  const connect = async () => {
    setConnecting(true);
    try {
      const status = await api().mailbox.status();
      if (status.connected) {
        notify(SUCCESS_MESSAGES.mailboxAlreadyConnected);
        setConnecting(false);
        return;
      }
      const { url } = await api().mailbox.authorizationUrl();
      window.location.assign(url);
    } catch (error) {
      notifyError({ title: failure.title, description: errorDescription(error, failure.description) });
      setConnecting(false);
    }
  };
  return { connect, connecting };
}
