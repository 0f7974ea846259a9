import { detectDevice, ERROR_MESSAGES, errorDescription, SUCCESS_MESSAGES } from '@rapport/sdk';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { Button, linkClass, TextField } from '../../components/ui';
import { notify, notifyError } from '../../lib/notify';
import { api } from '../../lib/services';
import { AuthCard, formClass } from './AuthCard';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      notifyError({ title: 'Missing fields', description: 'Please fill in all required fields' });
      return;
    }
    setBusy(true);
    try {
      // §7: the device is detected from the browser's user agent.
      const device = detectDevice(navigator.userAgent);
      await api().auth.forgotPassword({
        email: email.trim(),
        operating_system: device.operating_system,
        browser_name: device.browser_name,
      });
      notify(SUCCESS_MESSAGES.forgotPassword);
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
      title="Forgot password"
      subtitle="Enter your email and we'll send you a link to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/sign-in" className={linkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      <form className={formClass} onSubmit={onSubmit} noValidate aria-label="Forgot password">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" fullWidth loading={busy} loadingText="Sending reset link...">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
