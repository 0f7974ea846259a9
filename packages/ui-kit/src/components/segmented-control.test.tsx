import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control';

const MODES = [
  { value: 'input', label: 'Input Mode' },
  { value: 'query', label: 'Query Mode' },
] as const;

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [mode, setMode] = useState<'input' | 'query'>('input');
  return (
    <SegmentedControl
      label="Mode"
      items={MODES}
      value={mode}
      onValueChange={(value) => {
        setMode(value);
        onChange(value);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('offers each item as a radio with the current one checked', () => {
    render(<Harness onChange={() => {}} />);
    expect((screen.getByRole('radio', { name: 'Input Mode' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Query Mode' }) as HTMLInputElement).checked).toBe(false);
  });

  it('switches value on click', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByText('Query Mode'));
    expect(onChange).toHaveBeenLastCalledWith('query');
    expect((screen.getByRole('radio', { name: 'Query Mode' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches value with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Input Mode' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith('query');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('input');
  });
});
