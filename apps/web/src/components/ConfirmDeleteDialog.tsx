import { Button, Dialog, Portal } from '@rapport/ui-kit';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

/** "Delete …?" with Cancel and a destructive Delete: a contact, a selection of contacts, a chat. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  pending?: boolean;
  onConfirm(): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' })}>
              <Button variant="outline" size="sm" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button variant="destructive" size="sm" disabled={pending} onClick={onConfirm}>
                {pending ? 'Deleting…' : 'Delete'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
