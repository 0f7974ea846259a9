import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION, validateSignUp } from '@rapport/sdk';
import { Button, PasswordField, TextField } from '@rapport/ui-kit';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { linkClass } from '../../components/styles';
import { notify } from '../../lib/notify';
import { api } from '../../lib/services';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { AuthCard, EmailField, formClass } from './AuthCard';

export function SignUpPage() {
  const navigate = useNavigate();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const { busy, onSubmit } = useFormSubmit({
    // §5: checked in the spec's order; the first failing rule is the one toast shown.
    check: () =>
      validateSignUp(form) ??
      (!form.firstName.trim() || !form.lastName.trim() ? VALIDATION.missingFields : null),
    run: async () => {
      await api().auth.signup({
        first_name: form.firstName.trim(),
        last_name: form.lastName.trim(),
        email: form.email.trim(),
        password: form.password,
      });
      notify(SUCCESS_MESSAGES.accountCreated);
      await navigate({ to: '/sign-in' });
    },
    failure: ERROR_MESSAGES.signUp,
  });

  return (
    <AuthCard
      title="Create an account"
      subtitle="Start managing your relationships with Rapport"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form className={formClass} onSubmit={onSubmit} noValidate aria-label="Sign up">
        <div
          className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}
        >
          <TextField
            label="First Name"
            name="first_name"
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={set('firstName')}
          />
          <TextField
            label="Last Name"
            name="last_name"
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={set('lastName')}
          />
        </div>
        <EmailField value={form.email} onChange={(email) => setForm((f) => ({ ...f, email }))} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          value={form.password}
          onChange={set('password')}
        />
        <PasswordField
          label="Confirm Password"
          name="confirm_password"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={busy} loadingText="Creating account...">
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
