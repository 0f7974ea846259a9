/**
 * decisions.md: the page reads `code` and `state`, posts them to POST /auth/google/callback,
 * and shows processing → success ("Successfully Connected!", to / after 2 s) or error
 * ("Connection Failed", Go Back to /onboarding). `/auth/microsoft/callback` (issue 27) is the same
 * page posting to POST /auth/microsoft/callback.
 */

import { ERROR_MESSAGES, errorDescription, SUCCESS_MESSAGES } from '@rapport/sdk';
import { Spinner } from '@rapport/ui-kit';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../styled-system/css';
import { button } from '../../styled-system/recipes/button';
import { CenteredShell } from '../components/chrome';
import { cardClass } from '../components/styles';
import { notify } from '../lib/notify';
import { api } from '../lib/services';

/** §9 Mailbox success redirect. */
export const MAILBOX_SUCCESS_REDIRECT_MS = 2_000;

type CallbackState = { kind: 'processing' } | { kind: 'success' } | { kind: 'error'; message: string };

/** Whose hand-off this page ends: Google's (the spec's) or Microsoft's. */
export type CallbackProvider = 'google' | 'microsoft';

const exchange = (provider: CallbackProvider, body: { code: string; state: string }): Promise<unknown> =>
  provider === 'microsoft' ? api().mailboxes.microsoftCallback(body) : api().mailbox.callback(body);

export function MicrosoftCallbackPage() {
  return <MailboxCallbackPage provider="microsoft" />;
}

export function MailboxCallbackPage({ provider = 'google' }: { provider?: CallbackProvider }) {
  const navigate = useNavigate();
  const [state, setState] = useState<CallbackState>({ kind: 'processing' });
  const started = useRef(false);
  // The raw query string: the router's parsed search would turn a numeric code into a number.
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(searchStr);
    const code = params.get('code');
    const oauthState = params.get('state');
    if (!code || !oauthState) {
      setState({ kind: 'error', message: ERROR_MESSAGES.callbackMissingTokens.description });
      return;
    }
    exchange(provider, { code, state: oauthState })
      .then(() => {
        setState({ kind: 'success' });
        notify(SUCCESS_MESSAGES.mailboxConnected);
      })
      .catch((error: unknown) =>
        setState({
          kind: 'error',
          message: errorDescription(error, ERROR_MESSAGES.mailboxConnect.description),
        }),
      );
  }, [searchStr, provider]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => void navigate({ to: '/' }), MAILBOX_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return (
    <CenteredShell>
      <div className={cardClass} style={{ textAlign: 'center' }}>
        {state.kind === 'processing' ? (
          <div
            role="status"
            className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '3' })}
          >
            <Spinner />
            <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>Connecting your mailbox...</h1>
          </div>
        ) : state.kind === 'success' ? (
          <div role="status">
            <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', color: 'success' })}>
              Successfully Connected!
            </h1>
            <p className={css({ color: 'fg.muted', mt: '2' })}>Taking you to your workspace...</p>
          </div>
        ) : (
          <div role="alert">
            <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold', color: 'destructive.text' })}>
              Connection Failed
            </h1>
            <p className={css({ color: 'fg.muted', mt: '2' })}>{state.message}</p>
            <Link to="/onboarding" className={button({ variant: 'outline' })} style={{ marginTop: '1.5rem' }}>
              Go Back
            </Link>
          </div>
        )}
      </div>
    </CenteredShell>
  );
}
