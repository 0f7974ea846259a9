/**
 * A cited source opened beside the answer (issue 14 "Reading mail"): an email with the cited
 * passage highlighted, or the contact's or post update's own card. A side panel on the right
 * from 768 px, a full-width drawer below.
 */
import type { Source } from '@rapport/sdk';
import { Drawer, Portal, XIcon } from '@rapport/ui-kit';
import { css } from '../../../styled-system/css';
import { EmailView } from './EmailView';
import { ContactCard, PostUpdateCard } from './SourceCards';
import { useWideScreen } from './useWideScreen';

export interface SourcePanelProps {
  source: Source | null;
  onClose(): void;
}

const TITLES: Record<Source['kind'], string> = {
  email: 'Email',
  contact: 'Contact',
  post_update: 'Post update',
};

export function SourcePanel({ source, onClose }: SourcePanelProps) {
  const wide = useWideScreen();
  if (!source) return null;
  // From 768 px a side panel beside the chat (the chat stays usable: another source can be
  // opened, the question box typed in); below, a drawer over the page with a backdrop.
  return (
    <Drawer.Root
      open
      placement="end"
      modal={!wide}
      closeOnInteractOutside={!wide}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
    >
      <Portal>
        {wide ? null : <Drawer.Backdrop />}
        {/* Beside the chat from 768 px: under the page header, which stays usable. */}
        <Drawer.Positioner className={css({ top: { md: '14' } })}>
          <Drawer.Content
            className={css({ w: { base: '100vw', md: '36rem' }, maxW: { base: '100vw', md: '50vw' } })}
            data-testid="source-panel"
          >
            <Drawer.Title>{TITLES[source.kind]}</Drawer.Title>
            <Drawer.CloseTrigger aria-label="Close">
              <XIcon size={16} />
            </Drawer.CloseTrigger>
            <div
              key={`${source.kind}-${source.id}`}
              className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '4' })}
            >
              {source.kind === 'email' ? (
                <EmailView id={source.id} quote={source.quote} />
              ) : source.kind === 'contact' ? (
                <ContactCard id={source.id} />
              ) : (
                <PostUpdateCard id={source.id} quote={source.quote} />
              )}
            </div>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
