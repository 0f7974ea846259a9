import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { XIcon } from '../icons';
import * as Dialog from './dialog';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('is named by its aria-label and clickable', async () => {
    const onClick = vi.fn();
    render(
      <IconButton aria-label="Upload files" onClick={onClick}>
        <XIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload files' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its label as a tooltip on keyboard focus when asked', async () => {
    render(
      <IconButton aria-label="Phone integration" tooltip>
        <XIcon />
      </IconButton>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Phone integration' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Phone integration');
  });
});

function RenameDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger>Rename</Dialog.Trigger>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Title>Rename chat</Dialog.Title>
          <Dialog.Description>Give this chat a new title.</Dialog.Description>
          <input aria-label="Title" />
          <Dialog.CloseTrigger>Cancel</Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens as a named modal dialog and closes with its close trigger', async () => {
    render(<RenameDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename chat' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('dialog__content');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
