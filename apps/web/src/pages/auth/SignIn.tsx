import { ERROR_MESSAGES, errorDescription, SUCCESS_MESSAGES } from '@rapport/sdk';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { css } from '../../../styled-system/css';
import { Button, linkClass, PasswordField, TextField } from '../../components/ui';
import { notify, notifyError } from '../../lib/notify';
import { signIn } from '../../state/session';
import { AuthCard, formClass } from './AuthCard';

export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const user = await signIn({ email: email.trim(), password });
      notify(SUCCESS_MESSAGES.signedIn);
      // decisions.md: one navigation, to / when verified, else to /verify-email.
      await navigate({ to: user.emailVerified ? '/' : '/verify-email' });
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.signIn.title,
        description: errorDescription(error, ERROR_MESSAGES.signIn.description),
      });
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back to Rapport"
      footer={
        <>
          Don't have an account?{' '}
          <Link to="/sign-up" className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form className={formClass} onSubmit={onSubmit} noValidate aria-label="Sign in">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={css({ display: 'flex', justifyContent: 'flex-end', fontSize: 'sm' })}>
          <Link to="/forgot-password" className={linkClass}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" fullWidth loading={busy} loadingText="Signing in...">
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
