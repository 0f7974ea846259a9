import { detectDevice, ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION } from '@rapport/sdk';
import { Button } from '@rapport/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { linkClass } from '../../components/styles';
import { notify } from '../../lib/notify';
import { api } from '../../lib/services';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { AuthCard, EmailField, formClass } from './AuthCard';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const { busy, onSubmit } = useFormSubmit({
    check: () => (email.trim() ? null : VALIDATION.missingFields),
    run: async () => {
      // §7: the device is detected from the browser's user agent.
      const device = detectDevice(navigator.userAgent);
      await api().auth.forgotPassword({
        email: email.trim(),
        operating_system: device.operating_system,
        browser_name: device.browser_name,
      });
      notify(SUCCESS_MESSAGES.forgotPassword);
      await navigate({ to: '/sign-in' });
    },
    failure: ERROR_MESSAGES.passwordReset,
  });

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
        <EmailField value={email} onChange={setEmail} />
        <Button type="submit" fullWidth loading={busy} loadingText="Sending reset link...">
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
