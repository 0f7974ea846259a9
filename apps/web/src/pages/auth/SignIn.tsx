import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@rapport/sdk';
import { Button, PasswordField } from '@rapport/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { linkClass } from '../../components/styles';
import { notify } from '../../lib/notify';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { signIn } from '../../state/session';
import { AuthCard, EmailField, formClass } from './AuthCard';

export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, onSubmit } = useFormSubmit({
    run: async () => {
      const user = await signIn({ email: email.trim(), password });
      notify(SUCCESS_MESSAGES.signedIn);
      // decisions.md: one navigation, to / when verified, else to /verify-email.
      await navigate({ to: user.emailVerified ? '/' : '/verify-email' });
    },
    failure: ERROR_MESSAGES.signIn,
  });

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
        <EmailField value={email} onChange={setEmail} />
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
