import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('is labelled and hides the password until "Show" is pressed', async () => {
    render(<PasswordField label="Password" name="password" required />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.name).toBe('password');
    expect(input.required).toBe(true);
    expect(input.autocomplete).toBe('current-password');

    const toggle = screen.getByRole('button', { name: 'Show' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);
    await userEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input.type).toBe('password');
  });

  it('does not submit its form when the toggle is pressed', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PasswordField label="Password" />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts typing and a new-password autocomplete', async () => {
    const onChange = vi.fn();
    render(<PasswordField label="New Password" autoComplete="new-password" onChange={onChange} />);
    const input = screen.getByLabelText('New Password') as HTMLInputElement;
    await userEvent.type(input, 'hunter22');
    expect(input.value).toBe('hunter22');
    expect(onChange).toHaveBeenCalledTimes(8);
    expect(input.autocomplete).toBe('new-password');
  });

  it('takes other toggle words and can start shown', () => {
    render(<PasswordField label="Password" showLabel="Reveal" hideLabel="Conceal" defaultVisible />);
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    expect(screen.getByRole('button', { name: 'Conceal' })).toBeTruthy();
  });

  it('shows its error only when invalid and links it', () => {
    const { rerender } = render(<PasswordField label="Password" error="Password is too short" />);
    expect(screen.queryByText('Password is too short')).toBeNull();
    rerender(<PasswordField label="Password" invalid error="Password is too short" />);
    const error = screen.getByText('Password is too short');
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(error.id);
  });
});
