/**
 * "Connect a mailbox" (issue 14): one dialog for every way mail comes in — Gmail (OAuth),
 * Microsoft 365 / Outlook (OAuth, issue 27), IMAP, an mbox archive, the demo mailbox. Opened from the workspace sidebar, onboarding step 4 and
 * Account Settings; loaded as its own chunk when first opened.
 */

import type { MailboxProviderId } from '@rapport/sdk';
import { Dialog, Portal, Tabs, XIcon } from '@rapport/ui-kit';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { ArchiveUpload } from './ArchiveUpload';
import { DemoMailbox } from './DemoMailbox';
import { GmailChoice } from './GmailChoice';
import { ImapForm } from './ImapForm';
import { MicrosoftChoice } from './MicrosoftChoice';
import type { ConnectPlace } from './useConnectGmail';
import { useMailboxProviders } from './useMailboxProviders';

export type ConnectChoice = MailboxProviderId;

const CHOICE_LABELS: Record<ConnectChoice, string> = {
  gmail: 'Gmail',
  microsoft: 'Microsoft 365 / Outlook',
  imap: 'IMAP',
  mbox: 'Import an archive',
  demo: 'Demo',
};

export interface ConnectMailboxDialogProps {
  open: boolean;
  onClose(): void;
  place: ConnectPlace;
  initialChoice?: ConnectChoice;
}

export function ConnectMailboxDialog({ open, onClose, place, initialChoice }: ConnectMailboxDialogProps) {
  // Only the ways this server can use (issue 26); the asked-for one if offered, else the main one.
  const providers = useMailboxProviders();
  const [picked, setPicked] = useState<ConnectChoice | null>(null);
  const offered = (c: ConnectChoice | null | undefined): c is ConnectChoice =>
    Boolean(c && providers.available.includes(c));
  const choice = offered(picked) ? picked : offered(initialChoice) ? initialChoice : providers.primary;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Wide enough for the five ways in on one row of tabs (they scroll on a phone). */}
          <Dialog.Content
            className={css({ maxW: '2xl', maxH: '90dvh', overflowY: 'auto', p: { base: '5', sm: '6' } })}
          >
            <Dialog.Title>Connect a mailbox</Dialog.Title>
            <Dialog.Description>
              Rapport answers from your mail once it is in. Pick how to bring it.
            </Dialog.Description>
            <Dialog.CloseTrigger aria-label="Close">
              <XIcon size={16} />
            </Dialog.CloseTrigger>
            {providers.ready ? (
              <Tabs.Root value={choice} onValueChange={(d) => setPicked(d.value as ConnectChoice)}>
                <Tabs.List aria-label="How to connect">
                  {providers.available.map((id) => (
                    <Tabs.Trigger key={id} value={id}>
                      {CHOICE_LABELS[id]}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                {offered('gmail') ? (
                  <Tabs.Content value="gmail">
                    <GmailChoice place={place} />
                  </Tabs.Content>
                ) : null}
                {offered('microsoft') ? (
                  <Tabs.Content value="microsoft">
                    <MicrosoftChoice place={place} />
                  </Tabs.Content>
                ) : null}
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
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
