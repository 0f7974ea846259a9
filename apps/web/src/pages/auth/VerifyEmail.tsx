import { ERROR_MESSAGES, errorDescription, isValidOtp, OTP_LENGTH, SUCCESS_MESSAGES } from '@rapport/sdk';
import { Button, PinInput } from '@rapport/ui-kit';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import { LoadingScreen } from '../../components/chrome';
import { linkClass } from '../../components/styles';
import { notify, notifyError } from '../../lib/notify';
import { api } from '../../lib/services';
import { hasStoredAccessToken, loadSession, setUser, signOut, useSession } from '../../state/session';
import { AuthCard, formClass } from './AuthCard';

export function VerifyEmailPage() {
  const navigate = useNavigate();
  const snap = useSession();
  const [otp, setOtp] = useState('');
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    void loadSession();
  }, []);

  // §2: without a stored access token the page redirects to /sign-in.
  if (!hasStoredAccessToken()) return <Navigate to="/sign-in" replace />;
  if (snap.status === 'loading') return <LoadingScreen />;
  if (snap.user?.emailVerified && !busy) return <Navigate to="/" replace />;

  const verify = async (code: string) => {
    if (!isValidOtp(code) || busy) return;
    setBusy(true);
    try {
      const response = await api().auth.verifyEmail({ otp: code });
      setUser(response.user);
      notify(SUCCESS_MESSAGES.otpVerified);
      await navigate({ to: '/' });
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.otpVerify.title,
        description: errorDescription(error, ERROR_MESSAGES.otpVerify.description),
      });
      setOtp('');
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void verify(otp);
  };

  const resend = async () => {
    setResending(true);
    try {
      await api().auth.resendOtp();
      notify(SUCCESS_MESSAGES.otpResent);
    } catch (error) {
      notifyError({
        title: ERROR_MESSAGES.otpResend.title,
        description: errorDescription(error, ERROR_MESSAGES.otpResend.description),
      });
    } finally {
      setResending(false);
    }
  };

  const onSignOut = async () => {
    const ok = await signOut();
    if (ok) notify(SUCCESS_MESSAGES.signedOut);
    else notifyError(ERROR_MESSAGES.signOut);
    await navigate({ to: '/sign-in' });
  };

  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        <>
          We sent a 6-digit code to <strong>{snap.user?.email ?? 'your email'}</strong>. Enter it below.
        </>
      }
    >
      <form className={formClass} onSubmit={onSubmit} noValidate aria-label="Verify email">
        <PinInput
          label="Verification code"
          length={OTP_LENGTH}
          value={otp.split('')}
          onValueChange={(details) => setOtp(details.valueAsString.replace(/\D/g, ''))}
          onValueComplete={(details) => void verify(details.valueAsString)}
          disabled={busy}
        />
        <Button type="submit" fullWidth loading={busy} loadingText="Verifying..." disabled={!isValidOtp(otp)}>
          Verify
        </Button>
      </form>
      <div
        className={css({
          mt: '5',
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          fontSize: 'sm',
          gap: '3',
        })}
      >
        <button
          type="button"
          className={linkClass}
          onClick={resend}
          disabled={resending}
          style={{ cursor: 'pointer' }}
        >
          Resend OTP
        </button>
        <Button variant="outline" size="sm" onClick={onSignOut}>
          Sign Out
        </Button>
      </div>
    </AuthCard>
  );
}
