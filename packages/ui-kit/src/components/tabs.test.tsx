import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as Tabs from './tabs';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('gmail');
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => {
        setValue(details.value);
        onChange(details.value);
      }}
    >
      <Tabs.List aria-label="How to connect">
        <Tabs.Trigger value="gmail">Gmail</Tabs.Trigger>
        <Tabs.Trigger value="imap">IMAP</Tabs.Trigger>
        <Tabs.Trigger value="mbox">Import an archive</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="gmail">Gmail panel</Tabs.Content>
      <Tabs.Content value="imap">IMAP panel</Tabs.Content>
      <Tabs.Content value="mbox">Archive panel</Tabs.Content>
    </Tabs.Root>
  );
}

describe('Tabs', () => {
  it('shows the selected panel only, with the selected tab marked', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Gmail' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'IMAP' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel').textContent).toBe('Gmail panel');
    expect(screen.queryByText('IMAP panel')).toBeNull();
  });

  it('switches panels on click and reports the new value', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'IMAP' }));
    expect(onChange).toHaveBeenCalledWith('imap');
    expect(screen.getByRole('tabpanel').textContent).toBe('IMAP panel');
    expect(screen.queryByText('Gmail panel')).toBeNull();
  });

  it('moves between tabs with the arrow keys', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    screen.getByRole('tab', { name: 'Gmail' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('IMAP');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Import an archive');
    expect(onChange).toHaveBeenLastCalledWith('mbox');
  });

  it('gives the parts their recipe classes', () => {
    render(<Harness onChange={() => {}} />);
    expect(screen.getByRole('tablist').className).toContain('tabs__list');
    expect(screen.getByRole('tab', { name: 'Gmail' }).className).toContain('tabs__trigger');
  });
});
