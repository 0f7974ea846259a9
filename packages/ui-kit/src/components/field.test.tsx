import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as Field from './field';
import { PasswordInput } from './password-input';

describe('Field', () => {
  it('labels its input', () => {
    render(
      <Field.Root>
        <Field.Label>Email</Field.Label>
        <Field.Input type="email" />
      </Field.Root>,
    );
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it('shows the error text and marks the input invalid only when invalid', () => {
    const { rerender } = render(
      <Field.Root>
        <Field.Label>Email</Field.Label>
        <Field.Input />
        <Field.ErrorText>Email is required</Field.ErrorText>
      </Field.Root>,
    );
    expect(screen.queryByText('Email is required')).toBeNull();
    rerender(
      <Field.Root invalid>
        <Field.Label>Email</Field.Label>
        <Field.Input />
        <Field.ErrorText>Email is required</Field.ErrorText>
      </Field.Root>,
    );
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('PasswordInput', () => {
  it('is labelled by its field and hides the password until the toggle is pressed', async () => {
    render(
      <Field.Root>
        <Field.Label>Password</Field.Label>
        <PasswordInput />
      </Field.Root>,
    );
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('accepts typing', async () => {
    render(<PasswordInput aria-label="New Password" />);
    const input = screen.getByLabelText('New Password') as HTMLInputElement;
    await userEvent.type(input, 'hunter22');
    expect(input.value).toBe('hunter22');
  });
});

describe('PasswordInput in an invalid field', () => {
  it('points at the helper and error texts of its field', () => {
    render(
      <Field.Root invalid>
        <Field.Label>Password</Field.Label>
        <PasswordInput />
        <Field.HelperText>At least 8 characters</Field.HelperText>
        <Field.ErrorText>Password is too short</Field.ErrorText>
      </Field.Root>,
    );
    const input = screen.getByLabelText('Password');
    const helper = screen.getByText('At least 8 characters');
    const error = screen.getByText('Password is too short');
    expect(input.getAttribute('aria-describedby')).toBe(helper.id);
    expect(input.getAttribute('aria-errormessage')).toBe(error.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
