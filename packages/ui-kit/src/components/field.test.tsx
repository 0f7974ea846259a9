import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as Field from './field';
import { TextField } from './field';
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

describe('TextField', () => {
  it('ties its label and hint to the input and passes input props through', async () => {
    const onChange = vi.fn();
    render(
      <TextField
        label="Email"
        type="email"
        name="email"
        required
        hint="We never share it."
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.name).toBe('email');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('We never share it.').id);
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });

  it('shows its error only when invalid', () => {
    const { rerender } = render(<TextField label="Email" error="Please enter a valid email address" />);
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    rerender(<TextField label="Email" invalid error="Please enter a valid email address" />);
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('disables and marks read-only through the field', () => {
    render(<TextField label="Email" value="ada@example.com" disabled readOnly />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.readOnly).toBe(true);
  });
});
