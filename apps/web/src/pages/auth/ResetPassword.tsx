import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION, validateResetPassword } from '@rapport/sdk';
import { Button, PasswordField } from '@rapport/ui-kit';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { linkClass } from '../../components/styles';
import { notify } from '../../lib/notify';
import { api } from '../../lib/services';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { AuthCard, formClass } from './AuthCard';

export function ResetPasswordPage() {
  const { token } = useParams({ strict: false }) as { token?: string };
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, onSubmit } = useFormSubmit({
    check: () =>
      !password || !confirmPassword
        ? VALIDATION.missingFields
        : validateResetPassword(password, confirmPassword),
    run: async () => {
      await api().auth.resetPassword({ token: token ?? '', password });
      notify(SUCCESS_MESSAGES.passwordReset);
      await navigate({ to: '/sign-in' });
    },
    failure: ERROR_MESSAGES.passwordReset,
  });

  return (
    <AuthCard
      title="Reset password"
      subtitle="Choose a new password of at least 8 characters."
      footer={
        <Link to="/sign-in" className={linkClass}>
          Back to sign in
        </Link>
      }
    >
      <form className={formClass} onSubmit={onSubmit} noValidate aria-label="Reset password">
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm Password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
        />
        <Button type="submit" fullWidth loading={busy} loadingText="Resetting password...">
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
