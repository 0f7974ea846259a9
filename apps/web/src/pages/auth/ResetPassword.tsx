import { ERROR_MESSAGES, errorDescription, SUCCESS_MESSAGES, validateResetPassword } from '@rapport/sdk';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button, linkClass, PasswordField } from '../../components/ui';
import { notify, notifyError } from '../../lib/notify';
import { api } from '../../lib/services';
import { AuthCard, formClass } from './AuthCard';

export function ResetPasswordPage() {
  const { token } = useParams({ strict: false }) as { token?: string };
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !confirmPassword) {
      notifyError({ title: 'Missing fields', description: 'Please fill in all required fields' });
      return;
    }
    const problem = validateResetPassword(password, confirmPassword);
    if (problem) {
      notifyError(problem);
      return;
    }
    setBusy(true);
    try {
      await api().auth.resetPassword({ token: token ?? '', password });
      notify(SUCCESS_MESSAGES.passwordReset);
      await navigate({ to: '/sign-in' });
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.passwordReset.title,
        description: errorDescription(error, ERROR_MESSAGES.passwordReset.description),
      });
      setBusy(false);
    }
  };

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
