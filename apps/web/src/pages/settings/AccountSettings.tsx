import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION, validateResetPassword } from '@rapport/sdk';
import { Button, PasswordField } from '@rapport/ui-kit';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { PageLayout } from '../../components/Header';
import { cardClass } from '../../components/styles';
import { notify, notifyError } from '../../lib/notify';
import { api, signingOut as asOwnSignOut } from '../../lib/services';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { markSignedOut, useSession } from '../../state/session';
import { setTheme, type Theme, useTheme } from '../../state/theme';
import { MailboxSettings } from './MailboxSettings';

const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '4' });

export function AccountSettingsPage() {
  const navigate = useNavigate();
  const theme = useTheme();
  const verified = Boolean(useSession().user?.emailVerified);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [signingOut, setSigningOut] = useState(false);

  const { busy, onSubmit: onChangePassword } = useFormSubmit({
    check: () =>
      !current || !password || !confirm ? VALIDATION.missingFields : validateResetPassword(password, confirm),
    run: async () => {
      await api().auth.changePassword({ current_password: current, password });
      setCurrent('');
      setPassword('');
      setConfirm('');
      notify({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
    },
    failure: { title: 'Error', description: 'Could not change your password' },
    readyAfterSuccess: true,
  });

  const onSignOutAll = async () => {
    setSigningOut(true);
    // The SDK clears the local session whatever the server answers.
    const result = await asOwnSignOut(() => api().auth.signoutAll());
    markSignedOut();
    if (result.serverSignedOut) notify(SUCCESS_MESSAGES.signedOut);
    else notifyError(ERROR_MESSAGES.signOut);
    await navigate({ to: '/sign-in' });
  };

  return (
    <PageLayout title="Account Settings">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        {verified ? (
          <section id="mailboxes" className={cardClass} aria-labelledby="mailbox-title">
            <h2 id="mailbox-title" className={sectionTitle}>
              Mailboxes
            </h2>
            <MailboxSettings />
          </section>
        ) : null}
        <section className={cardClass} aria-labelledby="password-title">
          <h2 id="password-title" className={sectionTitle}>
            Change password
          </h2>
          <form
            onSubmit={onChangePassword}
            noValidate
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          >
            <PasswordField
              label="Current Password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
            <PasswordField
              label="New Password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <div>
              <Button type="submit" loading={busy} loadingText="Changing password...">
                Change password
              </Button>
            </div>
          </form>
        </section>

        <section className={cardClass} aria-labelledby="theme-title">
          <h2 id="theme-title" className={sectionTitle}>
            Theme
          </h2>
          <fieldset className={css({ display: 'flex', gap: '4', border: 'none', p: 0 })}>
            <legend className={css({ srOnly: true })}>Theme</legend>
            {(['light', 'dark'] as Theme[]).map((value) => (
              <label
                key={value}
                className={css({ display: 'flex', alignItems: 'center', gap: '2', cursor: 'pointer' })}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => setTheme(value)}
                />
                {value === 'light' ? 'Light' : 'Dark'}
              </label>
            ))}
          </fieldset>
        </section>

        <section className={cardClass} aria-labelledby="sessions-title">
          <h2 id="sessions-title" className={sectionTitle}>
            Sessions
          </h2>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mb: '4' })}>
            Sign out of Rapport on every device, including this one.
          </p>
          <Button
            variant="destructive"
            onClick={onSignOutAll}
            loading={signingOut}
            loadingText="Signing out..."
          >
            Sign out everywhere
          </Button>
        </section>
      </div>
    </PageLayout>
  );
}
