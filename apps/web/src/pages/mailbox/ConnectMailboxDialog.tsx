/**
 * "Connect a mailbox" (issue 14): one dialog for every way mail comes in — Gmail (OAuth), IMAP,
 * an mbox archive, the demo mailbox. Opened from the workspace sidebar, onboarding step 4 and
 * Account Settings; loaded as its own chunk when first opened.
 */
import { Dialog, Portal, Tabs, XIcon } from '@rapport/ui-kit';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { ArchiveUpload } from './ArchiveUpload';
import { DemoMailbox } from './DemoMailbox';
import { GmailChoice } from './GmailChoice';
import { ImapForm } from './ImapForm';
import type { ConnectPlace } from './useConnectGmail';

export type ConnectChoice = 'gmail' | 'imap' | 'mbox' | 'demo';

export interface ConnectMailboxDialogProps {
  open: boolean;
  onClose(): void;
  place: ConnectPlace;
  initialChoice?: ConnectChoice;
}

export function ConnectMailboxDialog({
  open,
  onClose,
  place,
  initialChoice = 'gmail',
}: ConnectMailboxDialogProps) {
  const [choice, setChoice] = useState<ConnectChoice>(initialChoice);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            className={css({ maxW: 'lg', maxH: '90dvh', overflowY: 'auto', p: { base: '5', sm: '6' } })}
          >
            <Dialog.Title>Connect a mailbox</Dialog.Title>
            <Dialog.Description>
              Rapport answers from your mail once it is in. Pick how to bring it.
            </Dialog.Description>
            <Dialog.CloseTrigger aria-label="Close">
              <XIcon size={16} />
            </Dialog.CloseTrigger>
            <Tabs.Root value={choice} onValueChange={(d) => setChoice(d.value as ConnectChoice)}>
              <Tabs.List aria-label="How to connect">
                <Tabs.Trigger value="gmail">Gmail</Tabs.Trigger>
                <Tabs.Trigger value="imap">IMAP</Tabs.Trigger>
                <Tabs.Trigger value="mbox">Import an archive</Tabs.Trigger>
                <Tabs.Trigger value="demo">Demo</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="gmail">
                <GmailChoice place={place} />
              </Tabs.Content>
              <Tabs.Content value="imap">
                <ImapForm onConnected={onClose} />
              </Tabs.Content>
              <Tabs.Content value="mbox">
                <ArchiveUpload onStarted={onClose} />
              </Tabs.Content>
              <Tabs.Content value="demo">
                <DemoMailbox onStarted={onClose} />
              </Tabs.Content>
            </Tabs.Root>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
