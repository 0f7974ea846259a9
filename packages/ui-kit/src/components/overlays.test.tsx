import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as Drawer from './drawer';
import * as Menu from './menu';
import * as Progress from './progress';
import { ProgressBar } from './progress-bar';
import * as Tooltip from './tooltip';

function UserMenu({ onSelect }: { onSelect: (value: string) => void }) {
  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger>Account</Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.Item value="profile">Profile Settings</Menu.Item>
          <Menu.Item value="account">Account Settings</Menu.Item>
          <Menu.Separator />
          <Menu.Item value="sign-out">Sign Out</Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}

describe('Menu', () => {
  it('opens from its trigger and reports the chosen entry', async () => {
    const onSelect = vi.fn();
    render(<UserMenu onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    const item = await screen.findByRole('menuitem', { name: 'Account Settings' });
    await userEvent.click(item);
    expect(onSelect).toHaveBeenCalledWith('account');
  });

  it('gives the content the 56-unit width class of its recipe', async () => {
    render(<UserMenu onSelect={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect((await screen.findByRole('menu')).className).toContain('menu__content');
  });
});

function Sidebar() {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Drawer.Trigger>Open chats</Drawer.Trigger>
      <Drawer.Backdrop data-testid="overlay" />
      <Drawer.Positioner>
        <Drawer.Content>
          <Drawer.Title>Chats</Drawer.Title>
          <Drawer.CloseTrigger>Close</Drawer.CloseTrigger>
        </Drawer.Content>
      </Drawer.Positioner>
    </Drawer.Root>
  );
}

describe('Drawer', () => {
  it('opens as a dialog with an overlay and closes on Escape', async () => {
    render(<Sidebar />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open chats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Chats' });
    expect(dialog.className).toContain('drawer__content');
    expect(screen.getByTestId('overlay').hidden).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Progress', () => {
  it('exposes its value as a progressbar', () => {
    render(<ProgressBar value={40} label="Step 2 of 5" showValueText />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
  });

  it('takes a tone variant on the root', () => {
    const { container } = render(
      <Progress.Root value={10} tone="destructive" aria-label="Upload">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>,
    );
    expect(container.querySelector('[data-part="range"]')?.className).toContain(
      'progress__range--tone_destructive',
    );
  });
});

describe('Tooltip', () => {
  it('shows its content when the trigger gets keyboard focus', async () => {
    render(
      <Tooltip.Root openDelay={0} closeDelay={0}>
        <Tooltip.Trigger>Upload files</Tooltip.Trigger>
        <Tooltip.Positioner>
          <Tooltip.Content>Coming soon</Tooltip.Content>
        </Tooltip.Positioner>
      </Tooltip.Root>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Coming soon');
  });
});
