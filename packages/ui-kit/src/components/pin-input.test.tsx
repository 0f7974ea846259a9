import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinInput } from './pin-input';

function slots() {
  return screen.getAllByRole('textbox') as HTMLInputElement[];
}

describe('PinInput', () => {
  it('draws 6 slots for the one-time code', () => {
    render(<PinInput aria-label="Verification code" />);
    expect(slots()).toHaveLength(6);
    expect(slots()[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(slots()[0]?.getAttribute('inputmode')).toBe('numeric');
  });

  it('names each slot', () => {
    render(<PinInput aria-label="Verification code" />);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeTruthy();
    expect(screen.getByLabelText('Digit 6 of 6')).toBeTruthy();
  });

  it('accepts digits only', async () => {
    const onValueChange = vi.fn();
    render(<PinInput aria-label="Verification code" onValueChange={onValueChange} />);
    await userEvent.click(slots()[0]!);
    await userEvent.keyboard('a');
    expect(slots()[0]?.value).toBe('');
    await userEvent.keyboard('4');
    expect(slots()[0]?.value).toBe('4');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ valueAsString: '4' }));
  });

  it('moves along the slots and reports the complete code', async () => {
    const onValueComplete = vi.fn();
    render(<PinInput aria-label="Verification code" onValueComplete={onValueComplete} />);
    await userEvent.click(slots()[0]!);
    await userEvent.keyboard('123456');
    expect(slots().map((slot) => slot.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onValueComplete).toHaveBeenCalledWith(expect.objectContaining({ valueAsString: '123456' }));
  });

  it('honours another length when asked', () => {
    render(<PinInput aria-label="Code" length={4} />);
    expect(slots()).toHaveLength(4);
  });
});
