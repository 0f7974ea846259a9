import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

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

  it('links both its hint and its error when invalid', () => {
    render(
      <TextField label="Email" hint="Work address" invalid error="Please enter a valid email address" />,
    );
    const input = screen.getByLabelText('Email');
    const hint = screen.getByText('Work address');
    const error = screen.getByText('Please enter a valid email address');
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} ${error.id}`);
    expect(input.getAttribute('aria-errormessage')).toBe(error.id);
  });

  it('keeps a given id and puts className on the input, rootProps on the root', () => {
    render(<TextField label="First Name" id="first" className="extra" rootProps={{ className: 'outer' }} />);
    const input = screen.getByLabelText('First Name');
    expect(input.id).toBe('first');
    expect(input.className).toContain('extra');
    expect(input.className).toContain('input');
    expect(input.parentElement?.className).toContain('outer');
  });

  it('disables and marks read-only through the field', () => {
    render(<TextField label="Email" value="ada@example.com" disabled readOnly />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.readOnly).toBe(true);
  });
});
